// Coupons, shipping location and option stored on the cart (worker/routes/cart-pricing.ts): every
// cart answer carries the real discount, shipping and tax in cents; the cart object keeps the
// visitor's choices between requests; checkout starts from them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED, TRY_AGAIN_IN_A_FEW_SECONDS } from "../../worker/commerce/messages";
import { JSON_REQUIRED } from "../../worker/http/messages";
import { CART_EMPTY } from "../../worker/orders/messages";
import {
  COUNTRY_REQUIRED,
  COUPON_CODE_REQUIRED,
  COUPON_CODE_TOO_LONG,
  COUPON_EXPIRED,
  COUPON_NOT_FOUND,
  COUPON_NOT_IN_CART,
  couponMinimumMessage,
  InvalidCouponReason,
  POSTAL_CODE_MESSAGES,
  SHIPPING_LOCATION_FIRST,
  SHIPPING_OPTION_INVALID,
  SHIPPING_OPTION_NOT_OFFERED,
  TOO_MANY_COUPONS,
} from "../../worker/pricing/messages";
import { CHECKOUT, checkoutBody, newCoupon, newProduct, orderRow, QUOTE, usesOf } from "../orders/fixtures";
import { CART, type CartBody, Visitor } from "./helpers";

const COUPONS = `${CART}/coupons`;
const LOCATION = `${CART}/shippingLocation`;
const OPTION = `${CART}/selectedShippingOption`;

const NEW_YORK = { country: "US", region: "NY", postalCode: "10001" };

/** A visitor whose cart holds 2 × a fresh $40.00 physical product (300 g each: 1 started kg). */
async function cartOfTwo(unitCents = 4000) {
  const product = await newProduct(10, { priceCents: unitCents });
  const visitor = new Visitor();
  expect((await visitor.add(product.itemId, product.sku, 2)).status).toBe(200);
  return { visitor, product };
}

async function cartOf(res: Response): Promise<CartBody & Record<string, any>> {
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("no-store");
  return ((await res.json()) as { shoppingCart: CartBody & Record<string, any> }).shoppingCart;
}

async function expectError(res: Response, status: number, body: Record<string, string>) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual(body);
}

/** grandTotalCents = subtotal − discount + shipping + tax, always. */
function expectTotalsAddUp(cart: Record<string, any>) {
  expect(cart.grandTotalCents).toBe(
    cart.subtotalCents - cart.discountCents + cart.shippingCostCents + cart.taxCents,
  );
}

