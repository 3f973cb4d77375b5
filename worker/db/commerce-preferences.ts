// Commerce preferences in D1: one JSON object per site and namespace.
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { commercePreferences } from "./schema";

export async function readPreferences(db: Db, websiteId: string, namespace: string) {
  const row = await db
    .select({ preferences: commercePreferences.preferences })
    .from(commercePreferences)
    .where(and(eq(commercePreferences.websiteId, websiteId), eq(commercePreferences.namespace, namespace)))
    .get();
  return row?.preferences ?? {};
}

/** Replaces the namespace's object. */
export async function writePreferences(
  db: Db,
  websiteId: string,
  namespace: string,
  preferences: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db
    .insert(commercePreferences)
    .values({ websiteId, namespace, preferences, updatedOn: now })
    .onConflictDoUpdate({
      target: [commercePreferences.websiteId, commercePreferences.namespace],
      set: { preferences, updatedOn: now },
    });
}
