// The EVENTS consumer: accepted events land in the hourly and daily rollups exactly once, whatever
// the redelivery, and raw in the raw-event sink; unique visitors per day; retention.
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, deleteExpiredAnalytics, RETENTION_MS } from "../../worker/analytics/store";
import { rollupKeys } from "../../worker/analytics/rollup-keys";
import { createDb } from "../../worker/db/client";
import { analyticsProcessed, analyticsRollups, analyticsVisitors } from "../../worker/db/schema";
import { localRawEvents } from "../../worker/analytics/raw-events";
import type { EventMessage } from "../../worker/queue";
import { Visitor } from "../worker/helpers";
import { CapturingQueue, CVR, beacon, collectingWorker, deliver, pageView } from "./collect";

const db = createDb(env.DB);
// Each test writes its own website id, so rollups of one test never meet another's.
let site = 0;
let website: string;
beforeEach(() => {
  website = `site_consumer_${++site}`;
});

const H = Date.UTC(2026, 10, 24, 10); // 10:00 UTC
let seq = 0;
function view(at: number, visitorId: string, newVisit: boolean, url = "http://localhost/shop"): EventMessage {
  return {
    id: `ev-${website}-${++seq}`,
    kind: "census.hit",
    websiteId: website,
    visitorId,
    sentAt: at,
    payload: { event: "View", newVisit, visitCount: 1, data: pageView({ url, websiteId: website }) },
  };
}

async function rollup(period: "hour" | "day", metric: string, dimension = "") {
  const rows = await db
    .select()
    .from(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.websiteId, website),
        eq(analyticsRollups.period, period),
        eq(analyticsRollups.metric, metric),
        eq(analyticsRollups.dimension, dimension),
      ),
    )
    .orderBy(analyticsRollups.bucket)
    .all();
  return rows.map((r) => ({ bucket: r.bucket, count: r.count, total: r.total }));
}

const visitors = async () =>
  (await db.select().from(analyticsVisitors).where(eq(analyticsVisitors.websiteId, website)).all()).length;

