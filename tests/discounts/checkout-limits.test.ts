// A discount's limits at checkout, with buyers racing: the last total use and a buyer's last use
// go to exactly as many orders as the limit allows; the others are refused with the message and
// take nothing. And an automatic discount reaches the order without a code.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COUPON_CUSTOMER_LIMIT_REACHED, COUPON_USAGE_LIMIT_REACHED } from "../../worker/pricing/messages";
import { coupons } from "../../worker/db/schema";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { CHECKOUT, checkoutBody, db, newProduct, orderRow, usesOf, visitor } from "../orders/fixtures";

let n = 0;
async function newDiscount(values: Partial<typeof coupons.$inferInsert>) {
  await ensureDemoSeed(db);
  const id = `dsc_race${Date.now().toString(36)}${++n}`;
  await db.insert(coupons).values({
    id,
    websiteId: DEMO_WEBSITE_ID,
    code: id.toUpperCase(),
    kind: "PERCENTAGE",
    percentBasisPoints: 1000,
    ...values,
  });
  return { id, code: id.toUpperCase() };
}

interface Placed {
  orderId: string;
}

async function race(count: number, code: string, email: (i: number) => string) {
  const product = await newProduct(null, { priceCents: 3000 });
  const buyers = await Promise.all(Array.from({ length: count }, () => visitor()));
  return Promise.all(
    buyers.map((b, i) =>
      b.post(
        CHECKOUT,
        checkoutBody({
          email: email(i),
          couponCodes: [code],
          express: { itemId: product.itemId, quantity: 1 },
        }),
      ),
    ),
  );
}

describe("a discount's limits when buyers race", () => {
  it("gives a code's last use to exactly one of 12 buyers; the others are told it is used up", async () => {
    const coupon = await newDiscount({ maxUses: 5, uses: 4 });
    const results = await race(12, coupon.code, (i) => `buyer${i}@example.com`);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(await r.json()).toMatchObject({ message: COUPON_USAGE_LIMIT_REACHED });
    }
    expect(await usesOf(coupon.id)).toBe(5);
  });

  it("gives one buyer's last use to exactly one of 8 checkouts by that email, any case", async () => {
    const coupon = await newDiscount({ maxUsesPerCustomer: 2 });
    const first = await race(1, coupon.code, () => "grace@example.com");
    expect(first[0]!.status).toBe(200);
    const results = await race(8, coupon.code, (i) => (i % 2 ? "Grace@Example.com" : "grace@example.com"));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array.from({ length: 7 }, () => 409));
    for (const r of refused) expect(await r.json()).toMatchObject({ message: COUPON_CUSTOMER_LIMIT_REACHED });
    expect(await usesOf(coupon.id)).toBe(2);
    // Another buyer still gets it.
    const other = await race(1, coupon.code, () => "alan@example.com");
    expect(other[0]!.status).toBe(200);
    expect(await usesOf(coupon.id)).toBe(3);
  });
});

describe("an automatic discount", () => {
  it("shows in the cart under its name with no code entered, and comes off the total", async () => {
    const auto = await newDiscount({
      code: `auto:cart${++n}`,
      automatic: true,
      name: "Early bird",
      kind: "FIXED_AMOUNT",
      percentBasisPoints: 0,
      amountCents: 400,
    });
    const product = await newProduct(null, { priceCents: 3000 });
    const buyer = await visitor();
    expect((await buyer.add(product.itemId, product.sku, 1)).status).toBe(200);
    const cart = await buyer.cart();
    expect(cart).toMatchObject({
      coupons: [],
      validCoupons: [
        {
          code: "Early bird",
          couponId: auto.id,
          name: "Early bird",
          kind: "FIXED_AMOUNT",
          discountCents: 400,
          automatic: true,
        },
      ],
      invalidCoupons: [],
      discountCents: 400,
      grandTotalCents: 2600,
    });
    await db.delete(coupons).where(eq(coupons.id, auto.id));
  });

  it("reaches the order without a code, listed under its name, and takes a use", async () => {
    const auto = await newDiscount({
      code: `auto:race${++n}`,
      automatic: true,
      name: "Night owl",
      percentBasisPoints: 2000,
      maxUses: 1000,
    });
    const product = await newProduct(null, { priceCents: 3000 });
    const buyer = await visitor();
    const res = await buyer.post(
      CHECKOUT,
      checkoutBody({ express: { itemId: product.itemId, quantity: 1 } }),
    );
    expect(res.status).toBe(200);
    const order = await orderRow(((await res.json()) as Placed).orderId);
    expect(order.coupons).toEqual([{ couponId: auto.id, code: "Night owl", discountCents: 600 }]);
    expect(await usesOf(auto.id)).toBe(1);
    // Off again, so other checkout tests on the demo site price as before.
    await db.delete(coupons).where(eq(coupons.id, auto.id));
  });
});
