// A buyer's way to a review (docs/reviews.md): the order pages link each product of a paid order
// to its review form (page type 209), which only the order's link opens; without script the form
// posts to the page, which takes the review as the call does or shows the call's message.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readIslandProps } from "../../worker/pages/island-marker";
import type { ReviewFormProps } from "../../worker/reviews/form";
import { ORIGIN, Visitor } from "../worker/helpers";
import { newOrder, newProduct, REVIEWS } from "./review-fixtures";

const statusPage = (visitor: Visitor, o: { orderId: string; token: string }) =>
  visitor.fetch(`/commerce/orders/${o.orderId}/status?token=${encodeURIComponent(o.token)}`);

const formPath = (o: { orderId: string; token: string }, itemId: string) =>
  `/commerce/orders/${o.orderId}/reviews/${itemId}?token=${encodeURIComponent(o.token)}`;

function postForm(visitor: Visitor, path: string, fields: Record<string, string>, origin = ORIGIN) {
  return visitor.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields).toString(),
  });
}

const review = { rating: "4", title: "", body: "Arrived quickly.", reviewerName: "Ada" };

describe("the order pages' review links", () => {
  it("link each product of a paid order to its review form, once, and say Reviewed afterwards", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId, itemId]);
    const visitor = new Visitor();
    const html = await (await statusPage(visitor, order)).text();
    const link = `<a href="${formPath(order, itemId).replace("&", "&amp;")}">Review this product<span class="visually-hidden"> (Item)</span></a>`;
    expect(html).toContain('<h2 id="order-reviews-title">Review what you bought</h2>');
    expect(html.split(link).length - 1).toBe(1);

    // Both lines reviewed: the product says so.
    for (let i = 0; i < 2; i++)
      expect(
        (await visitor.post(REVIEWS(itemId), { ...order, rating: 5, body: "Good.", reviewerName: "Ada" }))
          .status,
      ).toBe(201);
    const after = await (await statusPage(visitor, order)).text();
    expect(after).not.toContain("Review this product");
    expect(after).toContain("<li>Item: Reviewed</li>");
  });

  it("offer no review before the order is paid", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId], "pending_payment");
    const html = await (await statusPage(new Visitor(), order)).text();
    expect(html).not.toContain("Review this product");
    expect((await new Visitor().fetch(formPath(order, itemId))).status).toBe(404);
  });
});

describe("the review form page", () => {
  it("holds the form island with the order's proof and the visitor's crumb", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    const visitor = new Visitor();
    const res = await visitor.fetch(formPath(order, itemId));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(`<h1 id="review-title">Review Test item ${itemId}</h1>`);
    const props = readIslandProps<ReviewFormProps>(html, "ReviewForm")!;
    expect(props).toMatchObject({ itemId, orderId: order.orderId, token: order.token });
    expect(props.crumb).toBe(visitor.crumb);
    for (const label of [
      "1 star",
      "5 stars",
      "Title (optional)",
      "Your review",
      "Name shown with your review",
    ])
      expect(html).toContain(label);
  });

  it("answers not found for a wrong token, another product, or an unknown order", async () => {
    const { itemId } = await newProduct(null);
    const other = await newProduct(null);
    const order = await newOrder([itemId]);
    for (const path of [
      formPath({ ...order, token: "tok_wrong" }, itemId),
      formPath(order, other.itemId),
      formPath({ orderId: "ord_nothing", token: order.token }, itemId),
    ]) {
      const res = await new Visitor().fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("takes a review posted without script and thanks the buyer; the same again is refused", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    const visitor = new Visitor();
    await visitor.fetch(formPath(order, itemId));
    const res = await postForm(visitor, formPath(order, itemId), { ...review, crumb: visitor.crumb! });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      '<p role="status">Thanks! Your review will appear once the store has checked it.</p>',
    );
    const again = await postForm(visitor, formPath(order, itemId), { ...review, crumb: visitor.crumb! });
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(
      /<p class="review-form-error" role="alert" id="[^"]*">You have already reviewed this product from this order.<\/p>/,
    );
  });

  it.each([
    ["no rating", { rating: "" }, "rating", "Choose a rating from 1 to 5 stars."],
    ["a blank review", { body: "  " }, "body", "Write a few words about the product."],
    ["no name", { reviewerName: "" }, "reviewerName", "Give the name to show with your review."],
  ])(
    "shows the call's message by its field for %s, keeping what was typed",
    async (_l, change, field, message) => {
      const { itemId } = await newProduct(null);
      const order = await newOrder([itemId]);
      const visitor = new Visitor();
      await visitor.fetch(formPath(order, itemId));
      const res = await postForm(visitor, formPath(order, itemId), {
        ...review,
        ...change,
        crumb: visitor.crumb!,
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toMatch(
        new RegExp(`<p class="review-field-error" id="[^"]*-${field}-error" role="alert">${message}</p>`),
      );
      const props = readIslandProps<ReviewFormProps>(html, "ReviewForm")!;
      expect(props.answer).toMatchObject({ done: false, message });
      if (field !== "body") expect(html).toContain(">Arrived quickly.</textarea>");
    },
  );

  it("refuses a post without the crumb, or from another site, with the session message", async () => {
    const { itemId } = await newProduct(null);
    const order = await newOrder([itemId]);
    const visitor = new Visitor();
    await visitor.fetch(formPath(order, itemId));
    const forged = [
      await postForm(visitor, formPath(order, itemId), review),
      await postForm(
        visitor,
        formPath(order, itemId),
        { ...review, crumb: visitor.crumb! },
        "https://evil.example",
      ),
    ];
    for (const res of forged) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Your session has expired. Please reload the page and try again.");
    }
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM product_reviews WHERE product_id = ?")
      .bind(itemId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
