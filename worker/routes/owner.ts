// The owner panel's calls, under /api/owner (docs/owner-roles.md):
//   POST   /sign-up   {email, password, siteName, siteTitle, template}
//                     -> 201 {websiteId, siteUrl, welcomeUrl}; welcomeUrl carries a one-time handover
//                        that signs the new administrator in on the site's host (owner-handover.ts)
//   POST   /setup     {email, password} with the owner token; a site's first administrator -> 201
//   POST   /session   {email, password, rememberMe} -> {xsrfToken, account, site} (sets the cookie)
//   GET    /session   -> {xsrfToken, account, site}                           (any contributor)
//          site: the site's status, expiry and trial days remaining (site-status/status-json.ts)
//   DELETE /session   -> 204, the session closed and the cookie cleared       (xsrf token)
//   GET    /products  -> {products}                                           (products:read)
// Every answer is private. Bodies are JSON, validated by the zod schemas the panel shares.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { SESSION_EXPIRED } from "../commerce/messages";
import {
  findAccountByEmail,
  insertAccountWithRole,
  newAccountId,
  siteHasContributors,
} from "../db/owner-accounts";
import { openHandover } from "../db/owner-handovers";
import { closeSession, REMEMBERED_SESSION_MS } from "../db/owner-sessions";
import { findWebsiteById } from "../db/hosts";
import { listOwnerProducts } from "../db/owner-products";
import { newWebsiteId, siteNameTaken } from "../db/sites";
import { directoryDb, shardDb } from "../db/shards";
import { createSiteOnShard, emailTakenOnAnyShard } from "../owner/create-site";
import { accountBody } from "../http/account-body";
import type { AppEnv } from "../http/app-env";
import { CLIENT_ADDRESS_HEADER, signUpClientRateLimit } from "../http/client-rate-limit";
import { starterCountry } from "../shipping/starter";
import { sameCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { ownerSession, requirePermission, requireSession, XSRF_HEADER } from "../http/owner";
import { clearOwnerCookie, readOwnerCookie, setOwnerCookie } from "../http/owner-cookie";
import { limitBody, requireJson } from "../http/validation";
import {
  EMAIL_TAKEN,
  SETUP_DONE,
  SIGN_IN_FAILED,
  SIGN_IN_REQUIRED,
  SIGN_IN_THROTTLED,
  SITE_NAME_TAKEN,
} from "../owner/messages";
import { permissionsOf, ROLE_LABELS } from "../owner/permissions";
import { ContributorRole } from "../owner/roles";
import { setupBody, signInBody, signUpBody } from "../owner/schemas";
import { signIn } from "../owner/sign-in";
import { hashPassword } from "../pages/access/password";
import { DEMO_WEBSITE_ID } from "../seed/demo-data";
import { siteStatusJson } from "../site-status/status-json";
import { ensureDemoOwner } from "../seed/demo-owner";

/** Names that would shadow our own hosts. */
const RESERVED_SITE_NAMES = new Set(["www", "api", "app", "admin", "demo", "large", "mail", "config"]);

const body = accountBody;

const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  // Development: the demo store has an administrator to sign in as (worker/seed/demo-owner.ts).
  if (c.env.DEMO_SITE_FALLBACK === "true" && c.get("website").id === DEMO_WEBSITE_ID) {
    await ensureDemoOwner(c.get("db"));
  }
  await next();
};

export function accountJson(session: { email: string; role: ContributorRole }) {
  return {
    email: session.email,
    role: session.role,
    roleLabel: ROLE_LABELS[session.role],
    permissions: [...permissionsOf(session.role)],
  };
}

