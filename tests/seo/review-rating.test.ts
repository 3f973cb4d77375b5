// A product page with published reviews states them: the rating line under the title and
// aggregateRating in its JSON-LD Product; without any, neither.
import { describe, expect, it } from "vitest";
import { addReviews, newProduct } from "../commerce/review-fixtures";
import { Visitor } from "../worker/helpers";

async function page(itemId: string) {
  const res = await new Visitor().fetch(`/shop/${itemId}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .find((d) => d["@type"] === "Product");
  return { html, product };
}

describe("product page rating", () => {
  it("shows the published reviews' average and count, in the page and in JSON-LD", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(itemId, [
      { id: `${itemId}_1`, rating: 5, createdAt: 1 },
      { id: `${itemId}_2`, rating: 4, createdAt: 2 },
      { id: `${itemId}_3`, rating: 1, createdAt: 3, status: "pending" },
    ]);
    const { html, product } = await page(itemId);
    expect(html).toContain('<p class="product-rating">4.5 out of 5 stars (2 reviews)</p>');
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("states no rating when no review is published", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(itemId, [{ id: `${itemId}_p`, rating: 5, createdAt: 1, status: "pending" }]);
    const { html, product } = await page(itemId);
    expect(product).toBeDefined();
    expect(product.aggregateRating).toBeUndefined();
    expect(html).not.toContain("product-rating");
  });

  it("shows the demo store's seeded reviews on the tote", async () => {
    const { html, product } = await page("waxed-canvas-tote");
    expect(html).toContain("4.5 out of 5 stars (2 reviews)");
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });
});