describe("POST /coupons", () => {
  it("applies a valid code (any case) and answers the discount in cents", async () => {
    const { visitor } = await cartOfTwo();
    const cart = await cartOf(await visitor.post(COUPONS, { code: " welcome10 " }));
    expect(cart).toMatchObject({
      coupons: ["WELCOME10"],
      validCoupons: [
        {
          code: "WELCOME10",
          couponId: "cpn_welcome10",
          name: "10% off your order",
          kind: "PERCENTAGE",
          discountCents: 800,
        },
      ],
      invalidCoupons: [],
      subtotalCents: 8000,
      discountCents: 800,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: 7200,
    });
  });

  it("keeps an invalid code on the cart with its reason, word for word", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "NOPE" });
    await visitor.post(COUPONS, { code: "summer24" });
    const cart = await cartOf(await visitor.post(COUPONS, { code: "FIRST20" }));
    expect(cart.coupons).toEqual(["NOPE", "SUMMER24", "FIRST20"]);
    expect(cart.validCoupons).toEqual([]);
    expect(cart.invalidCoupons).toEqual([
      { code: "NOPE", reason: InvalidCouponReason.NOT_FOUND, message: COUPON_NOT_FOUND },
      { code: "SUMMER24", reason: InvalidCouponReason.EXPIRED, message: COUPON_EXPIRED },
      {
        code: "FIRST20",
        reason: InvalidCouponReason.MINIMUM_NOT_MET,
        message: couponMinimumMessage("$100.00"),
      },
    ]);
    expect(cart.invalidCoupons[2].message).toBe("Spend $100.00 or more to use this coupon.");
    expect(cart).toMatchObject({ discountCents: 0, grandTotalCents: 8000 });
  });

  it("re-judges a stored code whenever the cart changes: FIRST20 applies once the subtotal reaches $100", async () => {
    const { visitor } = await cartOfTwo();
    const before = await cartOf(await visitor.post(COUPONS, { code: "FIRST20" }));
    expect(before.invalidCoupons.map((c: { code: string }) => c.code)).toEqual(["FIRST20"]);
    const entryId = before.entries[0]!.id;
    const after = await cartOf(await visitor.put(`${CART}/entries/${entryId}/quantity`, { quantity: 3 }));
    expect(after).toMatchObject({
      subtotalCents: 12000,
      invalidCoupons: [],
      validCoupons: [{ code: "FIRST20", discountCents: 2000 }],
      discountCents: 2000,
      grandTotalCents: 10000,
    });
  });

  it("answers bad codes with a 400 and its message, and stores nothing", async () => {
    const { visitor } = await cartOfTwo();
    await expectError(await visitor.post(COUPONS, {}), 400, {
      message: COUPON_CODE_REQUIRED,
      field: "code",
    });
    await expectError(await visitor.post(COUPONS, { code: "   " }), 400, {
      message: COUPON_CODE_REQUIRED,
      field: "code",
    });
    await expectError(await visitor.post(COUPONS, { code: "X".repeat(65) }), 400, {
      message: COUPON_CODE_TOO_LONG,
      field: "code",
    });
    const notJson = await visitor.fetch(COUPONS, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: visitor.origin },
      body: "WELCOME10",
    });
    await expectError(notJson, 415, { message: JSON_REQUIRED });
    expect((await visitor.cart()).coupons).toEqual([]);
  });

  it("holds at most 10 codes", async () => {
    const { visitor } = await cartOfTwo();
    for (let i = 0; i < 9; i++) expect((await visitor.post(COUPONS, { code: `CODE${i}` })).status).toBe(200);
    // The cart's token bucket (10 changes, 2 a second) is empty after the add and 9 codes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await visitor.post(COUPONS, { code: "CODE9" })).status).toBe(200);
    await expectError(await visitor.post(COUPONS, { code: "CODE10" }), 400, {
      message: TOO_MANY_COUPONS,
      field: "code",
    });
    expect((await visitor.cart()).coupons).toHaveLength(10);
  });

  it("refuses a visitor without a cart, and creates none", async () => {
    const visitor = new Visitor();
    await expectError(await visitor.post(COUPONS, { code: "WELCOME10" }), 404, { message: CART_EMPTY });
    expect((await visitor.cart()).id).toBeNull();
  });

  it("refuses every pricing change without the crumb (403, the spec's text)", async () => {
    const { visitor } = await cartOfTwo();
    const noCrumb = { "x-csrf-token": "0".repeat(32) };
    for (const [path, method, body] of [
      [COUPONS, "POST", '{"code":"WELCOME10"}'],
      [`${COUPONS}/WELCOME10`, "DELETE", undefined],
      [LOCATION, "PUT", JSON.stringify(NEW_YORK)],
      [OPTION, "PUT", '{"shippingOptionId":"shp_us_standard"}'],
    ] as const) {
      const res = await visitor.fetch(path, {
        method,
        headers: { "content-type": "application/json", origin: visitor.origin, ...noCrumb },
        body,
      });
      await expectError(res, 403, { message: SESSION_EXPIRED });
    }
    const cart = await visitor.cart();
    expect(cart).toMatchObject({ coupons: [], shippingLocation: null, selectedShippingOption: null });
  });

  it("is counted by the per-address cart limit before any cart is looked up (429)", async () => {
    const visitor = new Visitor();
    visitor.address = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res = await visitor.post(COUPONS, { code: "WELCOME10" });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
        break;
      }
      await res.body?.cancel();
    }
    // Without a cart each call is a 404 until the address is over its 40 writes per 10 s.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.length).toBeGreaterThan(40);
  });

  it("is limited by the cart's token bucket like every cart change (429)", async () => {
    const { visitor } = await cartOfTwo();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visitor.post(COUPONS, { code: `BURST${i}` })),
    );
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(await limited[0]!.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
    expect((await visitor.cart()).coupons).toHaveLength(12 - limited.length);
  });
});

