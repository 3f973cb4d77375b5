// The analytics scripts' logic that does not need a browser: the error reporter's limits, the
// performance records (fixed metadata, thresholds, rum- measures only), the environment, and the
// page's analytics context.
import { describe, expect, it } from "vitest";
import {
  createErrorReporter,
  DEBOUNCE_MS,
  MAX_QUEUED,
  MAX_SENDS,
  MAX_STACK,
  type ErrorEvent,
} from "../../client/analytics/error-reporter";
import { environmentOf } from "../../client/analytics/environment";
import { performanceRecord, rumMeasures } from "../../client/analytics/performance-records";
import { analyticsContextTag, analyticsPageContext } from "../../worker/analytics/page-context";
import { performanceRecords } from "../../worker/analytics/payloads";
import { rateVital, VITAL_THRESHOLDS } from "../../worker/analytics/vitals";
import type { PageContext } from "../../worker/pages/render";

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      timers.push({ at: now + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
    now: () => now,
  };
}

function reporter() {
  const clock = fakeClock();
  const sent: ErrorEvent[][] = [];
  const r = createErrorReporter({
    send: (events) => sent.push(events),
    websiteId: "site_demo",
    url: () => "http://localhost/shop",
    now: clock.now,
    userAgent: "test",
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  });
  return { r, clock, sent };
}

describe("the error reporter", () => {
  it("debounces sends by 1 s: errors in quick succession go in one batch", () => {
    const { r, clock, sent } = reporter();
    r.report(new TypeError("a"));
    clock.advance(DEBOUNCE_MS - 1);
    r.report(new TypeError("b"), { line: 3, column: 4 });
    clock.advance(DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((e) => e.message)).toEqual(["TypeError: a", "TypeError: b"]);
    expect(sent[0]![1]).toMatchObject({
      line: 3,
      column: 4,
      url: "http://localhost/shop",
      websiteId: "site_demo",
    });
  });

  it("keeps at most 10 queued events", () => {
    const { r, clock, sent } = reporter();
    for (let i = 0; i < 15; i++) r.report(new Error(String(i)));
    clock.advance(DEBOUNCE_MS);
    expect(sent[0]).toHaveLength(MAX_QUEUED);
  });

  it("sends at most 20 times per page", () => {
    const { r, clock, sent } = reporter();
    for (let i = 0; i < 25; i++) {
      r.report(new Error(String(i)));
      clock.advance(DEBOUNCE_MS);
    }
    expect(sent).toHaveLength(MAX_SENDS);
    expect(r.sends).toBe(20);
  });

  it("trims stacks to 5000 characters, and the batch passes the endpoint's schema", () => {
    const { r, clock, sent } = reporter();
    const e = new Error("deep");
    e.stack = "x".repeat(9000);
    r.report(e);
    r.report("a thrown string");
    clock.advance(DEBOUNCE_MS);
    expect(sent[0]![0]!.stack).toHaveLength(MAX_STACK);
    expect(sent[0]![1]!.message).toBe("a thrown string");
  });
});

describe("performance records", () => {
  it("carry the fixed metadata and the rating, and pass the endpoint's schema", () => {
    const records = [
      performanceRecord("site_demo", "localhost", "/shop", "LCP", 2600),
      performanceRecord("site_demo", "shop.example", "/shop", "rum-gallery", 120),
    ];
    expect(records[0]).toEqual({
      schemaName: "Performance",
      action: "load",
      actor: "user",
      owner: "web performance",
      source: "web",
      objectType: "website",
      environment: "dev",
      websiteId: "site_demo",
      pagePath: "/shop",
      metricName: "LCP",
      metricValue: 2600,
      rating: "needs-improvement",
    });
    expect(records[1]).not.toHaveProperty("rating");
    expect(records[1]!.environment).toBe("prod");
    expect(performanceRecords.safeParse(records).success).toBe(true);
  });

  it("only rum- measures are forwarded, never marks", () => {
    const entries = [
      { name: "rum-hero", entryType: "measure", duration: 10 },
      { name: "rum-hero-start", entryType: "mark", duration: 0 },
      { name: "framework-render", entryType: "measure", duration: 5 },
    ];
    expect(rumMeasures(entries).map((e) => e.name)).toEqual(["rum-hero"]);
  });

  it.each([
    ["FCP", 1800, "good"],
    ["FCP", 1801, "needs-improvement"],
    ["FCP", 3001, "poor"],
    ["LCP", 2500, "good"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["FID", 100, "good"],
    ["FID", 300, "needs-improvement"],
    ["FID", 301, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
  ] as const)("%s %d is %s", (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it("thresholds are section 9's", () => {
    expect(VITAL_THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      LCP: [2500, 4000],
      CLS: [0.1, 0.25],
      FID: [100, 300],
      INP: [200, 500],
    });
  });

  it.each([
    ["localhost", "dev"],
    ["shop.localhost", "dev"],
    ["127.0.0.1", "dev"],
    ["staging.shop.example", "staging"],
    ["shop-staging.example", "staging"],
    ["shop.example", "prod"],
  ])("environment of %s is %s", (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });
});

describe("the page's analytics context", () => {
  const website = { id: "site_demo", language: "en-US" } as PageContext["website"];
  const base = { website, websiteSettings: { theme: null } } as unknown as PageContext;

  it("a product page is a PDP with its item, a products collection a PLP", () => {
    const pdp = analyticsPageContext({
      ...base,
      pageType: 50,
      pageTypeName: "content-item",
      item: { id: "prod_mug", recordType: 11, collectionId: "col_shop" },
      collection: { id: "col_shop", type: 13 },
    });
    expect(pdp).toMatchObject({
      websiteId: "site_demo",
      templateId: "default",
      pageType: 50,
      itemId: "prod_mug",
      recordType: 11,
      collectionId: "col_shop",
      commercePage: "pdp",
      pagePermissionTypeValue: 1,
      performance: true,
      censusDisabled: false,
    });
    const plp = analyticsPageContext({
      ...base,
      pageType: 1,
      pageTypeName: "main-content",
      collection: { id: "col_shop", type: 13 },
    });
    expect(plp.commercePage).toBe("plp");
    const cart = analyticsPageContext({ ...base, pageType: 200, pageTypeName: "show-cart" });
    expect(cart.commercePage).toBe("cart");
  });

  it("takes the site's analytics switches, and escapes the JSON for a script tag", () => {
    const tag = analyticsContextTag({
      ...base,
      websiteSettings: {
        theme: "</script>",
        analytics: { restrictiveCookies: true, cloneable: true, censusDisabled: true, pixelId: "px1" },
      },
      pageType: 2,
      pageTypeName: "page",
    } as unknown as PageContext);
    expect(tag).not.toContain("</script><");
    expect(tag).toContain('"templateId":"\\u003c/script>"');
    const json = JSON.parse(tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("<"))) as Record<string, unknown>;
    expect(json).toMatchObject({
      restrictiveCookies: true,
      cloneable: true,
      censusDisabled: true,
      pixelId: "px1",
    });
  });
});
