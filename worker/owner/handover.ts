// Signing a new site's administrator in with the handover sign-up made (docs/sign-up.md): the token
// is spent on this site, then a session opens as a sign-in would open it. No HTTP here; the route
// (routes/owner-handover.ts) sets the cookie and answers.
import type { Db } from "../db/client";
import { redeemHandover } from "../db/owner-handovers";
import { closeSession, openSession, readSession, type OwnerSession } from "../db/owner-sessions";
import { can } from "./permissions";

export type HandoverOutcome =
  { kind: "signed-in"; sessionId: string; session: OwnerSession } | { kind: "refused" };

export async function signInWithHandover(
  db: Db,
  input: { websiteId: string; token: string },
  now: number,
): Promise<HandoverOutcome> {
  const accountId = await redeemHandover(db, input.token, input.websiteId, now);
  if (!accountId) return { kind: "refused" };
  // A browser-session sign-in, as without "remember me".
  const { sessionId } = await openSession(
    db,
    { accountId, websiteId: input.websiteId, rememberMe: false },
    now,
  );
  // Read back with the account's role there now, as every later request will read it.
  const session = await readSession(db, sessionId, input.websiteId, now);
  if (!session || !can(session.role, "site:read")) {
    await closeSession(db, sessionId);
    return { kind: "refused" };
  }
  return { kind: "signed-in", sessionId, session };
}
