// The store's settings namespaces of GET/PUT /api/v1/commerce-preferences/{namespace} (issue 20,
// docs/store-settings.md): strict bodies (400 naming the field, nothing stored) and a storefront
// and checkout that follow what the owner saves. 401/403 rows are in permissions.test.ts.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readIslandProps } from "../../worker/pages/island-marker";
import { CHECKOUT, checkoutBody, db, newProduct, QUOTE, visitor } from "../orders/fixtures";
import { products } from "../../worker/db/schema";
import { eq } from "drizzle-orm";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import type { Owner } from "./helpers";

const PREFS = "/api/v1/commerce-preferences";
let admin: Owner;

const DEFAULTS = {
  store: { name: "Atelier Supply Co.", address: "", contactEmail: "", currency: "USD", orderNumberStart: 1 },
  checkout: { minimumSubtotalCents: 0, expressCheckout: false },
  instalments: { minCents: 3500, maxCents: 200000 },
  restock: { signupsByDefault: true, autoNotify: false },
  captcha: { provider: "recaptcha-enterprise", siteKey: null },
  analytics: { census: true, cookieConsentRequired: false, performance: true, pixelId: "" },
} as const;
type Namespace = keyof typeof DEFAULTS;

const read = async (namespace: string) => (await admin.fetch(`${PREFS}/${namespace}`)).json();
const put = (namespace: string, body: unknown) => admin.put(`${PREFS}/${namespace}`, body);

/** Saves `changes` over the namespace's defaults, runs `check`, then puts the defaults back. */
async function withSettings<N extends Namespace>(
  namespace: N,
  changes: Partial<Record<keyof (typeof DEFAULTS)[N], unknown>>,
  check: () => Promise<void>,
) {
  const res = await put(namespace, { ...DEFAULTS[namespace], ...changes });
  expect(res.status).toBe(200);
  try {
    await check();
  } finally {
    const { orderNumberStart: _kept, ...rest } = DEFAULTS[namespace] as Record<string, unknown>;
    const current = (await read(namespace)) as Record<string, unknown>;
    await put(namespace, {
      ...rest,
      ...("orderNumberStart" in current ? { orderNumberStart: current.orderNumberStart } : {}),
    });
  }
}

async function productForm(path: string) {
  const html = await (await new Visitor().fetch(path)).text();
  return { html, props: readIslandProps<any>(html, "ProductForm") };
}

beforeAll(async () => {
  admin = await signedInAdmin("store-settings@example.com");
});

describe("reading the store's settings", () => {
  it.each(Object.entries(DEFAULTS))(
    "answers the %s namespace from the site's settings",
    async (namespace, values) => {
      expect(await read(namespace)).toEqual({ ...values, websiteId: "site_demo" });
    },
  );
});

describe("refusing bad settings: 400 naming the field, nothing stored", () => {
  it.each([
    ["store", { ...DEFAULTS.store, name: " " }, "name: Give the store a name (up to 200 characters)."],
    [
      "store",
      { ...DEFAULTS.store, contactEmail: "shop at example" },
      "contactEmail: Enter an email address, like name@example.com, or leave it empty.",
    ],
    [
      "store",
      { ...DEFAULTS.store, currency: "XYZ" },
      "currency: Choose one of the store currencies: EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB, PLN, THB, MYR, ARS, BRL, COP, IDR, INR, JPY, ZAR.",
    ],
    [
      "store",
      { ...DEFAULTS.store, orderNumberStart: 0 },
      "orderNumberStart: The next order number is a whole number from 1.",
    ],
    [
      "checkout",
      { ...DEFAULTS.checkout, minimumSubtotalCents: -1 },
      "minimumSubtotalCents: The minimum subtotal is a whole number of cents, 0 or more.",
    ],
    ["checkout", { minimumSubtotalCents: 100 }, "expressCheckout: Say true or false for expressCheckout."],
    ["checkout", { ...DEFAULTS.checkout, tips: true }, "'tips' is not a checkout setting."],
    [
      "instalments",
      { minCents: 5000, maxCents: 1000 },
      "maxCents: The largest amount must be at least the smallest.",
    ],
    ["restock", { ...DEFAULTS.restock, autoNotify: "yes" }, "autoNotify: Say true or false for autoNotify."],
    [
      "captcha",
      { ...DEFAULTS.captcha, provider: "hcaptcha" },
      "provider: Choose a captcha provider: recaptcha-enterprise or turnstile.",
    ],
    ["captcha", { ...DEFAULTS.captcha, secretKey: "s3cret" }, "'secretKey' is not a captcha setting."],
    [
      "analytics",
      { ...DEFAULTS.analytics, pixelId: "<script>" },
      "pixelId: The pixel id is up to 100 letters, digits, '_' or '-', or empty.",
    ],
    ["analytics", [true], "Send the preferences as a JSON object."],
  ])("%s %j", async (namespace, body, message) => {
    const res = await put(namespace, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await read(namespace)).toEqual({ ...DEFAULTS[namespace as Namespace], websiteId: "site_demo" });
    const row = await env.DB.prepare(
      "SELECT 1 FROM commerce_preferences WHERE website_id = 'site_demo' AND namespace = ?",
    )
      .bind(namespace)
      .first();
    expect(row).toBeNull();
  });
});

