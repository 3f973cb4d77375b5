// `?format=json` answers a page's render context as JSON, as JSON-Template sites do for theme
// developers, minus anything private.
import { describe, expect, it } from "vitest";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";

async function json(path: string) {
  const res = await new Visitor().fetch(path);
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as Record<string, any> };
}

const VARIANT_FIELDS = [
  "attributes",
  "price",
  "salePrice",
  "priceMoney",
  "salePriceMoney",
  "onSale",
  "qtyInStock",
  "unlimited",
  "optionValues",
];

describe("?format=json", () => {
  it("answers a product page's context with the spec's Product item and Variant fields", async () => {
    const { res, body } = await json("/shop/linen-field-shirt?format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(body.pageType).toBe(50);
    expect(body.pageTypeName).toBe("content-item");
    const item = body.item;
    expect(item).toMatchObject({ id: DemoProduct.SHIRT, collectionId: "col_shop", recordType: 11 });
    const content = item.structuredContent;
    for (const field of [
      "productType",
      "variants",
      "isSubscribable",
      "priceMoney",
      "salePriceMoney",
      "onSale",
      "useCustomAddButtonText",
      "customAddButtonText",
      "variantOptionOrdering",
    ])
      expect(content, field).toHaveProperty(field);
    expect(content.variants.length).toBeGreaterThan(1);
    for (const variant of content.variants)
      for (const field of VARIANT_FIELDS) expect(variant, field).toHaveProperty(field);
    expect(content.variants[0].optionValues[0]).toHaveProperty("value");
  });

  it("leaves out private and internal fields on every kind of page", async () => {
    for (const path of [
      "/",
      "/shop",
      "/shop/linen-field-shirt",
      "/cart",
      "/search?q=linen",
      "/wholesale",
      "/nope",
    ]) {
      const { text, body } = await json(`${path}${path.includes("?") ? "&" : "?"}format=json`);
      expect(text, path).not.toContain("passwordHash");
      expect(text, path).not.toContain("websiteId");
      expect(Object.keys(body), path).not.toContain("main-content");
      expect(body, path).not.toHaveProperty("assets");
      expect(typeof body.pageType, path).toBe("number");
    }
  });

  it("keeps the page's status: not found answers 404 with page type 100", async () => {
    const { res, body } = await json("/no/such/page?format=json");
    expect(res.status).toBe(404);
    expect(body.pageType).toBe(100);
  });

  it("carries the listing's filters and the collection's categories", async () => {
    const { body } = await json("/shop?category=Homeware&format=json");
    expect(body.categoryFilter).toBe("Homeware");
    expect(body.collection.categories).toEqual(["Accessories", "Clothing", "Gifts", "Homeware", "Learn"]);
    expect(body.items.every((i: { categories: string[] }) => i.categories.includes("Homeware"))).toBe(true);
  });
});