describe("the EVENTS consumer", () => {
  it("rolls page views up per hour and per day, and counts a redelivered batch once", async () => {
    const batch = [
      view(H + 5 * 60_000, "v1", true),
      view(H + 10 * 60_000, "v1", false),
      view(H + 70 * 60_000, "v2", true, "http://localhost/shop/p/mug"),
    ];
    const first = await deliver(batch);
    expect(first.ackAll).toBe(true);
    expect(first.retryBatch.retry).toBe(false);
    // The same messages again (the queue redelivers after a lost ack), then again with new
    // message ids (a producer's retried send): the event ids make both harmless.
    await deliver(batch);
    await deliver(batch, ["x-1", "x-2", "x-3"]);

    expect(await rollup("hour", "pageviews")).toEqual([
      { bucket: H, count: 2, total: 2 },
      { bucket: H + HOUR_MS, count: 1, total: 1 },
    ]);
    const day = Math.floor(H / DAY_MS) * DAY_MS;
    expect(await rollup("day", "pageviews")).toEqual([{ bucket: day, count: 3, total: 3 }]);
    expect(await rollup("day", "pageviews", "/shop/p/mug")).toEqual([{ bucket: day, count: 1, total: 1 }]);
    expect(await rollup("day", "visits")).toEqual([{ bucket: day, count: 2, total: 2 }]);
    expect(await rollup("day", "referrers", "search.example")).toEqual([{ bucket: day, count: 2, total: 2 }]);
    expect(await rollup("day", "devices", "desktop")).toEqual([{ bucket: day, count: 2, total: 2 }]);
    expect(await visitors()).toBe(2);
    const stored = localRawEvents.filter((e) => e.websiteId === website);
    expect(stored.map((e) => e.id)).toEqual(batch.map((e) => e.id));
  });

  it("a batch that partly repeats an earlier one counts only its new events", async () => {
    const a = view(H, "v1", true);
    const b = view(H + 1000, "v1", false);
    await deliver([a]);
    await deliver([a, b]);
    expect(await rollup("hour", "pageviews")).toEqual([{ bucket: H, count: 2, total: 2 }]);
    expect(await rollup("hour", "visits")).toEqual([{ bucket: H, count: 1, total: 1 }]);
  });

  it("unique visitors count each visitor once a day", async () => {
    await deliver([view(H, "v1", true), view(H + 1000, "v1", false), view(H + DAY_MS, "v1", true)]);
    expect(await visitors()).toBe(2);
  });

  it("web vitals roll up their values and ratings per page against the section 9 thresholds", async () => {
    const record = (metricName: string, metricValue: number) => ({
      metricName,
      metricValue,
      pagePath: "/shop",
      websiteId: website,
    });
    await deliver([
      {
        id: `perf-${website}`,
        kind: "performance",
        websiteId: website,
        sentAt: H,
        payload: [record("LCP", 2500), record("LCP", 4100), record("CLS", 0.2), record("rum-ready", 300)],
      },
    ]);
    expect(await rollup("hour", "vital:LCP", "/shop")).toEqual([{ bucket: H, count: 2, total: 6600 }]);
    expect(await rollup("hour", "vital:LCP:good", "/shop")).toEqual([{ bucket: H, count: 1, total: 1 }]);
    expect(await rollup("hour", "vital:LCP:poor", "/shop")).toEqual([{ bucket: H, count: 1, total: 1 }]);
    expect(await rollup("hour", "vital:CLS:needs-improvement", "/shop")).toEqual([
      { bucket: H, count: 1, total: 1 },
    ]);
    expect(await rollup("hour", "measure:rum-ready", "/shop")).toEqual([{ bucket: H, count: 1, total: 300 }]);
  });

  it("a batch that fails to write is retried whole, and nothing of it is counted twice", async () => {
    // D1 fails the batch's last statement, after the rollups were written: the whole batch
    // rolls back, the delivery throws, and the queue delivers it again.
    const failing = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch") {
          return (list: D1PreparedStatement[]) => target.batch([...list, target.prepare("SELECT json('x')")]);
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const batch = [view(H, "v2", true), view(H + 1000, "v1", true)];
    await expect(deliver(batch, undefined, failing)).rejects.toThrow();
    expect(await rollup("hour", "pageviews")).toEqual([]);
    expect(await visitors()).toBe(0);
    await deliver(batch);
    expect(await rollup("hour", "pageviews")).toEqual([{ bucket: H, count: 2, total: 2 }]);
    expect(await visitors()).toBe(2);
  });

  it("rollup keys of every kind of event", () => {
    expect(rollupKeys("census.button-click", { data: { buttonId: "b1" } })).toEqual([
      ["census:button-click", "b1", 1],
    ]);
    expect(rollupKeys("census.quick-view", { itemId: "prod_mug" })).toEqual([
      ["census:quick-view", "prod_mug", 1],
    ]);
    expect(rollupKeys("event", { event: "ReviewsTab", data: { pagePath: "/shop/p/mug" } })).toEqual([
      ["event:ReviewsTab", "/shop/p/mug", 1],
    ]);
    expect(
      rollupKeys("analytics", {
        eventSchemaName: "CommerceShopping",
        eventContent: { custom_schema_name: "AddToCart", object_identifier: "prod_mug" },
      }),
    ).toEqual([["analytics:AddToCart", "prod_mug", 1]]);
    expect(
      rollupKeys("js-errors", { events: [{ url: "http://localhost/a" }, { url: "http://localhost/b" }] }),
    ).toEqual([
      ["js-errors", "/a", 1],
      ["js-errors", "/b", 1],
    ]);
    const mobile = rollupKeys("census.hit", {
      event: "View",
      newVisit: true,
      data: { url: "http://localhost/", viewportInnerWidth: 432, referrer: "http://localhost/shop" },
    });
    expect(mobile).toContainEqual(["devices", "mobile", 1]);
    expect(mobile).toContainEqual(["referrers", "(internal)", 1]);
    expect(rollupKeys("unknown", {})).toEqual([]);
    expect(rollupKeys("census.hit", "garbage")).toEqual([["census:", "", 1]]);
  });

  it("retention forgets processed event ids after 5 days and hourly rollups after 90, keeps daily ones", async () => {
    const now = Date.UTC(2026, 10, 24);
    const old = now - RETENTION_MS.processed - DAY_MS;
    const older = now - RETENTION_MS.hourly - DAY_MS;
    await deliver([view(old, "v1", true), view(older, "v2", true), view(now - HOUR_MS, "v3", true)]);
    await deleteExpiredAnalytics(env.DB, now);
    const left = await db
      .select()
      .from(analyticsProcessed)
      .where(eq(analyticsProcessed.websiteId, website))
      .all();
    expect(left.map((e) => JSON.parse(e.eventIds))).toEqual([[`ev-${website}-${seq}`]]);
    expect((await rollup("hour", "pageviews")).length).toBe(2);
    expect((await rollup("day", "pageviews")).length).toBe(3);
  });
});

describe("from the endpoint to the rollups", () => {
  it("every accepted hit is counted once, even when the whole stream is delivered twice", async () => {
    const queue = new CapturingQueue();
    const visitor = new Visitor(undefined, collectingWorker(queue));
    for (let i = 0; i < 20; i++) {
      const res = await beacon(visitor, "/api/census/RecordHit", {
        event: "View",
        data: JSON.stringify(pageView({ url: `http://localhost/p/${i % 4}` })),
        ss_cvr: CVR,
      });
      expect(res.status).toBe(202);
    }
    await deliver(queue.sent);
    await deliver(queue.sent.slice(5, 15));
    const total = await db
      .select({ n: sql<number>`sum(${analyticsRollups.count})` })
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.websiteId, "site_demo"),
          eq(analyticsRollups.period, "day"),
          eq(analyticsRollups.metric, "pageviews"),
          eq(analyticsRollups.dimension, ""),
        ),
      )
      .get();
    expect(total!.n).toBe(20);
  });
});
