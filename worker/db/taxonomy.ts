// The store's tags and categories (product_taxonomy). Products carry the names; every rename,
// merge and removal rewrites the products' arrays in the same batch, so the storefront's filters
// (worker/db/listing.ts) and the content version triggers follow at once. Names found on products
// but not yet in the table (seeded, imported) are adopted when the owner opens the list.
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { MAX_CATEGORIES } from "../catalog-admin/schemas";
import type { Db } from "./client";
import { products, productTaxonomy, type TaxonomyKind } from "./schema";
import { forgetWebsite } from "./website-memo";

const newId = () => `tax_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
const column = (kind: TaxonomyKind) => sql.raw(kind === "tag" ? "tags" : "categories");

export type TaxonomyRow = typeof productTaxonomy.$inferSelect;

/** Insert-or-ignore statements for names a saved product carries. */
export function adoptTaxonomyNames(db: Db, websiteId: string, tags: string[], categories: string[]) {
  const rows = [
    ...tags.map((name) => ({ kind: "tag" as const, name })),
    ...categories.map((name) => ({ kind: "category" as const, name })),
  ].map((r) => ({ id: newId(), websiteId, ...r, nameKey: r.name.toLowerCase() }));
  return rows.length === 0 ? [] : [db.insert(productTaxonomy).values(rows).onConflictDoNothing()];
}

/** Every tag or category of the site, with how many products carry it. */
export async function listTaxonomy(db: Db, websiteId: string, kind: TaxonomyKind) {
  await db.run(sql`INSERT OR IGNORE INTO product_taxonomy (id, website_id, kind, name, name_key)
    SELECT 'tax_' || lower(hex(randomblob(10))), ${websiteId}, ${kind}, value, lower(value)
    FROM (SELECT DISTINCT j.value AS value FROM products p, json_each(p.${column(kind)}) j
          WHERE p.website_id = ${websiteId} AND trim(j.value) <> '')`);
  const rows = await db
    .select()
    .from(productTaxonomy)
    .where(and(eq(productTaxonomy.websiteId, websiteId), eq(productTaxonomy.kind, kind)))
    .orderBy(asc(productTaxonomy.displayIndex), asc(productTaxonomy.nameKey));
  const counts = await db.all<{ name: string; n: number }>(
    sql`SELECT j.value AS name, count(*) AS n FROM products p, json_each(p.${column(kind)}) j
      WHERE p.website_id = ${websiteId} GROUP BY j.value`,
  );
  const byName = new Map(counts.map((r) => [r.name, r.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    type: r.type,
    collectionId: r.collectionId,
    productCount: byName.get(r.name) ?? 0,
  }));
}

async function rowsByIds(db: Db, websiteId: string, kind: TaxonomyKind, ids: string[]) {
  return db
    .select()
    .from(productTaxonomy)
    .where(
      and(
        eq(productTaxonomy.websiteId, websiteId),
        eq(productTaxonomy.kind, kind),
        inArray(productTaxonomy.id, ids),
      ),
    );
}

async function nameTaken(db: Db, websiteId: string, kind: TaxonomyKind, name: string, exceptId?: string) {
  const row = await db
    .select({ id: productTaxonomy.id })
    .from(productTaxonomy)
    .where(
      and(
        eq(productTaxonomy.websiteId, websiteId),
        eq(productTaxonomy.kind, kind),
        eq(productTaxonomy.nameKey, name.toLowerCase()),
      ),
    )
    .get();
  return row !== undefined && row.id !== exceptId;
}

/** Rewrite every product's array on the site: `from` names become `to` (or go, when to is null). */
function rewriteProducts(db: Db, websiteId: string, kind: TaxonomyKind, from: string[], to: string | null) {
  const col = column(kind);
  const list = sql.join(
    from.map((n) => sql`${n}`),
    sql`, `,
  );
  const replaced: SQL =
    to === null
      ? sql`(SELECT json_group_array(value) FROM json_each(products.${col}) WHERE value NOT IN (${list}))`
      : // The target once, where the first merged name stood; no duplicates.
        sql`(SELECT json_group_array(v) FROM (SELECT CASE WHEN value IN (${list}) THEN ${to} ELSE value END AS v,
              min(key) AS k FROM json_each(products.${col}) GROUP BY v ORDER BY k))`;
  return db
    .update(products)
    .set({ [kind === "tag" ? "tags" : "categories"]: replaced, updatedOn: Date.now() })
    .where(
      and(
        eq(products.websiteId, websiteId),
        sql`EXISTS (SELECT 1 FROM json_each(products.${col}) WHERE value IN (${list}))`,
      ),
    );
}

export type TaxonomyOutcome =
  | { kind: "ok"; id: string }
  | { kind: "exists" }
  | { kind: "not-found" }
  | { kind: "parent-not-found" }
  | { kind: "parent-is-self" }
  | { kind: "limit" };

/** A category's parent must be a category of the site and not the category or one inside it. */
async function checkParent(db: Db, websiteId: string, parentId: string | null, selfId?: string) {
  if (parentId === null) return undefined;
  let at: string | null = parentId;
  for (let steps = 0; at !== null && steps <= MAX_CATEGORIES; steps++) {
    if (at === selfId) return "parent-is-self" as const;
    const [row] = await rowsByIds(db, websiteId, "category", [at]);
    if (!row) return "parent-not-found" as const;
    at = row.parentId;
  }
  return undefined;
}

export async function createTaxonomy(
  db: Db,
  websiteId: string,
  kind: TaxonomyKind,
  name: string,
  category: {
    parentId?: string | null;
    collectionId?: string | null;
    type?: "ROOT" | "CHILD";
    pageRendering?: string;
    displayIndex?: number;
  } = {},
): Promise<TaxonomyOutcome> {
  if (await nameTaken(db, websiteId, kind, name)) return { kind: "exists" };
  if (kind === "category") {
    const [row] = await db
      .select({ n: count() })
      .from(productTaxonomy)
      .where(and(eq(productTaxonomy.websiteId, websiteId), eq(productTaxonomy.kind, "category")));
    if ((row?.n ?? 0) >= MAX_CATEGORIES) return { kind: "limit" };
    const problem = await checkParent(db, websiteId, category.parentId ?? null);
    if (problem) return { kind: problem };
  }
  const id = newId();
  try {
    await db.insert(productTaxonomy).values({
      id,
      websiteId,
      kind,
      name,
      nameKey: name.toLowerCase(),
      parentId: category.parentId ?? null,
      collectionId: category.collectionId ?? null,
      type: category.type ?? "CHILD",
      pageRendering: category.pageRendering ?? "LIST_VIEW",
      displayIndex: category.displayIndex ?? 1,
    });
  } catch {
    return { kind: "exists" }; // lost a race on the unique name
  }
  return { kind: "ok", id };
}

/** Rename one (and, for a category, move it under another parent). */
export async function editTaxonomy(
  db: Db,
  websiteId: string,
  kind: TaxonomyKind,
  id: string,
  name: string,
  parentId?: string | null,
): Promise<TaxonomyOutcome> {
  const [row] = await rowsByIds(db, websiteId, kind, [id]);
  if (!row) return { kind: "not-found" };
  if (await nameTaken(db, websiteId, kind, name, id)) return { kind: "exists" };
  if (kind === "category" && parentId !== undefined) {
    const problem = await checkParent(db, websiteId, parentId, id);
    if (problem) return { kind: problem };
  }
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(productTaxonomy)
      .set({
        name,
        nameKey: name.toLowerCase(),
        ...(kind === "category" && parentId !== undefined ? { parentId } : {}),
      })
      .where(eq(productTaxonomy.id, id)),
  ];
  if (row.name !== name) statements.push(rewriteProducts(db, websiteId, kind, [row.name], name));
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  forgetWebsite(websiteId);
  return { kind: "ok", id };
}

/** Merge `ids` into `intoId`: products carry the target instead; children move to it. */
export async function mergeTaxonomy(
  db: Db,
  websiteId: string,
  kind: TaxonomyKind,
  ids: string[],
  intoId: string,
): Promise<TaxonomyOutcome> {
  const rows = await rowsByIds(db, websiteId, kind, [...new Set([...ids, intoId])]);
  const target = rows.find((r) => r.id === intoId);
  if (!target || rows.length !== new Set([...ids, intoId]).size) return { kind: "not-found" };
  const sources = rows.filter((r) => r.id !== intoId);
  const sourceIds = sources.map((r) => r.id);
  if (sources.length === 0) return { kind: "ok", id: intoId };
  await db.batch([
    rewriteProducts(
      db,
      websiteId,
      kind,
      sources.map((r) => r.name),
      target.name,
    ),
    db
      .update(productTaxonomy)
      .set({ parentId: intoId })
      .where(and(eq(productTaxonomy.websiteId, websiteId), inArray(productTaxonomy.parentId, sourceIds))),
    // A target that sat inside a merged category moves up to where that category was.
    db
      .update(productTaxonomy)
      .set({ parentId: sources.find((s) => s.id === target.parentId)?.parentId ?? target.parentId })
      .where(eq(productTaxonomy.id, intoId)),
    db.delete(productTaxonomy).where(inArray(productTaxonomy.id, sourceIds)),
  ]);
  forgetWebsite(websiteId);
  return { kind: "ok", id: intoId };
}

/** Remove `ids` from the store and from every product; a removed category's children move up. */
export async function removeTaxonomy(
  db: Db,
  websiteId: string,
  kind: TaxonomyKind,
  ids: string[],
): Promise<TaxonomyOutcome> {
  const rows = await rowsByIds(db, websiteId, kind, ids);
  if (rows.length !== new Set(ids).size) return { kind: "not-found" };
  const removed = new Set(ids);
  // Each child's new parent: the nearest ancestor that stays.
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const survivingParent = (id: string | null): string | null => {
    let at = id;
    for (let i = 0; at !== null && removed.has(at) && i <= MAX_CATEGORIES; i++) at = parentOf.get(at) ?? null;
    return at;
  };
  const moves = rows.map((r) =>
    db
      .update(productTaxonomy)
      .set({ parentId: survivingParent(r.parentId) })
      .where(and(eq(productTaxonomy.websiteId, websiteId), eq(productTaxonomy.parentId, r.id))),
  );
  await db.batch([
    rewriteProducts(
      db,
      websiteId,
      kind,
      rows.map((r) => r.name),
      null,
    ),
    ...moves,
    db.delete(productTaxonomy).where(inArray(productTaxonomy.id, ids)),
  ]);
  forgetWebsite(websiteId);
  return { kind: "ok", id: ids[0]! };
}
