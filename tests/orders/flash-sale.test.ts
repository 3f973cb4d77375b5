// A flash sale in small (bench/flash.ts runs it with 500 buyers for 50 units): 40 buyers, each with
// the item in their cart, check out at once for its last 5 units.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_STOCK } from "../../worker/commerce/messages";
import { orderLines, orders } from "../../worker/db/schema";
import { CHECKOUT, checkoutBody, db, newProduct, stockOf, visitor } from "./fixtures";

describe("a flash sale", () => {
  it("sells the last 5 units to exactly 5 of 40 buyers at once; 35 hear the spec's stock message", async () => {
    const product = await newProduct(5);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => visitor()));
    for (const buyer of buyers) expect((await buyer.add(product.itemId, product.sku, 1)).status).toBe(200);

    const answers = await Promise.all(buyers.map((b) => b.post(CHECKOUT, checkoutBody())));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: await r.json() })));
    expect(bodies.filter((a) => a.status === 200)).toHaveLength(5);
    expect(bodies.filter((a) => a.status !== 200)).toEqual(
      Array.from({ length: 35 }, () => ({ status: 409, body: { message: NOT_ENOUGH_STOCK } })),
    );
    expect(await stockOf(product.variantId)).toBe(0);
    const sold = await db
      .select({ status: orders.status, quantity: orderLines.quantity })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.variantId, product.variantId))
      .all();
    expect(sold.filter((o) => o.status === "paid").map((o) => o.quantity)).toEqual([1, 1, 1, 1, 1]);
    expect(sold.filter((o) => o.status === "cancelled")).toHaveLength(35);
  }, 30_000);
});
