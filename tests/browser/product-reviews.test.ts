// Product reviews as a visitor of the demo store meets them: the rating under the product's title
// and the reviews call the page's origin answers (docs/reviews.md).
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { openPage, problems } from "./pages";

const { browser, store } = useBrowser();

describe("product reviews", () => {
  it("shows the tote's average and count under its title, and its reviews most helpful first", async () => {
    const page = await openPage(browser(), `${store()}/shop/waxed-canvas-tote`);
    const rating = page.locator(".product-meta .product-title + .product-rating");
    expect(await rating.innerText()).toBe("4.5 out of 5 stars (2 reviews)");

    const answer = await page.evaluate(async () => {
      const res = await fetch("/api/commerce/products/prd_canvas_tote/reviews?sort=helpful");
      return [res.status, await res.json()] as const;
    });
    expect(answer[0]).toBe(200);
    expect(answer[1]).toMatchObject({ averageRating: 4.5, reviewCount: 2, hasNextPage: false });
    expect(answer[1].reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      "Maya R.",
      "Jon",
    ]);
    expect(problems(page)).toEqual([]);
    await page.close();
  });
});
