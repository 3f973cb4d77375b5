// Signing an owner in on a site: throttle, check the password, check the account's role there,
// open a fresh session. No HTTP here; routes/owner.ts maps the outcome to an answer.
import type { Db } from "../db/client";
import { emailKey, findAccountByEmail, findRole } from "../db/owner-accounts";
import { openSession } from "../db/owner-sessions";
import { isThrottled, recordWrongPassword } from "../db/page-access";
import { rateLimitKey } from "../db/rate-limit";
import { passwordOpens } from "../pages/access/password";
import { can } from "./permissions";
import type { ContributorRole } from "./roles";

export type SignInOutcome =
  | {
      kind: "signed-in";
      sessionId: string;
      xsrfToken: string;
      expiresAt: number;
      /** As the account stored it (not as typed at sign-in). */
      email: string;
      role: ContributorRole;
    }
  | { kind: "throttled" | "wrong-password" | "no-access" };

/** Failures are counted per site and email, as lock-screen guesses are (5 in 15 minutes). */
export const signInAttemptKey = (websiteId: string, email: string) =>
  rateLimitKey("sign-in", websiteId, emailKey(email));

export async function signIn(
  db: Db,
  input: { websiteId: string; email: string; password: string; rememberMe: boolean },
  now: number,
): Promise<SignInOutcome> {
  const key = signInAttemptKey(input.websiteId, input.email);
  if (await isThrottled(db, key, now)) return { kind: "throttled" };
  const account = await findAccountByEmail(db, input.email);
  if (!(await passwordOpens(input.password, account?.passwordHash)) || !account) {
    await recordWrongPassword(db, key, now);
    return { kind: "wrong-password" };
  }
  const role = await findRole(db, input.websiteId, account.id);
  if (role === undefined || !can(role, "site:read")) return { kind: "no-access" };
  const opened = await openSession(
    db,
    { accountId: account.id, websiteId: input.websiteId, rememberMe: input.rememberMe },
    now,
  );
  return { kind: "signed-in", email: account.email, role, ...opened };
}
