// The product page's review list (docs/reviews.md) as the worker renders it: each published
// review's stars (text and the words read aloud), title, escaped text, name, Verified buyer and
// date; the sort links; and the Show more reviews island's props when more reviews follow.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { bumpContentVersion } from "../../worker/db/content-version";
import { readIslandProps } from "../../worker/pages/island-marker";
import { addReviews, newOrder, newProduct } from "./review-fixtures";
import { Visitor } from "../worker/helpers";

const T0 = Date.UTC(2026, 2, 14, 12);
const DAY = 86_400_000;

async function productPage(itemId: string, query = "") {
  const res = await new Visitor().fetch(`/shop/${itemId}${query}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The reviews section of a product page, or null when it has none. */
const reviewsSection = (html: string) =>
  /<section class="product-reviews"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

/** The reviewers' names in the order the section lists them. */
const names = (section: string) =>
  [...section.matchAll(/<span class="review-name">(.*?)<\/span>/g)].map((m) => m[1]);

describe("the product page's reviews", () => {
  it("lists a published review with its stars, escaped text, name, Verified buyer and date", async () => {
    const { itemId } = await newProduct(null);
    const { orderId } = await newOrder([itemId]);
    await env.DB.prepare(
      `INSERT INTO product_reviews (id, website_id, product_id, order_id, order_line_position, rating,
         title, body, reviewer_name, status, created_at, published_at)
       VALUES (?, 'site_demo', ?, ?, 0, 4, ?, ?, ?, 'published', ?, ?)`,
    )
      .bind(
        `${itemId}_x`,
        itemId,
        orderId,
        `<b>"Great"</b> & more`,
        `<script>alert(1)</script>\nSecond line`,
        `Zoë <i>O'Neil</i>`,
        T0,
        T0,
      )
      .run();
    const section = reviewsSection(await productPage(itemId));
    expect(section).not.toBeNull();
    expect(section).toContain('<h2 id="reviews-title">Reviews</h2>');
    expect(section).toContain(
      '<p class="review-stars"><span role="img" aria-label="Rated 4 out of 5 stars">★★★★☆</span></p>',
    );
    expect(section).toContain('<h3 class="review-title">&lt;b&gt;"Great"&lt;/b&gt; &amp; more</h3>');
    expect(section).toContain(
      '<p class="review-body">&lt;script&gt;alert(1)&lt;/script&gt;\nSecond line</p>',
    );
    expect(section).toContain(
      '<span class="review-name">Zoë &lt;i&gt;O\'Neil&lt;/i&gt;</span> <span class="review-verified">Verified buyer</span>',
    );
    expect(section).toContain('<time datetime="2026-03-14T12:00:00.000Z">March 14, 2026</time>');
    expect(section).not.toContain("<script>");
    // One review: no Show more reviews.
    expect(section).not.toContain('data-island="MoreReviews"');
  });

  it("lists no section without a published review, and no Verified buyer or title for a seeded one", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(itemId, [{ id: `${itemId}_p`, rating: 5, createdAt: T0, status: "pending" }]);
    expect(reviewsSection(await productPage(itemId))).toBeNull();

    await addReviews(itemId, [{ id: `${itemId}_s`, rating: 2, createdAt: T0 }]);
    // Written straight into D1: the cached page renders afresh only as after the owner's publish.
    await bumpContentVersion(createDb(env.DB), "site_demo");
    const section = reviewsSection(await productPage(itemId))!;
    expect(section).toContain('aria-label="Rated 2 out of 5 stars">★★☆☆☆</span>');
    expect(section).not.toContain("review-title");
    expect(section).not.toContain("Verified buyer");
  });

  it("lists the first five newest first, or most helpful first, and hands the island the next page", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(
      itemId,
      [1, 2, 3, 4, 5, 6, 7].map((i) => ({
        id: `${itemId}_${i}`,
        rating: 5,
        createdAt: T0 + i * DAY,
        helpfulCount: i % 3,
      })),
    );
    const newest = await productPage(itemId);
    const section = reviewsSection(newest)!;
    expect(names(section)).toEqual([7, 6, 5, 4, 3].map((i) => `Name ${itemId}_${i}`));
    expect(section).toContain(
      `Sort reviews: <a href="/shop/${itemId}#reviews" aria-current="true">Newest</a> · ` +
        `<a href="/shop/${itemId}?reviewSort=helpful#reviews">Most helpful</a>`,
    );
    const more = readIslandProps<Record<string, string>>(newest, "MoreReviews")!;
    expect(more).toMatchObject({ itemId, sort: "newest", locale: "en-US", timeZone: expect.any(String) });
    expect(section).toContain('data-hydrate="interaction"');
    expect(section).toContain(">Show more reviews</button>");

    // The island's cursor is the public call's: it answers the two left.
    const rest = await new Visitor().fetch(
      `/api/commerce/products/${itemId}/reviews?sort=newest&cursor=${more.cursor}`,
    );
    const body = (await rest.json()) as { reviews: { id: string }[] };
    expect(body.reviews.map((r) => r.id)).toEqual([`${itemId}_2`, `${itemId}_1`]);

    // helpful counts: 1→1, 2→2, 3→0, 4→1, 5→2, 6→0, 7→1; ties newest first.
    const helpful = await productPage(itemId, "?reviewSort=helpful");
    expect(names(reviewsSection(helpful)!)).toEqual([5, 2, 7, 4, 1].map((i) => `Name ${itemId}_${i}`));
    expect(reviewsSection(helpful)).toContain(
      `<a href="/shop/${itemId}?reviewSort=helpful#reviews" aria-current="true">Most helpful</a>`,
    );
    expect(readIslandProps(helpful, "MoreReviews")).toMatchObject({ sort: "helpful" });
  });
});
