// What the EVENTS consumer costs D1 and what the dashboard shows for it: the dashboard's numbers
// for a fixed set of hits (the same before and after the consumer stopped storing a row per hit),
// a redelivered batch counted once, and D1 rows written that grow with the distinct rollup keys
// of a batch, not with its hits.
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readDashboard } from "../../worker/analytics/dashboard";
import worker from "../../worker/index";
import type { EventMessage } from "../../worker/queue";
import { pageView } from "./collect";
import { countingD1 } from "./rows-written";

const DAY = Date.UTC(2021, 4, 3, 9); // 2021-05-03 09:00 UTC
let site = 0;
let seq = 0;

function hit(website: string, at: number, visitorId: string, path: string, newVisit: boolean): EventMessage {
  return {
    id: `writes-${++seq}`,
    kind: "census.hit",
    websiteId: website,
    visitorId,
    sentAt: at,
    payload: {
      event: "View",
      newVisit,
      data: pageView({
        url: `http://localhost${path}`,
        websiteId: website,
        referrer: "https://search.example/q",
      }),
    },
  };
}

/** Delivers these messages as one batch to the consumer, on this D1 binding. */
async function deliver(messages: EventMessage[], db: D1Database = env.DB) {
  const batch = createMessageBatch(
    "atelier-events",
    messages.map((body) => ({ id: `msg-${body.id}`, timestamp: new Date(body.sentAt!), attempts: 1, body })),
  );
  await worker.queue(batch, { ...env, DB: db });
}

/** A fixed day of traffic: 3 visitors over 2 days, 4 pages, a vital and a commerce event. */
function fixedTraffic(website: string): EventMessage[][] {
  const t = (day: number, minutes: number) => DAY + day * 86_400_000 + minutes * 60_000;
  return [
    [
      hit(website, t(0, 0), "v1", "/", true),
      hit(website, t(0, 1), "v1", "/shop", false),
      hit(website, t(0, 2), "v2", "/shop", true),
      hit(website, t(0, 3), "v2", "/shop/p/mug", false),
    ],
    [
      hit(website, t(0, 65), "v1", "/shop/p/mug", false),
      hit(website, t(0, 70), "v3", "/about", true),
      {
        id: `writes-${++seq}`,
        kind: "analytics",
        websiteId: website,
        sentAt: t(0, 71),
        payload: {
          eventSchemaName: "CommerceShopping",
          eventContent: { custom_schema_name: "AddToCart", object_identifier: "prod_mug" },
        },
      },
      {
        id: `writes-${++seq}`,
        kind: "performance",
        websiteId: website,
        sentAt: t(0, 72),
        payload: [{ metricName: "LCP", metricValue: 2100, pagePath: "/shop", websiteId: website }],
      },
    ],
    [hit(website, t(1, 5), "v1", "/", true), hit(website, t(1, 6), "v3", "/shop", true)],
  ];
}

const range = { from: "2021-05-03", to: "2021-05-04" };

describe("analytics writes", () => {
  it("the dashboard shows the same numbers for a fixed set of hits", async () => {
    const website = `site_writes_${++site}`;
    for (const batch of fixedTraffic(website)) await deliver(batch);
    expect(await readDashboard(env.DB, website, range)).toMatchInlineSnapshot(`
      {
        "devices": [
          {
            "device": "desktop",
            "visits": 5,
          },
        ],
        "funnel": {
          "overallConversionRate": null,
          "revenueCents": 0,
          "steps": [
            {
              "conversionRate": null,
              "count": 0,
              "label": "Product views",
              "step": "productViews",
            },
            {
              "conversionRate": null,
              "count": 1,
              "label": "Add to cart",
              "step": "addToCart",
            },
            {
              "conversionRate": 0,
              "count": 0,
              "label": "Checkout",
              "step": "checkout",
            },
            {
              "conversionRate": null,
              "count": 0,
              "label": "Purchase",
              "step": "purchase",
            },
          ],
        },
        "range": {
          "days": 2,
          "from": "2021-05-03",
          "to": "2021-05-04",
        },
        "referrers": [
          {
            "source": "search.example",
            "visits": 5,
          },
        ],
        "rumMeasures": [],
        "topPages": [
          {
            "pageViews": 3,
            "path": "/shop",
          },
          {
            "pageViews": 2,
            "path": "/",
          },
          {
            "pageViews": 2,
            "path": "/shop/p/mug",
          },
          {
            "pageViews": 1,
            "path": "/about",
          },
        ],
        "totals": {
          "pageViews": 8,
          "uniqueVisitors": 3,
          "visits": 5,
        },
        "traffic": [
          {
            "date": "2021-05-03",
            "pageViews": 6,
            "uniqueVisitors": 3,
            "visits": 3,
          },
          {
            "date": "2021-05-04",
            "pageViews": 2,
            "uniqueVisitors": 2,
            "visits": 2,
          },
        ],
        "vitals": [
          {
            "good": 1,
            "metric": "LCP",
            "needsImprovement": 0,
            "p75": 2253.2402360440274,
            "path": "/shop",
            "poor": 0,
            "rating": "good",
            "samples": 1,
          },
        ],
      }
    `);
  });

  it("a redelivered batch counts once", async () => {
    const website = `site_writes_${++site}`;
    const batches = fixedTraffic(website);
    for (const batch of batches) await deliver(batch);
    const once = await readDashboard(env.DB, website, range);
    // The queue redelivers a batch whose acknowledgement was lost, and may group the messages
    // differently the second time.
    await deliver(batches[0]!);
    await deliver([...batches[1]!, ...batches[2]!]);
    await deliver([batches[0]![1]!, batches[2]![0]!]);
    expect(await readDashboard(env.DB, website, range)).toEqual(once);
  });

  it("rows written for a batch of hits on the same few pages do not grow with the hits", async () => {
    const rowsFor = async (hits: number) => {
      const website = `site_writes_${++site}`;
      const counting = countingD1(env.DB);
      const batch = Array.from({ length: hits }, (_, i) =>
        hit(website, DAY + i * 10, "v1", i % 2 ? "/shop" : "/", i === 0),
      );
      await deliver(batch, counting.db);
      return counting.rowsWritten();
    };
    const ten = await rowsFor(10);
    expect(ten).toBeGreaterThan(0);
    expect(await rowsFor(100)).toBe(ten);
  });
});
