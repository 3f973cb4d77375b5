// A second website with a products collection at the spec's limit of 200 products (section 9),
// for benchmarks and tests of listings at full size. Inserted idempotently like the demo store;
// it answers on large.localhost (browsers resolve *.localhost to this machine) and is seeded on
// the first request to that host, on shard 0 (docs/shards.md).
import type { Db } from "../db/client";
import {
  collections,
  imageAssets,
  products,
  productVariants,
  siteDirectory,
  websiteHosts,
  websites,
} from "../db/schema";
import { PRIMARY_SHARD } from "../db/shards";
import { insertChunks } from "./demo";
import { LARGE_HOSTS, largeCatalogueRows } from "./large-catalogue-data";

export {
  LARGE_HOSTS,
  LARGE_PRODUCT_COUNT,
  LARGE_WEBSITE_ID,
  largeCatalogueRows,
} from "./large-catalogue-data";

export function isLargeCatalogueHost(host: string): boolean {
  return (LARGE_HOSTS as readonly string[]).includes(host);
}

/**
 * Seeds the large catalogue (its first `count` products) once; safe to call concurrently and again
 * (existing rows are kept).
 */
export async function ensureLargeCatalogueSeed(db: Db, count?: number): Promise<void> {
  const rows = largeCatalogueRows(count);
  const [first, ...rest] = [
    db.insert(websites).values(rows.website).onConflictDoNothing(),
    ...insertChunks(db, websiteHosts, rows.hosts),
    // Its hosts in the site directory: the seed lives on shard 0 (docs/shards.md).
    ...insertChunks(
      db,
      siteDirectory,
      rows.hosts.map(({ host, websiteId }) => ({ host, websiteId, shard: PRIMARY_SHARD })),
    ),
    ...insertChunks(db, collections, rows.collections),
    ...insertChunks(db, products, rows.products),
    ...insertChunks(db, imageAssets, rows.images),
    ...insertChunks(db, productVariants, rows.variants),
  ];
  await db.batch([first, ...rest]);
}
