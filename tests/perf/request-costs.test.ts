// What each request of a visit and an order costs: D1 round trips, D1's own rows read and written
// (`meta`), cart Durable Object calls and queue messages, pinned so that docs/capacity.md's table
// fails here when a cost grows. Round trips per checkout and per listing are pinned in
// query-counts.test.ts; this file adds the rest of the model's figures.
import { createMessageBatch } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { ensureLargeCatalogueSeed } from "../../worker/seed/large-catalogue";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { sendEmails } from "../../worker/email/sender";
import type { EventMessage } from "../../worker/queue";
import { beacon, CVR, deliver, pageView } from "../analytics/collect";
import { CHECKOUT, QUOTE, checkoutBody, db, newProduct } from "../orders/fixtures";
import { Visitor } from "../worker/helpers";
import { countedEnv, countedWorker, heldQueue, type Trace } from "./counting-env";

/** What the model reads off a trace. */
function cost(trace: Trace) {
  return {
    d1: trace.d1.length,
    rowsRead: trace.rowsRead,
    rowsWritten: trace.rowsWritten,
    cart: [...trace.cart],
    queued: { ...trace.queued },
  };
}

const NONE = { EVENTS: 0, EMAILS: 0, CONNECTIONS: 0 };

// Both sites from the start: a site's index range read by a query ends on the next site's first
// row, so a row count depends on whether another site follows (by one row, not by its size).
beforeAll(async () => {
  await ensureDemoSeed(db);
  await ensureLargeCatalogueSeed(db);
  forgetAllWebsites();
});

/** A page's cost rendered (a miss), from the edge cache, and from it once the host memo expired. */
async function pageCosts(path: string, origin?: string) {
  const worker = countedWorker();
  const visitor = new Visitor(origin, worker);
  forgetAllWebsites();
  const miss = await visitor.fetch(path);
  expect([miss.status, miss.headers.get("x-cache")]).toEqual([200, "MISS"]);
  const rendered = cost(worker.trace);
  worker.reset();
  const hit = await visitor.fetch(path);
  expect([hit.status, hit.headers.get("x-cache")]).toEqual([200, "HIT"]);
  const cached = cost(worker.trace);
  // After a second this isolate forgets the host: one lookup of the site, then the cache.
  forgetAllWebsites();
  worker.reset();
  const later = await visitor.fetch(path);
  expect(later.headers.get("x-cache")).toBe("HIT");
  return { rendered, cached, cachedHostLookup: cost(worker.trace) };
}

describe("a page view", () => {
  it("the home page: rendered, from the edge cache, from it after the host memo expired", async () => {
    const costs = await pageCosts("/");
    expect(costs).toEqual({
      rendered: { d1: 9, rowsRead: 150, rowsWritten: 0, cart: [], queued: NONE },
      cached: { d1: 0, rowsRead: 0, rowsWritten: 0, cart: [], queued: NONE },
      cachedHostLookup: { d1: 1, rowsRead: 4, rowsWritten: 0, cart: [], queued: NONE },
    });
  });

  it("a listing page (the shop)", async () => {
    const costs = await pageCosts("/shop");
    expect(costs).toEqual({
      rendered: { d1: 5, rowsRead: 251, rowsWritten: 0, cart: [], queued: NONE },
      cached: { d1: 0, rowsRead: 0, rowsWritten: 0, cart: [], queued: NONE },
      cachedHostLookup: { d1: 1, rowsRead: 4, rowsWritten: 0, cart: [], queued: NONE },
    });
  });

  it("a listing of 200 products (the large catalogue's shop)", async () => {
    const costs = await pageCosts("/shop", "http://large.localhost");
    expect(costs).toEqual({
      rendered: { d1: 7, rowsRead: 1003, rowsWritten: 0, cart: [], queued: NONE },
      cached: { d1: 0, rowsRead: 0, rowsWritten: 0, cart: [], queued: NONE },
      cachedHostLookup: { d1: 1, rowsRead: 4, rowsWritten: 0, cart: [], queued: NONE },
    });
  });

  it("a product page", async () => {
    const costs = await pageCosts("/shop/linen-field-shirt");
    expect(costs).toEqual({
      rendered: { d1: 6, rowsRead: 57, rowsWritten: 0, cart: [], queued: NONE },
      cached: { d1: 0, rowsRead: 0, rowsWritten: 0, cart: [], queued: NONE },
      cachedHostLookup: { d1: 1, rowsRead: 4, rowsWritten: 0, cart: [], queued: NONE },
    });
  });
});