describe("DELETE /coupons/{code}", () => {
  it("removes a code (any case) and its discount; a code not in the cart is a 404", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "WELCOME10" });
    const cart = await cartOf(await visitor.delete(`${COUPONS}/welcome10`));
    expect(cart).toMatchObject({ coupons: [], validCoupons: [], discountCents: 0, grandTotalCents: 8000 });
    await expectError(await visitor.delete(`${COUPONS}/WELCOME10`), 404, { message: COUPON_NOT_IN_CART });
    await expectError(await visitor.delete(`${COUPONS}/${"X".repeat(65)}`), 404, {
      message: COUPON_NOT_IN_CART,
    });
  });
});

describe("PUT /shippingLocation", () => {
  it("refuses a bad postal code with the spec's message word for word, and keeps the old location", async () => {
    const { visitor } = await cartOfTwo();
    await expectError(await visitor.put(LOCATION, { country: "US", region: "NY", postalCode: "1001" }), 400, {
      message: "ZIP Codes need to be 5 digits.",
      field: "postalCode",
    });
    await expectError(await visitor.put(LOCATION, { country: "FR", postalCode: "750" }), 400, {
      message: POSTAL_CODE_MESSAGES.FR,
      field: "postalCode",
    });
    expect(POSTAL_CODE_MESSAGES.FR).toBe("Postal Codes need to be 5 digits");
    await expectError(await visitor.put(LOCATION, { country: "USA" }), 400, {
      message: COUNTRY_REQUIRED,
      field: "country",
    });
    await expectError(await visitor.put(LOCATION, { country: "US", postalCode: "10001" }), 400, {
      message: "Select a state.",
      field: "region",
    });
    expect((await visitor.cart()).shippingLocation).toBeNull();
  });

  it("prices shipping (the cheapest option) and a US state's tax, on shipping too where the state taxes it", async () => {
    const { visitor } = await cartOfTwo();
    const cart = await cartOf(await visitor.put(LOCATION, { ...NEW_YORK, postalCode: "10001-1234" }));
    expect(cart.shippingLocation).toEqual({ country: "US", region: "NY", postalCode: "10001" });
    expect(cart.shippingOptions).toEqual([
      { id: "shp_us_standard", name: "Standard", kind: "FLAT", costCents: 600 },
      // 1200 + 400 per started kilogram; 2 × 300 g is one.
      { id: "shp_us_express", name: "Express", kind: "WEIGHT", costCents: 1600 },
    ]);
    expect(cart.selectedShippingOption).toEqual(cart.shippingOptions[0]);
    // New York 4%, on the goods and the shipping: (8000 + 600) × 4% = 344.
    expect(cart.applicableTaxRules).toEqual([
      {
        id: "tax_us_ny",
        name: "New York sales tax",
        country: "US",
        region: "NY",
        rate: "4",
        ratePpm: 40000,
        taxShipping: true,
        taxCents: 344,
      },
    ]);
    expect(cart).toMatchObject({ shippingCostCents: 600, taxCents: 344, grandTotalCents: 8944 });
    expectTotalsAddUp(cart);
  });

  it("taxes a US territory in the US tax geography (Puerto Rico as country PR)", async () => {
    const { visitor } = await cartOfTwo();
    const cart = await cartOf(await visitor.put(LOCATION, { country: "PR", postalCode: "00901" }));
    expect(cart.shippingLocation).toEqual({ country: "PR", region: null, postalCode: "00901" });
    // Rest of world: 2500 + 1000 per started kilogram.
    expect(cart.selectedShippingOption).toMatchObject({ id: "shp_world", costCents: 3500 });
    // Puerto Rico IVU 10.5%, goods only: 8000 × 10.5% = 840.
    expect(cart.applicableTaxRules).toMatchObject([
      { id: "tax_us_pr", country: "US", region: "PR", rate: "10.5", taxCents: 840 },
    ]);
    expect(cart).toMatchObject({ shippingCostCents: 3500, taxCents: 840, grandTotalCents: 12340 });
  });

  it("takes the tax on what is paid after the discount, and rounds half up to the cent", async () => {
    const { visitor } = await cartOfTwo(3333);
    await visitor.post(COUPONS, { code: "WELCOME10" });
    const cart = await cartOf(
      await visitor.put(LOCATION, { country: "US", region: "CA", postalCode: "94103" }),
    );
    // 6666 − 667 (10%, half up) = 5999; California 7.25% of 5999 = 434.93 → 435; shipping untaxed.
    expect(cart).toMatchObject({
      subtotalCents: 6666,
      discountCents: 667,
      shippingCostCents: 600,
      taxCents: 435,
      grandTotalCents: 6666 - 667 + 600 + 435,
    });
    expectTotalsAddUp(cart);
  });
});

