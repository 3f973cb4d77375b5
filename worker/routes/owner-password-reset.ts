// Owner password reset by email, under /api/owner/password-reset (docs/owner-roles.md):
//   POST /          {email}            -> 202 with the same answer whether or not the email has an
//                                         account here; an account with a role on this site gets a
//                                         link (outbox email) valid for an hour, used once
//   POST /confirm   {token, password}  -> 200: the password is set, every session of the account
//                                         closed; 400 for an unknown, used or expired token
// Requests are counted per site and email (3 in 15 minutes); over that, nothing is sent but the
// answer stays the same. The account is looked up and the link made after the answer has gone
// (waitUntil), so how long the answer takes does not tell whether the email has an account. Every
// answer is private.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { findAccountByEmail, emailKey, findRole } from "../db/owner-accounts";
import { newResetToken, resetPassword } from "../db/password-resets";
import { countHit, rateLimitKey } from "../db/rate-limit";
import { dispatchEmails } from "../email/dispatch";
import { enqueueEmail, newId } from "../email/outbox";
import { accountBody } from "../http/account-body";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson } from "../http/validation";
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from "../owner/messages";
import { passwordResetBody, passwordResetRequestBody } from "../owner/schemas";
import { passwordResetEmail } from "../owner/reset-email";

export const MAX_RESET_REQUESTS = 3;
const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;

/** Looks the email up and, for an account with a role on this site, emails it a reset link. */
async function sendResetLink(c: Context<AppEnv>, email: string, now: number): Promise<void> {
  const db = c.get("db");
  const website = c.get("website");
  const account = await findAccountByEmail(db, email);
  const role = account ? await findRole(db, website.id, account.id) : undefined;
  if (!account || role === undefined) return;
  const { token, tokenHash, insert } = await newResetToken(db, account.id, now);
  const emailId = newId("email");
  const message = passwordResetEmail({
    websiteId: website.id,
    siteTitle: website.siteTitle,
    to: account.email,
    origin: new URL(c.req.url).origin,
    token,
    tokenHash,
  });
  await db.batch([insert, enqueueEmail(db, message, now, emailId)]);
  await dispatchEmails(c.env.EMAILS, [emailId]);
}

const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
};

export const ownerPasswordReset = new Hono<AppEnv>()
  .use("*", privateAnswers)
  .post("/", requireJson, limitBody(), accountBody(passwordResetRequestBody), async (c) => {
    const { email } = c.req.valid("json");
    const now = Date.now();
    const key = rateLimitKey("password-reset", c.get("website").id, emailKey(email));
    const requests = await countHit(c.get("db"), key, RESET_REQUEST_WINDOW_MS, now);
    if (requests <= MAX_RESET_REQUESTS) {
      c.executionCtx.waitUntil(
        sendResetLink(c, email, now).catch((error) => console.error("password reset link failed", error)),
      );
    }
    return c.json({ message: RESET_REQUESTED }, 202);
  })
  .post("/confirm", requireJson, limitBody(), accountBody(passwordResetBody), async (c) => {
    const { token, password } = c.req.valid("json");
    const changed = await resetPassword(c.get("db"), token, password, Date.now());
    if (!changed) return apiError(c, 400, RESET_LINK_INVALID);
    return c.json({ message: PASSWORD_CHANGED }, 200);
  });
