// Reviews test helpers: a product of its own per test (tests/orders/fixtures), an order of it
// written straight into D1 (paid unless told), and published reviews with chosen dates.
import { env } from "cloudflare:workers";
import { newProduct } from "../orders/fixtures";

export const REVIEWS = (itemId: string) => `/api/commerce/products/${itemId}/reviews`;

let n = 0;

/** A placed order on the demo site with one line per product id; its link's id and token. */
export async function newOrder(
  itemIds: string[],
  status = "paid",
  websiteId = "site_demo",
): Promise<{ orderId: string; token: string }> {
  const orderId = `ord_rv${Date.now().toString(36)}${++n}`;
  const token = `tok_${orderId}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, website_id, checkout_id, access_token, status, email, currency,
         subtotal_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, amount_due_cents, origin)
       VALUES (?, ?, ?, ?, ?, 'buyer@example.com', 'USD', 2500, 0, 0, 0, 2500, 2500, 'http://localhost')`,
    ).bind(orderId, websiteId, `chk_${orderId}`, token, status),
    ...itemIds.map((itemId, position) =>
      env.DB.prepare(
        `INSERT INTO order_lines (order_id, position, item_id, variant_id, sku, title, product_type,
           unit_price_cents, quantity) VALUES (?, ?, ?, ?, ?, 'Item', 1, 2500, 1)`,
      ).bind(orderId, position, itemId, `var_${itemId}`, `SKU-${position}`),
    ),
  ]);
  return { orderId, token };
}

export interface SeededReview {
  id: string;
  rating: number;
  createdAt: number;
  helpfulCount?: number;
  status?: "pending" | "published" | "rejected";
  websiteId?: string;
}

/** Reviews written straight into D1 (no order, as the demo's). */
export async function addReviews(productId: string, reviews: SeededReview[]) {
  await env.DB.batch(
    reviews.map((r) =>
      env.DB.prepare(
        `INSERT INTO product_reviews (id, website_id, product_id, rating, body, reviewer_name, status,
           helpful_count, created_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        r.id,
        r.websiteId ?? "site_demo",
        productId,
        r.rating,
        `Body of ${r.id}`,
        `Name ${r.id}`,
        r.status ?? "published",
        r.helpfulCount ?? 0,
        r.createdAt,
        (r.status ?? "published") === "published" ? r.createdAt : null,
      ),
    ),
  );
}

export { newProduct };