describe("a free-shipping coupon on the cart", () => {
  it("waives the chosen option's cost once there is a location, and combines with a discount", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "FREESHIP" });
    await visitor.post(COUPONS, { code: "WELCOME10" });
    const cart = await cartOf(await visitor.put(LOCATION, NEW_YORK));
    expect(cart.validCoupons.map((c: { code: string }) => c.code)).toEqual(["FREESHIP", "WELCOME10"]);
    expect(cart.selectedShippingOption).toMatchObject({ id: "shp_us_standard", costCents: 600 });
    // (8000 − 800 + 0) × 4% = 288.
    expect(cart).toMatchObject({
      discountCents: 800,
      shippingCostCents: 0,
      taxCents: 288,
      grandTotalCents: 7488,
    });
  });
});

describe("PUT /selectedShippingOption", () => {
  it("chooses one of the cart's options and prices it, tax on shipping included", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.put(LOCATION, NEW_YORK);
    const cart = await cartOf(await visitor.put(OPTION, { shippingOptionId: "shp_us_express" }));
    expect(cart.selectedShippingOption).toEqual({
      id: "shp_us_express",
      name: "Express",
      kind: "WEIGHT",
      costCents: 1600,
    });
    // (8000 + 1600) × 4% = 384.
    expect(cart).toMatchObject({ shippingCostCents: 1600, taxCents: 384, grandTotalCents: 9984 });
  });

  it("refuses an option before a location, one not offered there, and a malformed id", async () => {
    const { visitor } = await cartOfTwo();
    await expectError(await visitor.put(OPTION, { shippingOptionId: "shp_us_standard" }), 400, {
      message: SHIPPING_LOCATION_FIRST,
      field: "shippingOptionId",
    });
    await visitor.put(LOCATION, NEW_YORK);
    await expectError(await visitor.put(OPTION, { shippingOptionId: "shp_gb" }), 400, {
      message: SHIPPING_OPTION_NOT_OFFERED,
      field: "shippingOptionId",
    });
    // Free over $100 is not offered to an $80 cart.
    await expectError(await visitor.put(OPTION, { shippingOptionId: "shp_us_free" }), 400, {
      message: SHIPPING_OPTION_NOT_OFFERED,
      field: "shippingOptionId",
    });
    await expectError(await visitor.put(OPTION, { shippingOptionId: "no such option" }), 400, {
      message: SHIPPING_OPTION_INVALID,
      field: "shippingOptionId",
    });
    expect((await visitor.cart()).selectedShippingOption).toMatchObject({ id: "shp_us_standard" });
  });
});

