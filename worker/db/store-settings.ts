// The store's settings namespaces (commerce/store-settings.ts) over the website columns the worker
// already reads: the columns are the one source of truth, so nothing else needs to learn about the
// namespaces. Writes to `websites` bump the content version (trigger), so pages render afresh.
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { orderCounters, productVariants, websites } from "./schema";
import { forgetWebsite } from "./website-memo";
import type { StoreSettings, StoreSettingsNamespace } from "../commerce/store-settings";

type WebsiteRow = typeof websites.$inferSelect;

/** The number the next paid order gets (db/orders.ts markOrderPaid raises the counter first). */
export async function nextOrderNumber(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ last: orderCounters.lastNumber })
    .from(orderCounters)
    .where(eq(orderCounters.websiteId, websiteId))
    .get();
  return (row?.last ?? 0) + 1;
}

const views: { [N in StoreSettingsNamespace]: (row: WebsiteRow, nextOrder: number) => StoreSettings[N] } = {
  store: (row, nextOrder) => ({
    name: row.title,
    address: row.storeAddress,
    contactEmail: row.contactEmail,
    currency: row.currency as StoreSettings["store"]["currency"],
    orderNumberStart: nextOrder,
  }),
  checkout: (row) => ({
    minimumSubtotalCents: row.checkoutMinSubtotalCents,
    expressCheckout: row.expressCheckout,
  }),
  instalments: (row) => ({ minCents: row.instalmentsMinCents, maxCents: row.instalmentsMaxCents }),
  restock: (row) => ({ signupsByDefault: row.restockSignupsByDefault, autoNotify: row.restockAutoNotify }),
  captcha: (row) => ({ provider: row.captchaProvider, siteKey: row.captchaSiteKey }),
  analytics: (row) => ({
    census: row.analyticsSettings.censusDisabled !== true,
    cookieConsentRequired: row.analyticsSettings.restrictiveCookies === true,
    performance: row.analyticsSettings.performance !== false,
    pixelId: row.analyticsSettings.pixelId ?? "",
  }),
};

export async function readStoreSettings<N extends StoreSettingsNamespace>(
  db: Db,
  websiteId: string,
  namespace: N,
): Promise<StoreSettings[N]> {
  const row = await db.select().from(websites).where(eq(websites.id, websiteId)).get();
  if (!row) throw new Error(`no website ${websiteId}`);
  const nextOrder = namespace === "store" ? await nextOrderNumber(db, websiteId) : 0;
  return views[namespace](row, nextOrder);
}

/** The website columns a namespace's settings become (the analytics JSON keeps its other flags). */
function columns(
  namespace: StoreSettingsNamespace,
  settings: StoreSettings[StoreSettingsNamespace],
  row: WebsiteRow,
): Partial<WebsiteRow> {
  switch (namespace) {
    case "store": {
      const s = settings as StoreSettings["store"];
      return { title: s.name, storeAddress: s.address, contactEmail: s.contactEmail, currency: s.currency };
    }
    case "checkout": {
      const s = settings as StoreSettings["checkout"];
      return { checkoutMinSubtotalCents: s.minimumSubtotalCents, expressCheckout: s.expressCheckout };
    }
    case "instalments": {
      const s = settings as StoreSettings["instalments"];
      return { instalmentsMinCents: s.minCents, instalmentsMaxCents: s.maxCents };
    }
    case "restock": {
      const s = settings as StoreSettings["restock"];
      return { restockSignupsByDefault: s.signupsByDefault, restockAutoNotify: s.autoNotify };
    }
    case "captcha": {
      const s = settings as StoreSettings["captcha"];
      return { captchaProvider: s.provider, captchaSiteKey: s.siteKey };
    }
    case "analytics": {
      const s = settings as StoreSettings["analytics"];
      const { pixelId: _old, ...others } = row.analyticsSettings;
      return {
        analyticsSettings: {
          ...others,
          censusDisabled: !s.census,
          restrictiveCookies: s.cookieConsentRequired,
          performance: s.performance,
          ...(s.pixelId ? { pixelId: s.pixelId } : {}),
        },
      };
    }
  }
}

/**
 * Writes a namespace's (already checked) settings. The store's currency moves its variants' prices
 * along (the numbers are kept); the order counter is only ever raised, in SQL, so a number paid
 * meanwhile is never given again.
 */
export async function writeStoreSettings(
  db: Db,
  websiteId: string,
  namespace: StoreSettingsNamespace,
  settings: StoreSettings[StoreSettingsNamespace],
): Promise<void> {
  const row = await db.select().from(websites).where(eq(websites.id, websiteId)).get();
  if (!row) throw new Error(`no website ${websiteId}`);
  const update = db
    .update(websites)
    .set(columns(namespace, settings, row))
    .where(eq(websites.id, websiteId));
  if (namespace !== "store") {
    await update;
  } else {
    const s = settings as StoreSettings["store"];
    await db.batch([
      update,
      db
        .update(productVariants)
        .set({ currency: s.currency })
        .where(eq(productVariants.websiteId, websiteId)),
      db.insert(orderCounters).values({ websiteId, lastNumber: 0 }).onConflictDoNothing(),
      db
        .update(orderCounters)
        .set({ lastNumber: sql`MAX(${orderCounters.lastNumber}, ${s.orderNumberStart - 1})` })
        .where(eq(orderCounters.websiteId, websiteId)),
    ]);
  }
  forgetWebsite(websiteId);
}
