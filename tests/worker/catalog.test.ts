// Catalogue queries answer the JSON the dialect's commerce formatters read, so templates can
// render the seeded products directly.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getProduct, getWebsite } from "../../worker/db/catalog";
import { listProductPage } from "../../worker/db/listing";
import { createDb } from "../../worker/db/client";
import { moneyJson } from "../../worker/db/money-json";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_SHOP_ID, DEMO_WEBSITE_ID, DemoProduct } from "../../worker/seed/demo-data";
import { render } from "../../worker/template";

const db = createDb(env.DB);
beforeAll(() => ensureDemoSeed(db));

async function detail(itemUrl: string) {
  const found = await getProduct(db, DEMO_WEBSITE_ID, "shop", itemUrl);
  expect(found).toBeDefined();
  const site = await getWebsite(db, DEMO_WEBSITE_ID);
  return { ...site!, ...found! };
}

function renderWith(template: string, context: unknown): string {
  const { output, errors } = render(template, context, { locale: "en-US" });
  expect(errors).toEqual([]);
  return output;
}

describe("getProduct", () => {
  it("answers a product item in the dialect's shape", async () => {
    const { item, collection } = await detail("linen-field-shirt");
    expect(collection.fullUrl).toBe("/shop");
    expect(item).toMatchObject({
      id: DemoProduct.SHIRT,
      collectionId: DEMO_SHOP_ID,
      recordType: 11,
      fullUrl: "/shop/linen-field-shirt",
      title: "Linen Field Shirt",
      assetUrl: "/images/demo/linen-shirt-oat.svg",
      mainImage: {
        assetUrl: "/images/demo/linen-shirt-oat.svg",
        originalSize: "800x1000",
        mediaFocalPoint: { x: 0.5, y: 0.5 },
      },
    });
    expect(item.items).toHaveLength(3);
    const sc = item.structuredContent;
    expect(sc.productType).toBe(1);
    expect(sc.variantOptionOrdering).toEqual(["Size", "Colour"]);
    expect(sc.variants).toHaveLength(6);
    expect(sc.variants.find((v) => v.sku === "SQ-SHIRT-M-INDIGO")).toMatchObject({
      attributes: { Size: "M", Colour: "Indigo" },
      optionValues: [
        { optionName: "Size", value: "M" },
        { optionName: "Colour", value: "Indigo" },
      ],
      price: 14800,
      salePrice: 11800,
      priceMoney: { currency: "USD", value: "148.00" },
      salePriceMoney: { currency: "USD", value: "118.00" },
      onSale: true,
      qtyInStock: 3,
      unlimited: false,
    });
  });

  it("is undefined for unknown or misplaced urls", async () => {
    expect(await getProduct(db, DEMO_WEBSITE_ID, "shop", "no-such-thing")).toBeUndefined();
    expect(await getProduct(db, DEMO_WEBSITE_ID, "home", "linen-field-shirt")).toBeUndefined();
    expect(await getProduct(db, "site_elsewhere", "shop", "linen-field-shirt")).toBeUndefined();
  });

  it("derives restock and scarcity views from current stock", async () => {
    const shirt = await detail("linen-field-shirt");
    const m = shirt.productMerchandisingContext[DemoProduct.SHIRT]!;
    expect(m.restockNotificationViews).toEqual([
      { variantId: "var_shirt_s_oat", hiddenByDefault: true },
      { variantId: "var_shirt_l_indigo", hiddenByDefault: true },
    ]);
    expect(m.scarcityTemplateViews?.map((v) => v.qtyInStock).sort()).toEqual([2, 3, 4]);
    const pourOver = await detail("stoneware-pour-over-set");
    expect(pourOver.productMerchandisingContext[DemoProduct.POUR_OVER]!.restockNotificationViews).toEqual([
      { variantId: "var_pour_over", hiddenByDefault: false },
    ]);
  });
});

const allOf = (websiteId: string) =>
  listProductPage(db, websiteId, { id: DEMO_SHOP_ID, urlId: "shop" }, { page: 1, pageSize: 200 });

describe("listProductPage", () => {
  it("lists the collection's products in order with their merchandising", async () => {
    const { items, productMerchandisingContext } = await allOf(DEMO_WEBSITE_ID);
    expect(items[0]!.id).toBe(DemoProduct.SHIRT);
    expect(items.map((i) => i.fullUrl).every((u) => u.startsWith("/shop/"))).toBe(true);
    expect(Object.keys(productMerchandisingContext).sort()).toEqual(items.map((i) => i.id).sort());
  });

  it("is empty for another website's collection", async () => {
    expect((await allOf("site_elsewhere")).items).toEqual([]);
  });
});

describe("rendered by the template engine", () => {
  it("prices the shirt from its lowest (sale) price and marks it on sale", async () => {
    const ctx = await detail("linen-field-shirt");
    const out = renderWith(
      "{.section item}{@|product-price}|{@|product-status}|{.on-sale?}S{.end}{.sold-out?}X{.end}{.end}",
      ctx,
    );
    expect(out).toContain("118.00");
    expect(out).toMatch(/from/i);
    expect(out).toContain("sale");
    expect(out).toContain("|S");
    expect(out).not.toContain("X");
  });

  it("shows the custom sold-out text for the sold-out set", async () => {
    const ctx = await detail("stoneware-pour-over-set");
    const out = renderWith("{.section item}{.sold-out?}SOLD{.end}{@|product-status}{.end}", ctx);
    expect(out).toContain("SOLD");
    expect(out).toContain("Sold out: next firing in March");
  });

  it("offers size and colour pickers and an add-to-cart button for the item", async () => {
    const ctx = await detail("linen-field-shirt");
    const out = renderWith("{item|variants-select}{item|add-to-cart-btn}{item|quantity-input}", ctx);
    expect(out).toContain('data-variant-option-name="Size"');
    expect(out).toContain('data-variant-option-name="Colour"');
    expect(out).toContain(`data-item-id="${DemoProduct.SHIRT}"`);
    expect(out).toContain("Add To Cart");
    expect(out).toContain('max="9999"');
  });

  it("uses the tote's custom button text and never sells the download out", async () => {
    const tote = await detail("waxed-canvas-tote");
    expect(renderWith("{item|add-to-cart-btn}", tote)).toContain("Add Tote To Cart");
    const book = await detail("dyers-handbook");
    expect(renderWith("{.section item}{.sold-out?}X{.or}ok{.end}{.end}", book)).toBe("ok");
  });

  it("shows the subscription's billing period", async () => {
    const ctx = await detail("hand-dyed-sock-club");
    const out = renderWith("{.section item}{@|product-price}{.end}", ctx);
    expect(out).toContain("24.00");
    expect(out).toMatch(/month/);
  });
});

describe("money json", () => {
  it("writes minor units as the major-unit decimal the formatters read", () => {
    expect(moneyJson(14800, "USD")).toEqual({ currency: "USD", value: "148.00" });
    expect(moneyJson(5, "EUR")).toEqual({ currency: "EUR", value: "0.05" });
    expect(moneyJson(0, "USD")).toEqual({ currency: "USD", value: "0.00" });
    expect(moneyJson(1500, "JPY")).toEqual({ currency: "JPY", value: "1500" });
    expect(moneyJson(-250, "GBP")).toEqual({ currency: "GBP", value: "-2.50" });
  });
});
