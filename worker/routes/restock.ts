// Restock notification calls (spec section 7), under /api/site-users/account/notifications/restock:
//   POST /                 {productId, variantId, siteVisitorEmail, isJoinMailingList?, language?,
//                           recaptchaEnterpriseV3Token?} -> { success: true }     (any visitor)
//   GET  /groups?cursor=   -> { signUpGroups, hasNextPage, nextPageCursor }       (restock:read)
//   GET  /?productId&variantId&cursor= -> { signUps, hasNextPage, nextPageCursor } (restock:read)
//   POST /send             {productId, variantId} -> { notifiedCount }             (restock:send)
//   POST /send/all         {sendRequests: [{productId, variantId}]} -> { notifiedCount } (restock:send)
// Lists take an optional `limit` (1 to 100, default 50). recaptchaEnterpriseV3Token (the spec's
// name) carries the site's captcha token whichever provider issued it (action product_waitlist).
import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  findRestockVariant,
  listSignupGroups,
  listSignups,
  notifyVariantSignups,
  upsertSignup,
  type RestockVariant,
} from "../db/restock";
import { emitWebhookEvent } from "../connections/webhooks/emit";
import { signUpForNewsletter } from "../db/newsletter";
import { dispatchEmails } from "../email/dispatch";
import { captchaVerifierFor, checkCaptcha } from "../forms/captcha";
import { CAPTCHA_ACTIONS } from "../forms/captcha-props";
import {
  COMPLETE_CAPTCHA,
  CURSOR_INVALID,
  RESTOCK_FALLBACK,
  RESTOCK_NOT_OFFERED,
  variantNotFound,
} from "../forms/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { invalidField } from "../http/messages";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { decodeCursor, keysetPage } from "../restock/cursor";
import { restockEmailContent } from "../restock/restock-email";
import { CATALOGUE_ID, restockSignupBody } from "../restock/signup-body";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_SEND_REQUESTS = 100;

const limit = z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE);
const cursor = z.string().max(512).optional();
/**
 * The restock form shows the email's messages as they are ('Email cannot be blank'), so they are
 * not prefixed with the field's name like other validation messages.
 */
const signupBody = zValidator("json", restockSignupBody, (result, c) => {
  if (result.success) return;
  const issue = result.error.issues[0]!;
  const message =
    issue.path[0] === "siteVisitorEmail" ? issue.message : invalidField(issue.path, issue.message);
  return apiError(c, 400, message);
});

const groupsQuery = z.object({ cursor, limit });
const signupsQuery = z.object({
  productId: z.string().regex(CATALOGUE_ID),
  variantId: z.string().regex(CATALOGUE_ID),
  cursor,
  limit,
});
const variantRef = z.object({
  productId: z.string().regex(CATALOGUE_ID),
  variantId: z.string().regex(CATALOGUE_ID),
});
const sendAllBody = z.object({ sendRequests: z.array(variantRef).min(1).max(MAX_SEND_REQUESTS) });

/** Sends to the pending sign-ups of each variant; an unknown variant refuses the whole request. */
async function send(c: Context<AppEnv>, refs: z.output<typeof variantRef>[]) {
  const db = c.get("db");
  const website = c.get("website");
  const variants: RestockVariant[] = [];
  for (const ref of refs) {
    const variant = await findRestockVariant(db, website.id, ref.productId, ref.variantId);
    if (!variant) return apiError(c, 404, variantNotFound(ref.productId, ref.variantId));
    variants.push(variant);
  }
  const origin = new URL(c.req.url).origin;
  let notifiedCount = 0;
  const emailIds: string[] = [];
  for (const variant of variants) {
    const email = restockEmailContent({
      productTitle: variant.productTitle,
      attributes: variant.attributes,
      siteTitle: website.siteTitle,
      productUrl: origin + variant.fullUrl,
    });
    const notified = await notifyVariantSignups(db, website.id, variant, email, Date.now());
    notifiedCount += notified.notifiedCount;
    emailIds.push(...notified.emailIds);
  }
  // The outbox rows are committed; a failed queue send is repaired by the sweep.
  await dispatchEmails(c.env.EMAILS, emailIds);
  return c.json({ notifiedCount }, 200);
}

