// Signing an owner in on a site: count the attempt (db/password-throttle.ts), check the password,
// check the account's role there, open a fresh session. No HTTP here; routes/owner.ts maps the
// outcome to an answer. An account without access to this site fails exactly as a wrong password
// does (same outcome, same hash, same count): another site must not tell whether it is right.
import type { Db } from "../db/client";
import { emailKey, findAccountByEmail, findRole } from "../db/owner-accounts";
import { openSession } from "../db/owner-sessions";
import {
  type AttemptCounter,
  clientAttemptCounters,
  giveBackAttempt,
  MAX_WRONG_PASSWORDS,
  MAX_WRONG_PASSWORDS_PER_EMAIL,
  takeAttempt,
} from "../db/password-throttle";
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
  | { kind: "throttled" | "wrong-password" };

/**
 * Attempts are counted per site and email (5 in 15 minutes, as lock-screen guesses are), per email
 * across all sites (10), since one account's password opens every site it belongs to and a new
 * site costs nothing, and per client address (30).
 */
export const signInCounters = (websiteId: string, email: string, client?: string): AttemptCounter[] => [
  { key: rateLimitKey("sign-in", websiteId, emailKey(email)), limit: MAX_WRONG_PASSWORDS },
  { key: rateLimitKey("sign-in", "all-sites", emailKey(email)), limit: MAX_WRONG_PASSWORDS_PER_EMAIL },
  ...clientAttemptCounters("sign-in", client),
];

export async function signIn(
  db: Db,
  input: {
    websiteId: string;
    email: string;
    password: string;
    rememberMe: boolean;
    client?: string | undefined;
  },
  now: number,
): Promise<SignInOutcome> {
  const counters = signInCounters(input.websiteId, input.email, input.client);
  if (!(await takeAttempt(db, counters, now))) return { kind: "throttled" };
  const account = await findAccountByEmail(db, input.email);
  const opens = await passwordOpens(input.password, account?.passwordHash);
  // The role is read whether the password opens or not: the same work for a right and a wrong one.
  const role = account && (await findRole(db, input.websiteId, account.id));
  if (!opens || !account || role === undefined || !can(role, "site:read")) {
    return { kind: "wrong-password" };
  }
  await giveBackAttempt(db, counters, now);
  const opened = await openSession(
    db,
    { accountId: account.id, websiteId: input.websiteId, rememberMe: input.rememberMe },
    now,
  );
  return { kind: "signed-in", email: account.email, role, ...opened };
}