/** Sign-up answers a link on the new site's own host, where its administrator signs in. */
function siteUrl(c: Context<AppEnv>, host: string): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}/config`;
}

export const owner = new Hono<AppEnv>()
  .use("*", privateAnswers)
  .post("/sign-up", signUpClientRateLimit, requireJson, limitBody(), body(signUpBody), async (c) => {
    const input = c.req.valid("json");
    const host = `${input.siteName}.${c.env.SITES_DOMAIN}`;
    const directory = directoryDb(c.env);
    if (RESERVED_SITE_NAMES.has(input.siteName) || (await siteNameTaken(directory, input.siteName, host))) {
      return apiError(c, 409, SITE_NAME_TAKEN);
    }
    if (await emailTakenOnAnyShard(c.env, input.email)) return apiError(c, 409, EMAIL_TAKEN);
    const websiteId = newWebsiteId();
    const admin = {
      id: newAccountId(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
    };
    // The new site goes to a shard of its own choosing (docs/shards.md), not the sign-up host's.
    const shard = await createSiteOnShard(c.env, {
      site: { id: websiteId, name: input.siteName, title: input.siteTitle },
      host,
      template: input.template,
      admin,
      country: starterCountry(c.req.raw),
    });
    if (!shard) return apiError(c, 409, SITE_NAME_TAKEN);
    const handover = await openHandover(
      shardDb(c.env, shard),
      { accountId: admin.id, websiteId },
      Date.now(),
    );
    const url = siteUrl(c, host);
    return c.json({ websiteId, siteUrl: url, welcomeUrl: `${url}/welcome#${handover}` }, 201);
  })
  .post(
    "/setup",
    requirePermission("contributors:manage"),
    requireJson,
    limitBody(),
    body(setupBody),
    async (c) => {
      const input = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      if (await siteHasContributors(db, websiteId)) return apiError(c, 409, SETUP_DONE);
      if (await findAccountByEmail(db, input.email)) return apiError(c, 409, EMAIL_TAKEN);
      const admin = {
        id: newAccountId(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
      };
      await db.batch([...insertAccountWithRole(db, admin, websiteId, ContributorRole.ADMIN)]);
      return c.json({ email: admin.email, role: ContributorRole.ADMIN }, 201);
    },
  )
  .post("/session", requireJson, limitBody(), body(signInBody), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const client = c.req.header(CLIENT_ADDRESS_HEADER);
    const outcome = await signIn(db, { websiteId, ...input, client }, Date.now());
    if (outcome.kind !== "signed-in") {
      if (outcome.kind === "throttled") c.header("Retry-After", "900");
      return outcome.kind === "throttled"
        ? apiError(c, 429, SIGN_IN_THROTTLED)
        : apiError(c, 401, SIGN_IN_FAILED);
    }
    // A new session id at every sign-in: whatever session the browser had is closed.
    const previous = readOwnerCookie(c);
    if (previous) await closeSession(db, previous);
    setOwnerCookie(c, outcome.sessionId, input.rememberMe ? REMEMBERED_SESSION_MS / 1000 : undefined);
    const site = await findWebsiteById(db, c.get("website").id);
    return c.json(
      {
        xsrfToken: outcome.xsrfToken,
        account: accountJson(outcome),
        site: siteStatusJson(site!, Date.now()),
      },
      200,
    );
  })
  .get("/session", requireSession, async (c) => {
    const session = (await ownerSession(c))!;
    const site = await findWebsiteById(c.get("db"), c.get("website").id);
    return c.json(
      {
        xsrfToken: session.xsrfToken,
        account: accountJson(session),
        site: siteStatusJson(site!, Date.now()),
      },
      200,
    );
  })
  .delete("/session", async (c) => {
    const session = await ownerSession(c);
    if (!session) {
      clearOwnerCookie(c);
      return apiError(c, 401, SIGN_IN_REQUIRED);
    }
    if (!sameCrumb(session.xsrfToken, c.req.header(XSRF_HEADER) ?? "")) {
      return apiError(c, 403, SESSION_EXPIRED);
    }
    // Any role may sign out, "none" included, so this call checks no permission.
    await closeSession(c.get("db"), readOwnerCookie(c)!);
    clearOwnerCookie(c);
    return c.body(null, 204);
  })
  .get("/products", requirePermission("products:read"), async (c) => {
    const products = await listOwnerProducts(c.get("db"), c.get("website").id);
    return c.json({ products }, 200);
  });