describe("a census hit", () => {
  it("is one EVENTS message and no D1 query when the request is taken", async () => {
    const worker = countedWorker();
    const visitor = new Visitor(undefined, worker);
    await visitor.fetch("/api/commerce/shopping-cart");
    worker.reset();
    const res = await beacon(visitor, "/api/census/RecordHit", {
      event: "View",
      data: JSON.stringify(pageView()),
      ss_cvr: CVR,
    });
    expect(res.status).toBe(202);
    expect(cost(worker.trace)).toEqual({
      d1: 0,
      rowsRead: 0,
      rowsWritten: 0,
      cart: [],
      queued: { ...NONE, EVENTS: 1 },
    });
  });

  it("and a share of one D1 round trip when the consumer writes its batch of 100", async () => {
    const counted = countedEnv();
    const hits: EventMessage[] = Array.from({ length: 100 }, (_, i) => ({
      id: `capacity-${i}`,
      kind: "census.hit",
      websiteId: "site_demo",
      visitorId: `visitor-${i}`,
      sentAt: Date.UTC(2026, 10, 24, 10) + i * 1000,
      payload: { event: "View", newVisit: true, data: pageView({ url: `http://localhost/p/${i % 5}` }) },
    }));
    await deliver(hits, undefined, counted.bindings.DB);
    // 5 paths hourly and daily, the site's totals, 100 new visitors, the ledger's 10 s buckets.
    expect(cost(counted.trace)).toEqual({
      d1: 1,
      rowsRead: 248,
      rowsWritten: 276,
      cart: [],
      queued: NONE,
    });
  });
});

describe("an order", () => {
  it("costs, request by request: add, cart, quote, checkout page, place order, confirmation", async () => {
    const product = await newProduct(5);
    const worker = countedWorker();
    const visitor = new Visitor(undefined, worker);
    await visitor.fetch("/api/commerce/shopping-cart");
    const steps: Record<string, ReturnType<typeof cost>> = {};
    const step = async (name: string, request: () => Promise<Response>, status = 200) => {
      worker.reset();
      const res = await request();
      expect([name, res.status]).toEqual([name, status]);
      steps[name] = cost(worker.trace);
      return res;
    };
    await step("add", () => visitor.add(product.itemId, product.sku, 1));
    await step("cart", () => visitor.fetch("/api/commerce/shopping-cart"));
    await step("checkoutPage", () => visitor.fetch("/checkout"));
    await step("quote", () =>
      visitor.post(QUOTE, { shippingAddress: { country: "US", region: "NY", postalCode: "10001" } }),
    );
    const placed = await step("placeOrder", () => visitor.post(CHECKOUT, checkoutBody()));
    const ofTestProvider = worker.trace.statements.filter((s) => /\btest_payment/.test(s.sql));
    const testProvider = {
      statements: ofTestProvider.length,
      rowsRead: ofTestProvider.reduce((n, s) => n + s.rowsRead, 0),
      rowsWritten: ofTestProvider.reduce((n, s) => n + s.rowsWritten, 0),
    };
    const { redirect } = (await placed.json()) as { redirect: string };
    const confirmed = new URL(redirect, "http://localhost");
    await step("confirmedPage", () => visitor.fetch(confirmed.pathname + confirmed.search));
    const only = (d1: number, rowsRead: number, cart: string[] = []) => ({
      d1,
      rowsRead,
      rowsWritten: 0,
      cart,
      queued: NONE,
    });
    expect(steps).toEqual({
      add: only(2, 11, ["add"]),
      cart: only(1, 0, ["read"]),
      checkoutPage: only(2, 19),
      quote: only(1, 46, ["read"]),
      // Two EVENTS messages: `purchase` (orders/settle.ts, kept raw) and `commerce.purchase` (the
      // dashboard's funnel, analytics/purchase.ts).
      placeOrder: {
        d1: 9,
        rowsRead: 69,
        rowsWritten: 32,
        cart: ["read", "clear"],
        queued: { EVENTS: 2, EMAILS: 1, CONNECTIONS: 0 },
      },
      confirmedPage: only(8, 25),
    });
    // Of those, the test provider's (Stripe's HTTP calls in production).
    expect(testProvider).toEqual({ statements: 7, rowsRead: 4, rowsWritten: 8 });
  });

  it("and its confirmation email costs the EMAILS consumer two D1 round trips", async () => {
    const product = await newProduct(5);
    // The order's email stays unsent until the counted consumer below sends it.
    const visitor = new Visitor(undefined, countedWorker({ EMAILS: heldQueue() }));
    await visitor.add(product.itemId, product.sku, 1);
    const res = await visitor.post(CHECKOUT, checkoutBody());
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    const order = await db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) });
    const counted = countedEnv();
    const batch = createMessageBatch("atelier-emails", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: order!.confirmationEmailId },
    ]);
    await sendEmails(batch, counted.bindings, {
      provider: { kind: "api", send: async () => ({ status: "delivered" }) },
    });
    expect(cost(counted.trace)).toEqual({ d1: 2, rowsRead: 3, rowsWritten: 4, cart: [], queued: NONE });
  });
});
