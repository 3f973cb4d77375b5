// Whether a site can ship: at least one enabled rate in one of its shipping zones. The panel's
// setup checklist asks it (db/setup-checklist.ts). A new site's starter zone and rate count: its
// first sale works, and the checklist's step links to the screen that changes them.
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { shippingRates } from "./schema";

export async function hasEnabledShippingRate(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ id: shippingRates.id })
    .from(shippingRates)
    .where(and(eq(shippingRates.websiteId, websiteId), eq(shippingRates.enabled, true)))
    .limit(1)
    .get();
  return row !== undefined;
}
