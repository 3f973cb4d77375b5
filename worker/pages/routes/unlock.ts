// The lock screen's form: POST the password to the locked page's own URL. The right password
// sets the access cookie and sends the browser back to the page (303); a wrong one shows the lock
// screen again with a message. Guesses are throttled per page and client address. Without
// the visitor's crumb the form is refused, as every state-changing call is.
import { setCookie } from "hono/cookie";
import { SESSION_EXPIRED } from "../../commerce/messages";
import { findPageCollection } from "../../db/page-lookup";
import { CRUMB_HEADER, crumbMatches } from "../../http/crumb";
import { giveBackAttempt, lockAttemptCounter, takeAttempt } from "../../db/password-throttle";
import { ACCESS_TTL_SECONDS, accessCookieName, accessCookieValue } from "../access/access-cookie";
import { lockScreen } from "../access/guard";
import { verifyPassword } from "../access/password";
import { PASSWORD_REQUIRED, TOO_MANY_PASSWORDS, WRONG_PASSWORD } from "../messages";
import type { PageCtx, PageView } from "../page";
import { notFound } from "./not-found";

const MAX_PASSWORD_LENGTH = 1000;

export async function unlock(c: PageCtx): Promise<PageView | Response> {
  const db = c.get("db");
  const page = await findPageCollection(db, c.get("website").id, c.req.param("collection") ?? "");
  if (!page) return notFound(c);
  if (!page.passwordHash) return c.redirect(c.req.path, 303);

  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  // Like every state-changing call, the form sends the crumb back (spec section 8's text when not).
  if (!crumbMatches(c, form["crumb"] ?? c.req.header(CRUMB_HEADER))) {
    c.set("renewCrumb", true);
    return lockScreen(c, page, SESSION_EXPIRED, 403);
  }
  const password = form["password"];
  if (typeof password !== "string" || password === "") return lockScreen(c, page, PASSWORD_REQUIRED, 400);

  const now = Date.now();
  // Counted before the hash, so parallel guesses cannot pass the limit (db/password-throttle.ts).
  const counters = [lockAttemptCounter(page.collection.id, c.req.header("cf-connecting-ip") ?? "unknown")];
  if (!(await takeAttempt(db, counters, now))) return lockScreen(c, page, TOO_MANY_PASSWORDS, 429);
  const right = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, page.passwordHash));
  if (!right) return lockScreen(c, page, WRONG_PASSWORD, 403);
  await giveBackAttempt(db, counters, now);
  setCookie(
    c,
    accessCookieName(page.collection.id),
    await accessCookieValue(page.passwordHash, page.collection.id, now),
    {
      path: "/",
      httpOnly: true,
      secure: new URL(c.req.url).protocol === "https:",
      sameSite: "Lax",
      maxAge: ACCESS_TTL_SECONDS,
    },
  );
  c.header("Cache-Control", "private, no-store");
  return c.redirect(c.req.path, 303);
}
