// Visitors' calls on posts and events (docs/blog-and-events.md):
//   POST /api/content/items/:id/comments {name, text} -> 202 {message} (the comment awaits approval)
//   POST /api/content/items/:id/like                  -> 200 {likeCount, liked: true} (idempotent)
// Behind the crumb like every /api write, and rate-limited per client (429 'Please try again in a
// few seconds.'). Only items a visitor can see (published, time come) take comments or likes:
// others are 404, so a draft's id tells nothing.
import { Hono, type Context } from "hono";
import { commentsShown } from "../content/comments";
import { COMMENT_STATES, commentBody } from "../blog/item-api";
import { COMMENT_AWAITS_APPROVAL, COMMENTS_CLOSED, ITEM_NOT_FOUND, LIKES_OFF } from "../blog/messages";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { addComment, likeItem } from "../db/content-comments";
import { findVisibleItemById } from "../db/content-items";
import { countHit, rateLimitKey, type RateLimitScope } from "../db/rate-limit";
import type { AppEnv } from "../http/app-env";
import { readCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validateFields } from "../http/validation";

/** Comments per client per window; likes are cheap and idempotent, so more. */
const LIMITS: Record<"comment" | "like", { hits: number; windowMs: number }> = {
  comment: { hits: 3, windowMs: 30_000 },
  like: { hits: 30, windowMs: 60_000 },
};

type Ctx = Context<AppEnv>;

/** The client: the address Cloudflare saw, else the crumb (a direct call in tests). */
const clientOf = (c: Ctx) => c.req.header("cf-connecting-ip") ?? `crumb:${readCrumb(c) ?? ""}`;

async function overLimit(c: Ctx, scope: "comment" | "like", itemId: string): Promise<boolean> {
  const { hits, windowMs } = LIMITS[scope];
  const key = rateLimitKey(scope as RateLimitScope, itemId, clientOf(c));
  return (await countHit(c.get("db"), key, windowMs, Date.now())) > hits;
}

function tooMany(c: Ctx) {
  c.header("Retry-After", "10");
  return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
}

/** A visitor's like key: a hash of their crumb cookie, so the crumb itself is never stored. */
async function likeKey(c: Ctx): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(readCrumb(c) ?? ""));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const blogVisitor = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  })
  .post("/items/:id/comments", requireJson, limitBody(), validateFields(commentBody), async (c) => {
    const { name, text } = c.req.valid("json");
    const db = c.get("db");
    const website = c.get("website");
    const now = Date.now();
    const item = await findVisibleItemById(db, website.id, c.req.param("id"), now);
    if (!item) return apiError(c, 404, ITEM_NOT_FOUND);
    const open =
      item.commentState === COMMENT_STATES.open &&
      commentsShown(item, c.get("websiteSettings").commentsEnabled);
    if (!open) return apiError(c, 403, COMMENTS_CLOSED);
    if (await overLimit(c, "comment", item.id)) return tooMany(c);
    await addComment(db, {
      id: `cmt_${crypto.randomUUID()}`,
      websiteId: website.id,
      itemId: item.id,
      authorName: name,
      body: text,
      now,
    });
    return c.json({ message: COMMENT_AWAITS_APPROVAL }, 202);
  })
  .post("/items/:id/like", async (c) => {
    const db = c.get("db");
    const item = await findVisibleItemById(db, c.get("website").id, c.req.param("id"), Date.now());
    if (!item) return apiError(c, 404, ITEM_NOT_FOUND);
    if (!c.get("websiteSettings").simpleLikingEnabled) return apiError(c, 403, LIKES_OFF);
    if (await overLimit(c, "like", item.id)) return tooMany(c);
    const likeCount = await likeItem(db, item.id, await likeKey(c));
    return c.json({ likeCount, liked: true });
  });
