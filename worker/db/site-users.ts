// A site's members (site users): accounts per site, their language and the cart that follows them.
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { emailKey } from "./owner-accounts";
import { siteUsers } from "./schema";

export async function findSiteUserByEmail(db: Db, websiteId: string, email: string) {
  return db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.websiteId, websiteId), eq(siteUsers.emailKey, emailKey(email))))
    .get();
}

export function newSiteUserId(): string {
  return `su_${crypto.randomUUID().replace(/-/g, "")}`;
}

/** Adds a member; false when the site already has one with this email. */
export async function insertSiteUser(
  db: Db,
  user: { id: string; websiteId: string; email: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(siteUsers)
    .values({ ...user, email: user.email.trim(), emailKey: emailKey(user.email) })
    .onConflictDoNothing()
    .returning({ id: siteUsers.id });
  return rows.length === 1;
}

/** The member's cart from now on (null: none). */
export async function bindCart(db: Db, siteUserId: string, cartId: string | null): Promise<void> {
  await db.update(siteUsers).set({ cartId }).where(eq(siteUsers.id, siteUserId));
}

export async function saveLocale(db: Db, siteUserId: string, locale: string): Promise<void> {
  await db.update(siteUsers).set({ locale }).where(eq(siteUsers.id, siteUserId));
}