describe("the storefront and checkout follow the settings", () => {
  it("names the store, keeps its address and contact email", async () => {
    const store = {
      name: "Studio North",
      address: "1 Quay Street\nBergen",
      contactEmail: "hello@studio.example",
    };
    await withSettings("store", store, async () => {
      expect(await read("store")).toMatchObject(store);
      const html = await (await new Visitor().fetch("/")).text();
      expect(html).toContain("<title>Studio North</title>");
    });
  });

  it("express checkout on: buttons read 'Purchase' and lead to the checkout", async () => {
    await withSettings("checkout", { expressCheckout: true }, async () => {
      const { props } = await productForm("/shop/linen-field-shirt");
      expect(props.buttonText).toBe("Purchase");
      expect(props.express).toBe(true);
    });
    expect((await productForm("/shop/linen-field-shirt")).props.buttonText).toBe("Add To Cart");
  });

  it("refuses a checkout below the minimum subtotal", async () => {
    await withSettings("checkout", { minimumSubtotalCents: 5000 }, async () => {
      const product = await newProduct(3, { priceCents: 2500 });
      const v = await visitor();
      await v.add(product.itemId, product.sku, 1);
      const message =
        "Orders must come to at least $50.00 before shipping and tax. Please add more to your cart.";
      expect(((await (await v.post(QUOTE, {})).json()) as { minimumMessage: string }).minimumMessage).toBe(
        message,
      );
      const res = await v.post(CHECKOUT, checkoutBody());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    });
  });

  it("shows prices in the store's currency", async () => {
    await withSettings("store", { currency: "EUR" }, async () => {
      const { props } = await productForm("/shop/linen-field-shirt");
      expect(props.currency).toBe("EUR");
      expect(props.variants[0].priceCents).toBe(14800);
    });
    expect((await productForm("/shop/linen-field-shirt")).props.currency).toBe("USD");
  });

  it("gives the instalment pill the saved range", async () => {
    await withSettings("instalments", { minCents: 1000, maxCents: 9000 }, async () => {
      expect((await productForm("/shop/linen-field-shirt")).props.instalments).toEqual({
        minCents: 1000,
        maxCents: 9000,
      });
    });
  });

  it("numbers the next paid order from the saved start, and never goes back down", async () => {
    const start = (await read("store")) as { orderNumberStart: number };
    const next = start.orderNumberStart + 500;
    expect((await put("store", { ...DEFAULTS.store, orderNumberStart: next })).status).toBe(200);
    const product = await newProduct(3, { priceCents: 2500 });
    const v = await visitor();
    await v.add(product.itemId, product.sku, 1);
    const placed = await v.post(CHECKOUT, checkoutBody());
    expect(placed.status).toBe(200);
    expect(((await placed.json()) as { orderNumber: number }).orderNumber).toBe(next);

    const lower = await put("store", { ...DEFAULTS.store, orderNumberStart: next });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({
      message: `orderNumberStart: Order numbers up to ${next} are taken: the next order number can only be ${next + 1} or more.`,
    });
    expect(await read("store")).toMatchObject({ orderNumberStart: next + 1 });
  });

  it("offers the restock sign-up on sold-out products as the store and the product say", async () => {
    const [plain, switchedOff, switchedOn] = [await newProduct(0), await newProduct(0), await newProduct(0)];
    for (const [product, on] of [
      [switchedOff, false],
      [switchedOn, true],
    ] as const) {
      await db
        .update(products)
        .set({ merchandising: { restockSignupsEnabled: on } })
        .where(eq(products.id, product.itemId));
    }
    const offered = async (product: { itemId: string }) =>
      /<form class="product-restock"/.test((await productForm(`/shop/${product.itemId}`)).html);
    expect(await offered(plain)).toBe(true);
    expect(await offered(switchedOff)).toBe(false);
    await withSettings("restock", { signupsByDefault: false }, async () => {
      expect(await offered(plain)).toBe(false);
      expect(await offered(switchedOn)).toBe(true);
    });
  });

  it("takes restock sign-ups only for products that offer them", async () => {
    const product = await newProduct(0);
    await db
      .update(products)
      .set({ merchandising: { restockSignupsEnabled: false } })
      .where(eq(products.id, product.itemId));
    const signUp = () =>
      new Visitor().post("/api/site-users/account/notifications/restock", {
        productId: product.itemId,
        variantId: `var_${product.itemId}`,
        siteVisitorEmail: "waiting@example.com",
      });
    const refused = await signUp();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: "This product does not take restock sign-ups." });
    const stored = () =>
      env.DB.prepare("SELECT count(*) AS n FROM restock_signups WHERE product_id = ?")
        .bind(product.itemId)
        .first<{ n: number }>();
    expect((await stored())!.n).toBe(0);
    await db
      .update(products)
      .set({ merchandising: { restockSignupsEnabled: true } })
      .where(eq(products.id, product.itemId));
    expect((await signUp()).status).toBe(200);
    expect((await stored())!.n).toBe(1);
  });

  it("stores the captcha's provider and public key, and the analytics switches", async () => {
    await withSettings("captcha", { provider: "turnstile", siteKey: "0x4AAAAAAA-public" }, async () => {
      const row = await env.DB.prepare(
        "SELECT captcha_provider, captcha_site_key FROM websites WHERE id = 'site_demo'",
      ).first();
      expect(row).toEqual({ captcha_provider: "turnstile", captcha_site_key: "0x4AAAAAAA-public" });
    });
    await withSettings(
      "analytics",
      { cookieConsentRequired: true, census: false, pixelId: "px_1" },
      async () => {
        const row = await env.DB.prepare(
          "SELECT analytics_settings FROM websites WHERE id = 'site_demo'",
        ).first<{
          analytics_settings: string;
        }>();
        expect(JSON.parse(row!.analytics_settings)).toEqual({
          censusDisabled: true,
          restrictiveCookies: true,
          performance: true,
          pixelId: "px_1",
        });
      },
    );
  });
});
