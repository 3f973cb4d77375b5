// The owner dashboard's API: the daily rollups of a date range, behind analytics:read; vitals at
// the 75th percentile per page; a redelivered purchase counts once; the census rate limit.
import { describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { addContributor, Owner } from "../owner/helpers";
import { deliver, pageView, WEBSITE } from "./collect";
import type { EventMessage } from "../../worker/queue";
import { Visitor } from "../worker/helpers";

const DAY = Date.UTC(2020, 2, 10, 12); // 2020-03-10, far from any other test's events
let seq = 0;
const id = () => `dash-${++seq}`;

function view(at: number, visitorId: string, url: string, newVisit = true): EventMessage {
  return {
    id: id(),
    kind: "census.hit",
    websiteId: WEBSITE,
    visitorId,
    sentAt: at,
    payload: {
      event: "View",
      newVisit,
      data: pageView({ url, websiteId: WEBSITE, referrer: "https://search.example/q" }),
    },
  };
}
const commerce = (at: number, name: string, item: string): EventMessage => ({
  id: id(),
  kind: "analytics",
  websiteId: WEBSITE,
  sentAt: at,
  payload: {
    eventSchemaName: "CommerceShopping",
    eventContent: { custom_schema_name: name, object_identifier: item },
  },
});
const lcp = (at: number, path: string, values: number[]): EventMessage => ({
  id: id(),
  kind: "performance",
  websiteId: WEBSITE,
  sentAt: at,
  payload: values.map((v) => ({ metricName: "LCP", metricValue: v, pagePath: path })),
});

async function reporter() {
  await addContributor("reports@example.com", ContributorRole.REPORTING);
  const owner = new Owner();
  expect((await owner.signIn("reports@example.com")).status).toBe(200);
  return owner;
}
const read = async (owner: Visitor, query: string) => owner.fetch(`/api/owner/analytics?${query}`);

describe("GET /api/owner/analytics", () => {
  it("refuses a visitor without a session (401) and a role without analytics:read (403)", async () => {
    expect((await read(new Visitor(), "from=2020-03-01&to=2020-03-31")).status).toBe(401);
    await addContributor("editor-analytics@example.com", ContributorRole.EDITOR);
    const editor = new Owner();
    await editor.signIn("editor-analytics@example.com");
    const refused = await read(editor, "from=2020-03-01&to=2020-03-31");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
  });

  it("answers 400 with a message for a range it cannot read", async () => {
    const owner = await reporter();
    const backwards = await read(owner, "from=2020-03-31&to=2020-03-01");
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ message: "from must be on or before to." });
    const notADate = await read(owner, "from=2020-02-30&to=2020-03-01");
    expect(notADate.status).toBe(400);
    expect(await notADate.json()).toEqual({ message: "Invalid from: must be a date as YYYY-MM-DD" });
    expect((await read(owner, "from=2017-01-01&to=2020-03-01")).status).toBe(400);
  });

  it("shows an empty range as zero-filled days and empty lists", async () => {
    const owner = await reporter();
    const res = await read(owner, "from=2019-01-01&to=2019-01-07");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body.traffic).toHaveLength(7);
    expect(body.traffic[0]).toEqual({ date: "2019-01-01", pageViews: 0, visits: 0, uniqueVisitors: 0 });
    expect(body.totals).toEqual({ pageViews: 0, visits: 0, uniqueVisitors: 0 });
    expect(body.topPages).toEqual([]);
    expect(body.vitals).toEqual([]);
    expect(body.funnel.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0]);
    expect(body.funnel.overallConversionRate).toBeNull();
  });

  it("reads traffic, pages, referrers, funnel and revenue of the range only, a redelivered batch once", async () => {
    const batch = [
      view(DAY, "v1", "http://localhost/shop"),
      view(DAY + 60_000, "v1", "http://localhost/shop/p/mug", false),
      view(DAY + 120_000, "v2", "http://localhost/shop/p/mug"),
      view(DAY + 180_000, "v2", "http://localhost/checkout", false),
      commerce(DAY, "VisitPDP", "mug"),
      commerce(DAY + 1, "VisitPDP", "mug"),
      commerce(DAY + 2, "AddToCart", "mug"),
      {
        id: "purchase:order_dash",
        kind: "commerce.purchase",
        websiteId: WEBSITE,
        sentAt: DAY + 200_000,
        payload: { orderId: "order_dash", grandTotalCents: 2450, currency: "USD" },
      },
      view(DAY + 86_400_000 * 5, "v3", "http://localhost/later"), // outside the range
    ];
    await deliver(batch);
    await deliver(
      batch,
      batch.map((_, i) => `again-${i}`),
    );

    const owner = await reporter();
    const body = (await (await read(owner, "from=2020-03-09&to=2020-03-11")).json()) as Record<string, any>;
    expect(body.traffic).toEqual([
      { date: "2020-03-09", pageViews: 0, visits: 0, uniqueVisitors: 0 },
      { date: "2020-03-10", pageViews: 4, visits: 2, uniqueVisitors: 2 },
      { date: "2020-03-11", pageViews: 0, visits: 0, uniqueVisitors: 0 },
    ]);
    expect(body.topPages[0]).toEqual({ path: "/shop/p/mug", pageViews: 2 });
    expect(body.topPages).toHaveLength(3);
    expect(body.referrers).toEqual([{ source: "search.example", visits: 2 }]);
    expect(body.funnel.steps).toEqual([
      { step: "productViews", label: "Product views", count: 2, conversionRate: null },
      { step: "addToCart", label: "Add to cart", count: 1, conversionRate: 0.5 },
      { step: "checkout", label: "Checkout", count: 1, conversionRate: 1 },
      { step: "purchase", label: "Purchase", count: 1, conversionRate: 1 },
    ]);
    expect(body.funnel.revenueCents).toBe(2450);
    expect(body.funnel.overallConversionRate).toBe(0.5);
  });

  it("rates each page's LCP at the 75th percentile against the section 9 thresholds", async () => {
    const at = Date.UTC(2020, 5, 1, 9);
    // /fast: three good, one poor -> p75 good. /slow: two good, two poor -> p75 poor.
    await deliver([lcp(at, "/fast", [1000, 1200, 1400, 9000]), lcp(at, "/slow", [1000, 1100, 5000, 6000])]);
    const owner = await reporter();
    const body = (await (await read(owner, "from=2020-06-01&to=2020-06-01")).json()) as Record<string, any>;
    const fast = body.vitals.find((v: { path: string }) => v.path === "/fast");
    const slow = body.vitals.find((v: { path: string }) => v.path === "/slow");
    expect(fast).toMatchObject({ metric: "LCP", samples: 4, rating: "good", good: 3, poor: 1 });
    expect(fast.p75).toBeGreaterThanOrEqual(1400);
    expect(fast.p75).toBeLessThanOrEqual(1400 * 1.1);
    expect(slow).toMatchObject({ rating: "poor", samples: 4 });
    expect(slow.p75).toBeGreaterThanOrEqual(5000);
    expect(slow.p75).toBeLessThanOrEqual(5000 * 1.1);
  });

  it("shows the pages' rum- image measures with their average and p75", async () => {
    const at = Date.UTC(2020, 6, 1, 9);
    await deliver([
      {
        id: id(),
        kind: "performance",
        websiteId: WEBSITE,
        sentAt: at,
        payload: [
          { metricName: "rum-lcp-image", metricValue: 300, pagePath: "/shop" },
          { metricName: "rum-lcp-image", metricValue: 500, pagePath: "/shop" },
        ],
      },
    ]);
    const owner = await reporter();
    const body = (await (await read(owner, "from=2020-07-01&to=2020-07-01")).json()) as Record<string, any>;
    expect(body.rumMeasures).toHaveLength(1);
    expect(body.rumMeasures[0]).toMatchObject({
      path: "/shop",
      name: "rum-lcp-image",
      samples: 2,
      average: 400,
    });
    expect(body.rumMeasures[0].p75).toBeGreaterThanOrEqual(500);
  });
});
