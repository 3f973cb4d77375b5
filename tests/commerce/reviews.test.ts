// Product reviews as visitors meet them: the public list (payload, sorting, pages, bad input,
// other sites' rows) and a buyer's review from their order's link (docs/reviews.md).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Visitor } from "../worker/helpers";
import { addReviews, newOrder, newProduct, REVIEWS } from "./review-fixtures";

const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

async function list(itemId: string, query = "", visitor = new Visitor()) {
  const res = await visitor.fetch(REVIEWS(itemId) + query);
  return { res, body: (await res.json()) as any };
}

const ids = (body: { reviews: { id: string }[] }) => body.reviews.map((r) => r.id);

describe("GET /api/commerce/products/{itemId}/reviews", () => {
  it("answers the published reviews newest first with their average and count", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(itemId, [
      { id: `${itemId}_a`, rating: 5, createdAt: T0 },
      { id: `${itemId}_b`, rating: 4, createdAt: T0 + DAY, helpfulCount: 3 },
      { id: `${itemId}_c`, rating: 4, createdAt: T0 + 2 * DAY },
      { id: `${itemId}_pending`, rating: 1, createdAt: T0 + 3 * DAY, status: "pending" },
      { id: `${itemId}_rejected`, rating: 1, createdAt: T0 + 4 * DAY, status: "rejected" },
    ]);
    const { res, body } = await list(itemId);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      reviews: [
        {
          id: `${itemId}_c`,
          rating: 4,
          title: null,
          body: `Body of ${itemId}_c`,
          reviewerName: `Name ${itemId}_c`,
          helpfulCount: 0,
          createdAt: "2026-01-03T00:00:00.000Z",
          verifiedBuyer: false,
        },
        expect.objectContaining({ id: `${itemId}_b`, helpfulCount: 3 }),
        expect.objectContaining({ id: `${itemId}_a`, rating: 5 }),
      ],
      averageRating: 4.3,
      reviewCount: 3,
      hasNextPage: false,
      nextPageCursor: null,
    });
  });

  it("answers no reviews, a null average and a zero count for a product without any", async () => {
    const { itemId } = await newProduct(null);
    const { body } = await list(itemId);
    expect(body).toEqual({
      reviews: [],
      averageRating: null,
      reviewCount: 0,
      hasNextPage: false,
      nextPageCursor: null,
    });
  });

  it("pages through with the cursor, newest or most helpful first", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(
      itemId,
      [1, 2, 3, 4, 5].map((i) => ({
        id: `${itemId}_${i}`,
        rating: 5,
        createdAt: T0 + i * DAY,
        helpfulCount: i % 3,
      })),
    );
    const first = await list(itemId, "?limit=2");
    expect(ids(first.body)).toEqual([`${itemId}_5`, `${itemId}_4`]);
    expect(first.body.hasNextPage).toBe(true);
    const second = await list(itemId, `?limit=2&cursor=${first.body.nextPageCursor}`);
    expect(ids(second.body)).toEqual([`${itemId}_3`, `${itemId}_2`]);
    const third = await list(itemId, `?limit=2&cursor=${second.body.nextPageCursor}`);
    expect(ids(third.body)).toEqual([`${itemId}_1`]);
    expect(third.body).toMatchObject({ hasNextPage: false, nextPageCursor: null, reviewCount: 5 });

    // helpful counts: 1→1, 2→2, 3→0, 4→1, 5→2; ties newest first.
    const helpful = await list(itemId, "?sort=helpful&limit=3");
    expect(ids(helpful.body)).toEqual([`${itemId}_5`, `${itemId}_2`, `${itemId}_4`]);
    const rest = await list(itemId, `?sort=helpful&limit=3&cursor=${helpful.body.nextPageCursor}`);
    expect(ids(rest.body)).toEqual([`${itemId}_1`, `${itemId}_3`]);
  });

  it.each([
    ["?sort=best", "sort must be newest or helpful."],
    ["?cursor=not-a-cursor", "The cursor is not one this list gave out."],
    ["?limit=51", "Invalid limit: Too big: expected number to be <=50"],
  ])("answers 400 for %s", async (query, message) => {
    const { itemId } = await newProduct(null);
    const { res, body } = await list(itemId, query);
    expect(res.status).toBe(400);
    expect(body).toEqual({ message });
  });

  it("refuses a newest cursor on the helpful list", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(
      itemId,
      [1, 2].map((i) => ({ id: `${itemId}_${i}`, rating: 3, createdAt: T0 + i })),
    );
    const { body } = await list(itemId, "?limit=1");
    const { res } = await list(itemId, `?sort=helpful&cursor=${body.nextPageCursor}`);
    expect(res.status).toBe(400);
  });

  it("answers 404 for an unknown product, or another site's", async () => {
    const unknown = await list("prd_nothing_here");
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ message: "No product with id prd_nothing_here." });

    const { itemId } = await newProduct(null);
    await addReviews(itemId, [{ id: `${itemId}_x`, rating: 5, createdAt: T0 }]);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR IGNORE INTO websites (id, identifier, title) VALUES ('site_reviews_b', 'reviews-b', 'B')",
      ),
      env.DB.prepare(
        "INSERT OR IGNORE INTO website_hosts (host, website_id) VALUES ('reviews-b.test', 'site_reviews_b')",
      ),
    ]);
    const elsewhere = await list(itemId, "", new Visitor("http://reviews-b.test"));
    expect(elsewhere.res.status).toBe(404);
  });

  it("never counts or lists another site's rows for the same product", async () => {
    const { itemId } = await newProduct(null);
    await env.DB.prepare(
      "INSERT OR IGNORE INTO websites (id, identifier, title) VALUES ('site_reviews_c', 'reviews-c', 'C')",
    ).run();
    // A row claiming another website (as a bug elsewhere might write) must stay invisible here.
    await addReviews(itemId, [
      { id: `${itemId}_own`, rating: 5, createdAt: T0 },
      { id: `${itemId}_foreign`, rating: 1, createdAt: T0 + DAY, websiteId: "site_reviews_c" },
    ]);
    const { body } = await list(itemId);
    expect(ids(body)).toEqual([`${itemId}_own`]);
    expect(body).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});

