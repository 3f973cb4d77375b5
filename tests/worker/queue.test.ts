// The EVENTS consumer records census and performance events once each, whatever the redelivery:
// raw, in the local stand-in of Analytics Engine (worker/analytics/raw-events.ts).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localRawEvents } from "../../worker/analytics/raw-events";
import worker from "../../worker/index";

const raw = (id: string) => localRawEvents.filter((e) => e.id === id);

function message(id: string, body: unknown) {
  return { id, timestamp: new Date(1_700_000_000_000), attempts: 1, body };
}

async function deliver(messages: ReturnType<typeof message>[]) {
  const batch = createMessageBatch("atelier-events", messages);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

describe("queue consumer", () => {
  it("stores each event once, even when a batch is delivered again", async () => {
    const batch = [
      message("m-1", { kind: "census", websiteId: "site_demo", payload: { url: "/shop" }, sentAt: 1 }),
      message("m-2", { kind: "performance", payload: [{ name: "LCP", value: 1200 }] }),
    ];
    const first = await deliver(batch);
    expect(first.ackAll).toBe(true);
    expect(first.retryBatch.retry).toBe(false);
    await deliver(batch);
    expect(raw("m-1")).toHaveLength(1);
    expect(raw("m-2")).toHaveLength(1);
    expect(raw("m-1")[0]).toMatchObject({
      kind: "census",
      websiteId: "site_demo",
      payload: { url: "/shop" },
      sentAt: 1,
    });
    expect(raw("m-2")[0]!.sentAt).toBe(1_700_000_000_000);
  });

  it("acknowledges and drops bodies it cannot read instead of retrying them forever", async () => {
    const result = await deliver([message("bad-1", "not an event"), message("bad-2", { kind: 5 })]);
    expect(result.retryBatch.retry).toBe(false);
    expect(result.ackAll).toBe(true);
    expect(raw("bad-1")).toEqual([]);
  });
});
