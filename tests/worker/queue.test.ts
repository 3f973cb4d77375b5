// The EVENTS consumer records census and performance events once each, whatever the redelivery.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { analyticsEvents } from "../../worker/db/schema";
import worker from "../../worker/index";

const db = createDb(env.DB);

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
    const rows = await db.select().from(analyticsEvents).all();
    expect(rows.map((r) => r.id).sort()).toEqual(["m-1", "m-2"]);
    const census = await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, "m-1")).get();
    expect(census).toMatchObject({
      kind: "census",
      websiteId: "site_demo",
      payload: { url: "/shop" },
      sentAt: 1,
    });
    const perf = await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, "m-2")).get();
    expect(perf!.sentAt).toBe(1_700_000_000_000);
  });

  it("acknowledges and drops bodies it cannot read instead of retrying them forever", async () => {
    const result = await deliver([message("bad-1", "not an event"), message("bad-2", { kind: 5 })]);
    expect(result.retryBatch.retry).toBe(false);
    expect(result.ackAll).toBe(true);
    expect(
      await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, "bad-1")).get(),
    ).toBeUndefined();
  });
});
