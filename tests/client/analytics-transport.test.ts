// The analytics scripts read every answer to its end: Chromium keeps a `Cache-Control: no-store`
// answer (every census answer) in flight until its body is read, so an unread one would be
// cancelled by the call's own timeout (net::ERR_ABORTED) although it arrived at once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { beaconForm, postJson } from "../../client/analytics/transport";

/** An answer whose body comes in two chunks, recording how far the script read it. */
function answer(status: number) {
  const read: string[] = [];
  const chunks = ['{"accepted":', "true}"];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk === undefined) {
        read.push("end");
        return controller.close();
      }
      read.push(chunk);
      controller.enqueue(new TextEncoder().encode(chunk));
    },
  });
  const res = new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store" },
  });
  return { res, read };
}

afterEach(() => vi.unstubAllGlobals());

describe("analytics transport", () => {
  it("postJson resolves only once the 202 answer's body has been read to its end", async () => {
    const { res, read } = answer(202);
    const fetch = vi.fn(async () => res);
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("document", { cookie: "crumb=c0ffee" });

    expect(await postJson("/api/analytics/events", { eventSchemaName: "CommerceShopping" })).toBe(true);

    expect(read).toEqual(['{"accepted":', "true}", "end"]);
    expect(res.bodyUsed).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      "/api/analytics/events",
      expect.objectContaining({
        keepalive: true,
        headers: expect.objectContaining({ "X-CSRF-Token": "c0ffee" }),
      }),
    );
  });

  it("beaconForm's keepalive fetch, where sendBeacon is missing, reads the answer to its end", async () => {
    const { res, read } = answer(202);
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    vi.stubGlobal("fetch", async () => (setTimeout(answered, 10), res));
    vi.stubGlobal("document", { cookie: "crumb=c0ffee" });
    vi.stubGlobal("navigator", {});

    beaconForm("/api/census/RecordHit", { event: "View" });
    await done;

    expect(read).toEqual(['{"accepted":', "true}", "end"]);
  });
});