export const restock = new Hono<AppEnv>()
  .post("/", requireJson, limitBody(), signupBody, async (c) => {
    c.header("Cache-Control", "private, no-store");
    const body = c.req.valid("json");
    const db = c.get("db");
    const website = c.get("website");
    const variant = await findRestockVariant(db, website.id, body.productId, body.variantId);
    if (!variant) return apiError(c, 404, variantNotFound(body.productId, body.variantId));
    if (!variant.signupsOffered) return apiError(c, 400, RESTOCK_NOT_OFFERED);
    const captcha = await checkCaptcha(
      captchaVerifierFor(website, c.env),
      body.recaptchaEnterpriseV3Token,
      CAPTCHA_ACTIONS.productWaitlist,
      c.req.header("cf-connecting-ip"),
    );
    if (captcha === "failed") return apiError(c, 400, COMPLETE_CAPTCHA);
    if (captcha === "unavailable") return apiError(c, 503, RESTOCK_FALLBACK);
    await upsertSignup(
      db,
      {
        websiteId: website.id,
        productId: body.productId,
        variantId: body.variantId,
        email: body.siteVisitorEmail,
        language: body.language ?? null,
        isJoinMailingList: body.isJoinMailingList,
      },
      Date.now(),
    );
    await emitWebhookEvent(db, c.env.CONNECTIONS, {
      websiteId: website.id,
      type: "restock.signed_up",
      data: {
        productId: body.productId,
        variantId: body.variantId,
        email: body.siteVisitorEmail,
        joinedMailingList: body.isJoinMailingList === true,
        language: body.language ?? null,
      },
    });
    // The form's mailing-list opt-in joins the site's list with the newsletter's double opt-in.
    if (body.isJoinMailingList) {
      const emailId = await signUpForNewsletter(
        db,
        {
          websiteId: website.id,
          siteTitle: website.siteTitle,
          email: body.siteVisitorEmail,
          source: "restock-form",
          origin: new URL(c.req.url).origin,
        },
        Date.now(),
      );
      if (emailId) await dispatchEmails(c.env.EMAILS, [emailId]);
    }
    return c.json({ success: true }, 200);
  })
  .get("/groups", requirePermission("restock:read"), validate("query", groupsQuery), async (c) => {
    const query = c.req.valid("query");
    const after =
      query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["string", "string"] as const);
    if (query.cursor !== undefined && !after) return apiError(c, 400, CURSOR_INVALID);
    const rows = await listSignupGroups(c.get("db"), c.get("website").id, after, query.limit + 1);
    const { items, ...page } = keysetPage(rows, query.limit, (g) => [g.productId, g.variantId]);
    return c.json({ signUpGroups: items, ...page }, 200);
  })
  .get("/", requirePermission("restock:read"), validate("query", signupsQuery), async (c) => {
    const query = c.req.valid("query");
    const after =
      query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["number", "string"] as const);
    if (query.cursor !== undefined && !after) return apiError(c, 400, CURSOR_INVALID);
    const rows = await listSignups(
      c.get("db"),
      c.get("website").id,
      query.productId,
      query.variantId,
      after,
      query.limit + 1,
    );
    const { items, ...page } = keysetPage(rows, query.limit, (s) => [s.signedUpOn, s.id]);
    return c.json({ signUps: items, ...page }, 200);
  })
  .post(
    "/send",
    requirePermission("restock:send"),
    requireJson,
    limitBody(),
    validate("json", variantRef),
    (c) => send(c, [c.req.valid("json")]),
  )
  .post(
    "/send/all",
    requirePermission("restock:send"),
    requireJson,
    limitBody(),
    validate("json", sendAllBody),
    (c) => send(c, c.req.valid("json").sendRequests),
  );
