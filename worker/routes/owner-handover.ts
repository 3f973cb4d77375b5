// Sign-up's handover, under /api/owner/handover (docs/sign-up.md):
//   POST /   {token}  -> 200 {xsrfToken, account, site} and the session cookie for this host, as a
//                       sign-in answers; 400 'This sign-in link has expired or was already used...'
//                       for a token that is unknown, used, expired or made for another site.
// The token comes from the fragment of the welcome link sign-up answered, so it reaches the worker
// only in this POST's body: never in a URL that logs or a Referer would keep. The crumb and origin
// checks every state-changing call passes (http/crumb.ts, http/csrf.ts) apply here too.
import { Hono } from "hono";
import { findWebsiteById } from "../db/hosts";
import { closeSession } from "../db/owner-sessions";
import { accountBody } from "../http/account-body";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { readOwnerCookie, setOwnerCookie } from "../http/owner-cookie";
import { limitBody, requireJson } from "../http/validation";
import { signInWithHandover } from "../owner/handover";
import { HANDOVER_INVALID } from "../owner/messages";
import { handoverBody } from "../owner/schemas";
import { siteStatusJson } from "../site-status/status-json";
import { accountJson } from "./owner";

export const ownerHandover = new Hono<AppEnv>().post(
  "/",
  requireJson,
  limitBody(),
  accountBody(handoverBody),
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const db = c.get("db");
    const now = Date.now();
    const outcome = await signInWithHandover(
      db,
      { websiteId: c.get("website").id, token: c.req.valid("json").token },
      now,
    );
    if (outcome.kind === "refused") return apiError(c, 400, HANDOVER_INVALID);
    // As at sign-in: whatever session the browser had here is closed.
    const previous = readOwnerCookie(c);
    if (previous) await closeSession(db, previous);
    setOwnerCookie(c, outcome.sessionId, undefined);
    const site = await findWebsiteById(db, c.get("website").id);
    return c.json(
      {
        xsrfToken: outcome.session.xsrfToken,
        account: accountJson(outcome.session),
        site: siteStatusJson(site!, now),
      },
      200,
    );
  },
);
