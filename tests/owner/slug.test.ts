// The store URL slug rule of spec section 5, as a table.
import { describe, expect, it } from "vitest";
import { slugify, storeSlug } from "../../worker/catalog-admin/slug";

describe("storeSlug", () => {
  it.each([
    // title, taken, slug
    ["Linen Field Shirt", [], "linen-field-shirt"],
    ["  Café   Crème!  ", [], "cafe-creme"],
    ["Salt & Pepper", [], "salt-and-pepper"],
    ["Dyer’s Handbook", [], "dyers-handbook"],
    ["ab", [], "product"], // shorter than 3 characters: the fallback title
    ["", [], "product"], // empty
    ["!!!", [], "product"], // nothing left of it
    ["日本", [], "product"], // no letters we keep
    ["abc", [], "abc"], // exactly 3 is enough
    ["Mug", ["mug"], "mug-1"], // taken: -N counting up
    ["Mug", ["mug", "mug-1", "mug-2"], "mug-3"],
    ["Mug", ["MUG"], "mug-1"], // taken whatever its case
    ["Mug", ["mug-1"], "mug"], // only the slug itself counts
    ["x", ["product", "product-1"], "product-2"], // the fallback counts up too
  ])("%j taken %j -> %s", (title, taken, slug) => {
    expect(storeSlug(title, "Product", taken)).toBe(slug);
  });

  it("cuts a long title at a word", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("word")).toBe(true);
  });
});
