// The panel home's figures for today (UTC days, as the analytics dashboard counts them): orders
// paid and their sales (test orders counted, and said how many: a store in test mode, and every
// local one, takes only those), visits from the daily rollups, and the variants lowest in stock. No HTTP; routes/owner-setup.ts asks for the parts the
// owner's role may read.
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { analyticsRollups, orders, products, productVariants } from "./schema";

/** A variant with at most this many units is "low" (the product page's scarcity default too). */
export const LOW_STOCK_UNITS = 5;
export const LOW_STOCK_SHOWN = 5;

export interface TodaysSales {
  orders: number;
  /** How many of `orders` were paid in test mode. */
  testOrders: number;
  /** Per currency, most sales first (a store normally has one). */
  sales: { currency: string; cents: number }[];
}

export async function todaysSales(db: Db, websiteId: string, dayStart: number): Promise<TodaysSales> {
  const rows = await db
    .select({
      currency: orders.currency,
      orders: sql<number>`count(*)`,
      testOrders: sql<number>`sum(${orders.testMode})`,
      cents: sql<number>`sum(${orders.grandTotalCents})`,
    })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), gte(orders.paidOn, dayStart)))
    .groupBy(orders.currency)
    .all();
  return {
    orders: rows.reduce((n, r) => n + r.orders, 0),
    testOrders: rows.reduce((n, r) => n + r.testOrders, 0),
    sales: rows.map((r) => ({ currency: r.currency, cents: r.cents })).sort((a, b) => b.cents - a.cents),
  };
}

export async function todaysVisits(db: Db, websiteId: string, dayStart: number): Promise<number> {
  const row = await db
    .select({ count: analyticsRollups.count })
    .from(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.websiteId, websiteId),
        eq(analyticsRollups.period, "day"),
        eq(analyticsRollups.bucket, dayStart),
        eq(analyticsRollups.metric, "visits"),
        eq(analyticsRollups.dimension, ""),
      ),
    )
    .get();
  return row?.count ?? 0;
}

/** Variants with a counted stock of at most LOW_STOCK_UNITS, fewest first. */
export const lowStock = (db: Db, websiteId: string) =>
  db
    .select({
      productId: products.id,
      title: products.title,
      sku: productVariants.sku,
      attributes: productVariants.attributes,
      qtyInStock: productVariants.qtyInStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.websiteId, websiteId),
        eq(productVariants.unlimited, false),
        lte(productVariants.qtyInStock, LOW_STOCK_UNITS),
      ),
    )
    .orderBy(asc(productVariants.qtyInStock), asc(products.title), asc(productVariants.position))
    .limit(LOW_STOCK_SHOWN)
    .all();
