// A client address flooding the census calls gets 429 'Please try again in a few seconds.' (the
// client scripts swallow it), counted per address by the CENSUS_CLIENT_LIMIT binding: 100 calls per
// 10 s. Other addresses go on being counted.
import { describe, expect, it } from "vitest";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../../worker/commerce/messages";
import { Visitor } from "../worker/helpers";
import { CapturingQueue, collectingWorker } from "./collect";

const LIMIT = 100;
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

function visitorAt(address: string, queue: CapturingQueue): Visitor {
  const visitor = new Visitor(undefined, collectingWorker(queue));
  visitor.address = address;
  return visitor;
}

const quickView = (visitor: Visitor) =>
  visitor.fetch("/api/census/RecordQuickView/prd_linen_shirt", {
    method: "POST",
    headers: { referer: "http://localhost/shop" },
  });

describe("census calls per client address", () => {
  it("answers 429 with the spec's message beyond the limit, queueing nothing for those calls", async () => {
    const queue = new CapturingQueue();
    const visitor = visitorAt(freshAddress(), queue);
    await visitor.fetch("/api/commerce/shopping-cart"); // the crumb, as a page view gives it
    const responses = await Promise.all(Array.from({ length: 3 * LIMIT }, () => quickView(visitor)));
    const limited = responses.filter((r) => r.status === 429);
    const accepted = responses.filter((r) => r.status === 202);
    expect(limited.length + accepted.length).toBe(responses.length);
    // At most two fixed windows pass while these run.
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(2 * LIMIT);
    expect(queue.sent.length).toBe(accepted.length);
    for (const res of limited) {
      expect(await res.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
      expect(res.headers.get("retry-after")).toBe("10");
    }
    for (const res of accepted) await res.body?.cancel();

    // Another visitor's address is not held back.
    const other = visitorAt(freshAddress(), queue);
    await other.fetch("/api/commerce/shopping-cart");
    expect((await quickView(other)).status).toBe(202);
  }, 60_000);
});