describe("the cart object keeps the visitor's choices", () => {
  it("across requests and in its own storage; another visitor sees none of them", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "WELCOME10" });
    await visitor.put(LOCATION, NEW_YORK);
    await visitor.put(OPTION, { shippingOptionId: "shp_us_express" });

    const read = await visitor.cart();
    expect(read).toMatchObject({
      coupons: ["WELCOME10"],
      shippingLocation: { country: "US", region: "NY", postalCode: "10001" },
      selectedShippingOption: { id: "shp_us_express" },
      discountCents: 800,
      shippingCostCents: 1600,
      // (7200 + 1600) × 4% = 352.
      taxCents: 352,
      grandTotalCents: 7200 + 1600 + 352,
    });
    const stored = await env.CART.getByName(read.id!).read();
    expect(stored).toMatchObject({
      couponCodes: ["WELCOME10"],
      shippingLocation: { country: "US", region: "NY", postalCode: "10001" },
      selectedShippingOptionId: "shp_us_express",
    });

    // A quantity change answers the cart priced with the same choices.
    const entryId = read.entries[0]!.id;
    const changed = await cartOf(await visitor.put(`${CART}/entries/${entryId}/quantity`, { quantity: 1 }));
    expect(changed).toMatchObject({ subtotalCents: 4000, discountCents: 400, taxCents: 208 });

    expect(await new Visitor().cart()).toMatchObject({
      coupons: [],
      shippingLocation: null,
      discountCents: 0,
    });
  });

  it("answers calculateSubtotal=false without prices but with the stored codes and location", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "WELCOME10" });
    await visitor.put(LOCATION, NEW_YORK);
    const res = await visitor.fetch(`${CART}?calculateSubtotal=false`);
    expect(await res.json()).toMatchObject({
      coupons: ["WELCOME10"],
      validCoupons: [],
      shippingLocation: NEW_YORK,
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      grandTotalCents: 0,
    });
  });
});

describe("checkout starts from the cart's choices", () => {
  it("quotes with the stored coupon and location when the form sends none, and the form overrides them", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "WELCOME10" });
    await visitor.put(LOCATION, NEW_YORK);
    await visitor.put(OPTION, { shippingOptionId: "shp_us_express" });
    const cart = await visitor.cart();

    const stored = (await (await visitor.post(QUOTE, {})).json()) as Record<string, any>;
    expect(stored).toMatchObject({
      coupons: ["WELCOME10"],
      shippingLocation: NEW_YORK,
      selectedShippingOption: { id: "shp_us_express" },
      discountCents: cart.discountCents,
      taxCents: cart.taxCents,
      grandTotalCents: cart.grandTotalCents,
    });

    const overridden = (await (
      await visitor.post(QUOTE, {
        couponCodes: [],
        shippingAddress: { country: "US", region: "CA", postalCode: "94103" },
        shippingOptionId: "shp_us_standard",
      })
    ).json()) as Record<string, any>;
    expect(overridden).toMatchObject({
      coupons: [],
      discountCents: 0,
      shippingLocation: { region: "CA" },
      selectedShippingOption: { id: "shp_us_standard" },
    });
  });

  it("refuses an order while an invalid code is on the cart, with its reason; the form can leave it out", async () => {
    const { visitor } = await cartOfTwo();
    await visitor.post(COUPONS, { code: "NOPE" });
    const { couponCodes: _form, ...body } = checkoutBody();
    await expectError(await visitor.post(CHECKOUT, body), 400, {
      message: COUPON_NOT_FOUND,
      field: "couponCodes",
    });
    expect((await visitor.post(CHECKOUT, { ...body, couponCodes: [] })).status).toBe(200);
  });

  it("orders with the cart's coupon, which takes a use only when the order is placed", async () => {
    const coupon = await newCoupon(3, 25);
    const { visitor } = await cartOfTwo();
    const cart = await cartOf(await visitor.post(COUPONS, { code: coupon.code }));
    expect(cart.discountCents).toBe(2000);
    await visitor.put(LOCATION, NEW_YORK);
    expect(await usesOf(coupon.id)).toBe(0);

    const { couponCodes: _form, ...body } = checkoutBody();
    const res = await visitor.post(CHECKOUT, body);
    expect(res.status).toBe(200);
    const order = await orderRow(((await res.json()) as { orderId: string }).orderId);
    expect(order.discountCents).toBe(2000);
    expect(order.coupons).toEqual([{ couponId: coupon.id, code: coupon.code, discountCents: 2000 }]);
    expect(await usesOf(coupon.id)).toBe(1);
  });
});
