// Signing a member in on a site: throttle, check the password, open a fresh session. Members
// belong to one site, so another site's member is an unknown email here. No HTTP here.
import type { Db } from "../db/client";
import { emailKey } from "../db/owner-accounts";
import { isThrottled, recordWrongPassword } from "../db/page-access";
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

/** Failures are counted per site and email, as owners' are (5 in 15 minutes). */
export const siteUserAttemptKey = (websiteId: string, email: string) =>
  rateLimitKey("site-user-sign-in", websiteId, emailKey(email));

export async function signInSiteUser(
  db: Db,
  input: { websiteId: string; email: string; password: string; rememberMe: boolean },
  now: number,
): Promise<SiteUserSignIn> {
  const key = siteUserAttemptKey(input.websiteId, input.email);
  if (await isThrottled(db, key, now)) return { kind: "throttled" };
  const user = await findSiteUserByEmail(db, input.websiteId, input.email);
  if (!(await passwordOpens(input.password, user?.passwordHash)) || !user) {
    await recordWrongPassword(db, key, now);
    return { kind: "wrong-password" };
  }
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
