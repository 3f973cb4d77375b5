// Loads the demo store into D1. Idempotent: fixed ids and ON CONFLICT DO NOTHING, all in one atomic
// batch, so concurrent first requests, `npm run dev`, `wrangler dev` and tests can all call it, and
// it never overwrites what the store has changed since (stock sold, prices edited).
import { getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { PRIMARY_SHARD } from "../db/shards";
import {
  collections,
  contentComments,
  contentItems,
  coupons,
  forms,
  imageAssets,
  productReviews,
  products,
  productVariants,
  shippingRates,
  shippingZones,
  siteDirectory,
  taxRules,
  websiteHosts,
  websites,
} from "../db/schema";
import { demoBlogCollections, demoBlogComments, demoBlogItems } from "./demo-blog";
import { demoForms } from "./demo-forms";
import { demoReviews } from "./demo-reviews";
import { demoCoupons, demoShippingRates, demoShippingZones, demoTaxRules } from "./demo-pricing";
import { demoCollections, demoHosts, demoImages, demoProducts, demoVariants, demoWebsite } from "./demo-data";

// D1 binds at most 100 parameters per statement.
const MAX_BOUND_PARAMETERS = 100;

/** Inserts of `rows` that skip existing ones, split to stay under D1's parameter limit. */
export function insertChunks<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
): BatchItem<"sqlite">[] {
  // drizzle binds a value (or the column default) for every column of every row.
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(
      db
        .insert(table)
        .values(rows.slice(i, i + perStatement))
        .onConflictDoNothing(),
    );
  }
  return statements;
}

export async function ensureDemoSeed(db: Db, now = Date.now()): Promise<void> {
  const [first, ...rest] = [
    db.insert(websites).values(demoWebsite).onConflictDoNothing(),
    ...insertChunks(db, websiteHosts, demoHosts),
    // The demo store stays on shard 0 (docs/shards.md).
    ...insertChunks(
      db,
      siteDirectory,
      demoHosts.map(({ host, websiteId }) => ({ host, websiteId, shard: PRIMARY_SHARD })),
    ),
    ...insertChunks(db, collections, demoCollections),
    ...insertChunks(db, products, demoProducts),
    ...insertChunks(db, imageAssets, demoImages),
    ...insertChunks(db, productVariants, demoVariants),
    ...insertChunks(db, forms, demoForms),
    ...insertChunks(db, coupons, demoCoupons),
    ...insertChunks(db, shippingZones, demoShippingZones),
    ...insertChunks(db, shippingRates, demoShippingRates),
    ...insertChunks(db, taxRules, demoTaxRules),
    ...insertChunks(db, collections, demoBlogCollections),
    ...insertChunks(db, contentItems, demoBlogItems(now)),
    ...insertChunks(db, contentComments, demoBlogComments(now)),
    ...insertChunks(db, productReviews, demoReviews(now)),
  ];
  await db.batch([first, ...rest]);
}
