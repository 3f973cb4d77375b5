// The panel home's setup checklist, read from the site's real state (docs/sign-up.md):
//   product:  the site has a product;
//   shipping: it has an enabled shipping rate (db/shipping-readiness.ts);
//   page:     a page has been published in the site builder (a live layout; a new site's greeting
//             page has none until its owner publishes it);
//   order:    an order has been placed (one with a number; test mode or not).
// And the site's latest placed orders, for the home once the list is done.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "./client";
import { collections, CollectionType, orders, products } from "./schema";
import { hasEnabledShippingRate } from "./shipping-readiness";

export interface SetupChecklist {
  product: boolean;
  shipping: boolean;
  page: boolean;
  order: boolean;
}

const exists = async (query: { get(): Promise<unknown> }) => (await query.get()) !== undefined;

export async function setupChecklist(db: Db, websiteId: string): Promise<SetupChecklist> {
  const [product, shipping, page, order] = await Promise.all([
    exists(db.select({ id: products.id }).from(products).where(eq(products.websiteId, websiteId)).limit(1)),
    hasEnabledShippingRate(db, websiteId),
    exists(
      db
        .select({ id: collections.id })
        .from(collections)
        .where(
          and(
            eq(collections.websiteId, websiteId),
            eq(collections.type, CollectionType.PAGE),
            isNotNull(collections.document),
          ),
        )
        .limit(1),
    ),
    exists(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.websiteId, websiteId), isNotNull(orders.number)))
        .limit(1),
    ),
  ]);
  return { product, shipping, page, order };
}

/** The site's latest placed orders, newest first. */
export const recentOrders = (db: Db, websiteId: string, limit: number) =>
  db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      status: orders.status,
      testMode: orders.testMode,
      currency: orders.currency,
      grandTotalCents: orders.grandTotalCents,
      createdOn: orders.createdOn,
    })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), isNotNull(orders.number)))
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(limit)
    .all();
