// Signing a member in on a site: count the attempt (db/password-throttle.ts), check the password,
// open a fresh session. Members
// belong to one site, so another site's member is an unknown email here. No HTTP here.
import type { Db } from "../db/client";
import { emailKey } from "../db/owner-accounts";
import {
  type AttemptCounter,
  clientAttemptCounters,
  giveBackAttempt,
  MAX_WRONG_PASSWORDS,
  takeAttempt,
} from "../db/password-throttle";
import { rateLimitKey } from "../db/rate-limit";
import { openSiteUserSession } from "../db/site-user-sessions";
import { findSiteUserByEmail } from "../db/site-users";
import { passwordOpens } from "../pages/access/password";

export type SiteUserSignIn =
  | {
      kind: "signed-in";
      siteUserId: string;
      /** As the member's account stored it (not as typed at sign-in). */
      email: string;
      locale: string | null;
      cartId: string | null;
      sessionId: string;
      xsrfToken: string;
      expiresAt: number;
    }
  | { kind: "throttled" | "wrong-password" };

/**
 * Attempts are counted per site and email, as owners' are (5 in 15 minutes), and per client
 * address (30). A member belongs to one site, so there is no count across sites.
 */
export const siteUserSignInCounters = (
  websiteId: string,
  email: string,
  client?: string,
): AttemptCounter[] => [
  { key: rateLimitKey("site-user-sign-in", websiteId, emailKey(email)), limit: MAX_WRONG_PASSWORDS },
  ...clientAttemptCounters("site-user-sign-in", client),
];

export async function signInSiteUser(
  db: Db,
  input: {
    websiteId: string;
    email: string;
    password: string;
    rememberMe: boolean;
    client?: string | undefined;
  },
  now: number,
): Promise<SiteUserSignIn> {
  const counters = siteUserSignInCounters(input.websiteId, input.email, input.client);
  if (!(await takeAttempt(db, counters, now))) return { kind: "throttled" };
  const user = await findSiteUserByEmail(db, input.websiteId, input.email);
  if (!(await passwordOpens(input.password, user?.passwordHash)) || !user) {
    return { kind: "wrong-password" };
  }
  await giveBackAttempt(db, counters, now);
  const opened = await openSiteUserSession(
    db,
    { siteUserId: user.id, websiteId: input.websiteId, rememberMe: input.rememberMe },
    now,
  );
  return {
    kind: "signed-in",
    siteUserId: user.id,
    email: user.email,
    locale: user.locale,
    cartId: user.cartId,
    ...opened,
  };
}
