// Two sites on two shards (docs/shards.md): alpha on DB (shard 0), beta on DB_SHARD_1, each made
// as sign-up makes a site (the demo template), with one product only it sells.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { newAccountId } from "../../worker/db/owner-accounts";
import { products, productVariants } from "../../worker/db/schema";
import type { ShardName } from "../../worker/db/shards";
import { createSiteOnShard } from "../../worker/owner/create-site";
import { DEMO_SHOP_ID } from "../../worker/seed/demo-data";
import { app } from "../../worker/index";

export interface ShardSite {
  id: string;
  host: string;
  origin: string;
  shard: ShardName;
  product: { itemId: string; sku: string; title: string; urlId: string };
}

const site = (name: string, shard: ShardName, title: string): ShardSite => ({
  id: `site_${name}`,
  host: `${name}.localhost`,
  origin: `http://${name}.localhost`,
  shard,
  product: { itemId: `prd_${name}_only`, sku: `${name.toUpperCase()}-ONLY`, title, urlId: `${name}-only` },
});

export const ALPHA = site("alpha", "DB", "Alpha only lamp");
export const BETA = site("beta", "DB_SHARD_1", "Beta only vase");

export const shardBindingOf = (s: ShardSite): D1Database => (s.shard === "DB" ? env.DB : env.DB_SHARD_1);
export const otherBindingOf = (s: ShardSite): D1Database => (s.shard === "DB" ? env.DB_SHARD_1 : env.DB);

export async function makeSite(s: ShardSite): Promise<void> {
  const placed = await createSiteOnShard(
    env,
    {
      site: { id: s.id, name: s.host.split(".")[0]!, title: `Site ${s.id}` },
      host: s.host,
      template: "demo",
      admin: { id: newAccountId(), email: `owner@${s.host}`, passwordHash: "unused" },
      country: "US",
    },
    s.shard,
  );
  if (placed !== s.shard) throw new Error(`${s.id} not made on ${s.shard}`);
  const db = createDb(shardBindingOf(s));
  await db.insert(products).values({
    id: s.product.itemId,
    websiteId: s.id,
    collectionId: `${s.id}_${DEMO_SHOP_ID}`,
    urlId: s.product.urlId,
    title: s.product.title,
    productType: "PHYSICAL",
  });
  await db.insert(productVariants).values({
    id: `var_${s.product.itemId}`,
    websiteId: s.id,
    productId: s.product.itemId,
    sku: s.product.sku,
    attributes: { Size: "M" },
    priceCents: 2500,
    qtyInStock: 50,
    weightGrams: 300,
  });
}

/** Rows of `table` belonging to `websiteId` in one database, read straight from the binding. */
export async function rowsOf(d1: D1Database, table: string, websiteId: string, column = "website_id") {
  return (await d1
    .prepare(`select count(*) as n from ${table} where ${column} = ?`)
    .bind(websiteId)
    .first<number>("n"))!;
}

/** The owner API token of vitest.config.ts, acting on the host's site. */
export const OWNER = { authorization: "Bearer test-owner-token" };

/** The app on these bindings (the test env with some changed), as Visitor's worker. */
export function workerWith(bindings: Env) {
  return {
    async fetch(request: Request): Promise<Response> {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, bindings, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
  };
}