describe("POST /api/commerce/products/{itemId}/reviews (a buyer)", () => {
  const review = { rating: 5, title: "Lovely", body: "Exactly as pictured.", reviewerName: "Ada" };

  it("takes a buyer's review as pending, shown only once the owner publishes it", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId], "fulfilled");
    const visitor = new Visitor();
    const res = await visitor.post(REVIEWS(itemId), { ...order, ...review });
    expect(res.status).toBe(201);
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe("pending");
    expect((await list(itemId)).body).toMatchObject({ reviews: [], reviewCount: 0 });

    const published = await visitor.fetch(`/api/owner/reviews/${id}/publish`, {
      method: "POST",
      headers: { authorization: "Bearer test-owner-token" },
    });
    expect(published.status).toBe(200);
    const { body } = await list(itemId);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        id,
        rating: 5,
        title: "Lovely",
        body: "Exactly as pictured.",
        reviewerName: "Ada",
        verifiedBuyer: true,
      }),
    ]);
    expect(body).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });

  it("refuses a second review of the same order line with 409", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    expect((await new Visitor().post(REVIEWS(itemId), { ...order, ...review })).status).toBe(201);
    const again = await new Visitor().post(REVIEWS(itemId), { ...order, ...review, rating: 1 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: "You have already reviewed this product from this order.",
    });
  });

  it("takes one review per order line when the order has the product twice", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId, itemId]);
    expect((await new Visitor().post(REVIEWS(itemId), { ...order, ...review })).status).toBe(201);
    expect((await new Visitor().post(REVIEWS(itemId), { ...order, ...review })).status).toBe(201);
    expect((await new Visitor().post(REVIEWS(itemId), { ...order, ...review })).status).toBe(409);
  });

  it("refuses with 403 anyone who did not buy the product from a paid order", async () => {
    const { itemId } = await newProduct(null);
    const other = await newProduct(null);
    const paid = await newOrder([other.itemId]);
    const unpaid = await newOrder([itemId], "pending_payment");
    const bought = await newOrder([itemId]);
    const cases = [
      paid, // bought something else
      unpaid, // never paid
      { orderId: bought.orderId, token: "tok_guessed" }, // not the link's token
      { orderId: "ord_nothing", token: bought.token },
    ];
    for (const proof of cases) {
      const res = await new Visitor().post(REVIEWS(itemId), { ...proof, ...review });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "Only buyers of this product can review it, from their paid order.",
      });
    }
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM product_reviews WHERE product_id = ?")
      .bind(itemId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("refuses another site's order", async () => {
    const { itemId } = await newProduct(null);
    await env.DB.prepare(
      "INSERT OR IGNORE INTO websites (id, identifier, title) VALUES ('site_reviews_d', 'reviews-d', 'D')",
    ).run();
    const foreign = await newOrder([itemId], "paid", "site_reviews_d");
    const res = await new Visitor().post(REVIEWS(itemId), { ...foreign, ...review });
    expect(res.status).toBe(403);
  });

  it.each([
    ["a rating of 0", { rating: 0 }, "Choose a rating from 1 to 5 stars."],
    ["a rating of 6", { rating: 6 }, "Choose a rating from 1 to 5 stars."],
    ["half a star", { rating: 4.5 }, "Choose a rating from 1 to 5 stars."],
    ["a rating as text", { rating: "5" }, "Choose a rating from 1 to 5 stars."],
    ["a blank body", { body: "   " }, "Write a few words about the product."],
    ["no body", { body: undefined }, "Write a few words about the product."],
    ["a body of 5001 characters", { body: "x".repeat(5001) }, "Keep the review under 5000 characters."],
    ["a title of 121 characters", { title: "x".repeat(121) }, "Keep the title under 120 characters."],
    ["no name", { reviewerName: "" }, "Give the name to show with your review."],
    ["a name of 81 characters", { reviewerName: "x".repeat(81) }, "Keep your name under 80 characters."],
    ["no token", { token: undefined }, "Give the order id and the token from your order's link."],
  ])("answers 400 for %s with its message", async (_label, change, message) => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    const res = await new Visitor().post(REVIEWS(itemId), { ...order, ...review, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("answers 404 for an unknown product", async () => {
    const order = await newOrder(["prd_nothing_here"]);
    const res = await new Visitor().post(REVIEWS("prd_nothing_here"), { ...order, ...review });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No product with id prd_nothing_here." });
  });

  it("refuses a post without the visitor's crumb, and takes it with", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    const visitor = new Visitor();
    await visitor.fetch("/api/commerce/shopping-cart");
    const forged = await visitor.post(
      REVIEWS(itemId),
      { ...order, ...review },
      { "x-csrf-token": "0".repeat(32) },
    );
    expect(forged.status).toBe(403);
    expect((await visitor.post(REVIEWS(itemId), { ...order, ...review })).status).toBe(201);
  });
});
