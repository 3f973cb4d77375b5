// The owner's review moderation (docs/reviews.md): the list by status, publish, reject, delete,
// who may do each, and that one site's owner never reaches another site's reviews.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ContributorRole as R } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { addReviews, newProduct, REVIEWS } from "../commerce/review-fixtures";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const OWNER_REVIEWS = "/api/owner/reviews";
const T0 = Date.UTC(2026, 1, 1);

function moderate(who: Visitor, id: string, action: "publish" | "reject") {
  return who.post(`${OWNER_REVIEWS}/${id}/${action}`, {});
}

describe("owner review moderation", () => {
  const admin = new Owner();
  const viewer = new Owner();
  beforeAll(async () => {
    await ensureDemoSeed(createDb(env.DB));
    await addContributor("reviews-admin@example.com", R.ADMIN);
    await addContributor("reviews-viewer@example.com", R.VIEWER);
    expect((await admin.signIn("reviews-admin@example.com")).status).toBe(200);
    expect((await viewer.signIn("reviews-viewer@example.com")).status).toBe(200);
  });

  it("lists the site's reviews of one status, newest first, with their product", async () => {
    const { itemId } = await newProduct(null);
    await addReviews(itemId, [
      { id: `${itemId}_p1`, rating: 2, createdAt: T0, status: "pending" },
      { id: `${itemId}_p2`, rating: 3, createdAt: T0 + 1, status: "pending" },
      { id: `${itemId}_ok`, rating: 5, createdAt: T0 + 2 },
    ]);
    const res = await admin.fetch(`${OWNER_REVIEWS}?status=pending&limit=50`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    const mine = body.reviews.filter((r: { productId: string }) => r.productId === itemId);
    expect(mine).toEqual([
      expect.objectContaining({ id: `${itemId}_p2`, status: "pending", productTitle: `Test item ${itemId}` }),
      expect.objectContaining({ id: `${itemId}_p1`, status: "pending", publishedAt: null }),
    ]);
  });

  it("answers 400 for an unknown status", async () => {
    const res = await admin.fetch(`${OWNER_REVIEWS}?status=hidden`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "status must be pending, published or rejected." });
  });

  it("publishes, rejects and deletes, and the public list follows", async () => {
    const { itemId } = await newProduct(null);
    const id = `${itemId}_mod`;
    await addReviews(itemId, [{ id, rating: 4, createdAt: T0, status: "pending" }]);
    const published = await moderate(admin, id, "publish");
    expect(published.status).toBe(200);
    expect(((await published.json()) as any).review).toMatchObject({ id, status: "published" });
    expect(((await (await new Visitor().fetch(REVIEWS(itemId))).json()) as any).reviewCount).toBe(1);

    expect((await moderate(admin, id, "reject")).status).toBe(200);
    expect(((await (await new Visitor().fetch(REVIEWS(itemId))).json()) as any).reviewCount).toBe(0);

    expect((await admin.delete(`${OWNER_REVIEWS}/${id}`)).status).toBe(204);
    const gone = await admin.delete(`${OWNER_REVIEWS}/${id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "No such review on this site." });
  });

  it("lets a viewer read but not moderate", async () => {
    expect((await viewer.fetch(OWNER_REVIEWS)).status).toBe(200);
    const res = await moderate(viewer, "rev_any", "publish");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
  });

  it("refuses visitors who are not signed in", async () => {
    const res = await new Visitor().fetch(OWNER_REVIEWS);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("never shows or changes another site's reviews", async () => {
    const { itemId } = await newProduct(null);
    await env.DB.prepare(
      "INSERT OR IGNORE INTO websites (id, identifier, title) VALUES ('site_reviews_e', 'reviews-e', 'E')",
    ).run();
    const id = `${itemId}_elsewhere`;
    await addReviews(itemId, [
      { id, rating: 1, createdAt: T0, status: "pending", websiteId: "site_reviews_e" },
    ]);
    const list = (await (await admin.fetch(`${OWNER_REVIEWS}?limit=50`)).json()) as any;
    expect(list.reviews.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await moderate(admin, id, "publish")).status).toBe(404);
    expect((await admin.delete(`${OWNER_REVIEWS}/${id}`)).status).toBe(404);
    const row = await env.DB.prepare("SELECT status FROM product_reviews WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "pending" });
  });
});
