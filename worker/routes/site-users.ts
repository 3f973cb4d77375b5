// A site's members (site users), under /api/site-users/account (spec section 7, docs/site-users.md):
//   POST   /            {email, password}              -> 201 {siteUser}          (sign-up)
//   POST   /session     {email, password, rememberMe}  -> {xsrfToken, siteUser}   (sets the cookies)
//   GET    /session                                    -> {xsrfToken, siteUser}   (after a reload)
//   DELETE /session     ?cloneCart=true|false          -> 204, cookies cleared    (xsrf token)
//   POST   /locale      {language}                     -> {language}              (xsrf token)
// Every state-changing call also needs the crumb (http/crumb.ts); sign-in and sign-out renew it,
// since the crumb identifies the visitor's session (spec section 3). Every answer is private.
import { Hono, type MiddlewareHandler } from "hono";
import { SESSION_EXPIRED } from "../commerce/messages";
import { joinCartsAtSignIn, leaveCartAtSignOut } from "../commerce/member-cart";
import { REMEMBERED_SESSION_MS } from "../db/owner-sessions";
import { closeSiteUserSession } from "../db/site-user-sessions";
import { insertSiteUser, newSiteUserId, saveLocale } from "../db/site-users";
import type { SiteUserSession } from "../db/site-user-sessions";
import { accountBody } from "../http/account-body";
import type { AppEnv } from "../http/app-env";
import { CLIENT_ADDRESS_HEADER, signUpClientRateLimit } from "../http/client-rate-limit";
import { sameCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { XSRF_HEADER } from "../http/owner";
import { requireSiteUser, siteUserSession } from "../http/site-user";
import { clearSiteUserCookies, readSiteUserCookie, setSiteUserCookies } from "../http/site-user-cookie";
import { limitBody, requireJson, validate } from "../http/validation";
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from "../owner/messages";
import { hashPassword } from "../pages/access/password";
import { MEMBER_EMAIL_TAKEN } from "../site-users/messages";
import { localeBody, signOutQuery, siteUserSignInBody, siteUserSignUpBody } from "../site-users/schemas";
import { signInSiteUser } from "../site-users/sign-in";

const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
};

const siteUserJson = (s: Pick<SiteUserSession, "siteUserId" | "email" | "locale">) => ({
  id: s.siteUserId,
  email: s.email,
  locale: s.locale,
});

export const siteUsers = new Hono<AppEnv>()
  .use("*", privateAnswers)
  .post("/", signUpClientRateLimit, requireJson, limitBody(), accountBody(siteUserSignUpBody), async (c) => {
    const input = c.req.valid("json");
    const user = {
      id: newSiteUserId(),
      websiteId: c.get("website").id,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    };
    if (!(await insertSiteUser(c.get("db"), user))) return apiError(c, 409, MEMBER_EMAIL_TAKEN);
    return c.json({ siteUser: siteUserJson({ siteUserId: user.id, email: user.email, locale: null }) }, 201);
  })
  .post("/session", requireJson, limitBody(), accountBody(siteUserSignInBody), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const client = c.req.header(CLIENT_ADDRESS_HEADER);
    const outcome = await signInSiteUser(
      db,
      { websiteId: c.get("website").id, ...input, client },
      Date.now(),
    );
    if (outcome.kind === "throttled") {
      c.header("Retry-After", "900");
      return apiError(c, 429, SIGN_IN_THROTTLED);
    }
    if (outcome.kind !== "signed-in") return apiError(c, 401, SIGN_IN_FAILED);
    // A new session id (and crumb) at every sign-in: whatever session the browser had is closed.
    const previous = readSiteUserCookie(c);
    if (previous) await closeSiteUserSession(db, previous);
    c.set("renewCrumb", true);
    const maxAge = input.rememberMe ? REMEMBERED_SESSION_MS / 1000 : undefined;
    setSiteUserCookies(c, outcome.sessionId, outcome.siteUserId, maxAge);
    await joinCartsAtSignIn(c, outcome.siteUserId, outcome.cartId);
    return c.json({ xsrfToken: outcome.xsrfToken, siteUser: siteUserJson(outcome) }, 200);
  })
  .get("/session", requireSiteUser, async (c) => {
    const session = (await siteUserSession(c))!;
    return c.json({ xsrfToken: session.xsrfToken, siteUser: siteUserJson(session) }, 200);
  })
  .delete("/session", validate("query", signOutQuery), async (c) => {
    const session = await siteUserSession(c);
    // Without a live session there is nothing to close or protect: the browser just forgets.
    if (session && !sameCrumb(session.xsrfToken, c.req.header(XSRF_HEADER) ?? "")) {
      return apiError(c, 403, SESSION_EXPIRED);
    }
    if (session) {
      await closeSiteUserSession(c.get("db"), readSiteUserCookie(c)!);
      await leaveCartAtSignOut(c, session.cartId, c.req.valid("query").cloneCart === "true");
    }
    clearSiteUserCookies(c);
    c.set("renewCrumb", true);
    return c.body(null, 204);
  })
  .post("/locale", requireSiteUser, requireJson, limitBody(), validate("json", localeBody), async (c) => {
    const { language } = c.req.valid("json");
    await saveLocale(c.get("db"), (await siteUserSession(c))!.siteUserId, language);
    return c.json({ language }, 200);
  });
