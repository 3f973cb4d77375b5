// The demo store's administrator, created in development only (DEMO_SITE_FALLBACK = "true") the
// first time an owner route is used on the demo site; the worker logs the login when it creates
// it. Production has no default password: a site's first administrator signs up, or is set up
// with the owner token (POST /api/owner/setup).
import type { Db } from "../db/client";
import { findAccountByEmail, insertAccountWithRole } from "../db/owner-accounts";
import { ContributorRole } from "../owner/roles";
import { hashPassword } from "../pages/access/password";
import { DEMO_WEBSITE_ID } from "./demo-data";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "./demo-owner-login";

export { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD };

export async function ensureDemoOwner(db: Db): Promise<void> {
  if (await findAccountByEmail(db, DEMO_OWNER_EMAIL)) return;
  const account = {
    id: "own_demo",
    email: DEMO_OWNER_EMAIL,
    passwordHash: await hashPassword(DEMO_OWNER_PASSWORD),
  };
  const [insertAccount, insertRole] = insertAccountWithRole(
    db,
    account,
    DEMO_WEBSITE_ID,
    ContributorRole.ADMIN,
  );
  // Two first requests at once: the second's inserts do nothing.
  await db.batch([insertAccount.onConflictDoNothing(), insertRole.onConflictDoNothing()]);
  console.log(`Demo store owner: sign in at /config with ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}`);
}
