// Whether a site can ship: at least one enabled shipping rate. The panel's setup checklist asks it
// (db/setup-checklist.ts). One small query on purpose: when shipping moves to zones and rates, only
// this function changes.
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { shippingOptions } from "./schema";

export async function hasEnabledShippingRate(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ id: shippingOptions.id })
    .from(shippingOptions)
    .where(and(eq(shippingOptions.websiteId, websiteId), eq(shippingOptions.enabled, true)))
    .limit(1)
    .get();
  return row !== undefined;
}
