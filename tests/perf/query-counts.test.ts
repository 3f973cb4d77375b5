// What a request costs in D1 round trips (a statement on its own, or one batch) and cart Durable
// Object calls, pinned so that a change that adds one, or makes the cost grow with what the page
// or the cart holds, fails here (docs/checkout.md, Query counts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_STOCK } from "../../worker/commerce/messages";
import { productVariants } from "../../worker/db/schema";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ensureLargeCatalogueSeed } from "../../worker/seed/large-catalogue";
import { CHECKOUT, checkoutBody, db, newProduct } from "../orders/fixtures";
import { Visitor } from "../worker/helpers";
import { countedWorker } from "./counting-env";

/** A visitor with `lines` lines in the cart (one unit each of its own product), on counted bindings. */
async function cartWithLines(lines: number) {
  const worker = countedWorker();
  const visitor = new Visitor(undefined, worker);
  for (let i = 0; i < lines; i++) {
    const product = await newProduct(5);
    expect((await visitor.add(product.itemId, product.sku, 1)).status).toBe(200);
  }
  worker.reset();
  return { worker, visitor };
}

describe("a checkout's D1 round trips", () => {
  it("are 9 for a paid order, with 2 cart calls, whether the cart has 1 line or 10", async () => {
    for (const lines of [1, 10]) {
      const { worker, visitor } = await cartWithLines(lines);
      const res = await visitor.post(CHECKOUT, checkoutBody());
      expect(res.status).toBe(200);
      expect({ lines, d1: worker.trace.d1.length, cart: worker.trace.cart }).toEqual({
        lines,
        d1: 9,
        cart: ["read", "clear"],
      });
    }
  });

  it("are 3 for a checkout refused for stock, with the spec's message", async () => {
    for (const lines of [1, 10]) {
      const { worker, visitor } = await cartWithLines(lines);
      // The last line's stock is sold elsewhere meanwhile.
      const last = (await visitor.cart()).entries.at(-1)!;
      await db
        .update(productVariants)
        .set({ qtyInStock: 0 })
        .where(eq(productVariants.sku, last.chosenVariant.sku));
      worker.reset();
      const res = await visitor.post(CHECKOUT, checkoutBody());
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: NOT_ENOUGH_STOCK });
      expect({ lines, d1: worker.trace.d1.length, cart: worker.trace.cart }).toEqual({
        lines,
        d1: 3,
        cart: ["read"],
      });
    }
  });
});

/** Seeds the 200-product catalogue's site (large.localhost) with only its first `count` products. */
async function seedLargeCatalogue(count: number) {
  await ensureLargeCatalogueSeed(db, count);
  // The inserts bumped the content version: the next request reads the site afresh.
  forgetAllWebsites();
}

describe("a listing page's D1 round trips", () => {
  it("are the same for a collection of 1 product and of 200: 7", async () => {
    const counts: Record<number, number> = {};
    for (const size of [1, 200]) {
      await seedLargeCatalogue(size);
      const worker = countedWorker();
      const res = await new Visitor("http://large.localhost", worker).fetch("/shop");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.split('<li class="product-card').length - 1).toBe(Math.min(size, 24));
      counts[size] = worker.trace.d1.length;
    }
    expect(counts).toEqual({ 1: 7, 200: 7 });
  });
});
