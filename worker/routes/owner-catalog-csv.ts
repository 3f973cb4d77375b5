// Products as CSV, under /api/owner/catalog:
//   GET  /products/export.csv                        -> text/csv, one row per variant   (products:read)
//   POST /products/import?collectionId=<id>  text/csv -> {format, created, updated}     (products:write)
// The import reads our own export, a Squarespace product export or a Shopify product export
// (worker/catalog-admin/product-csv.ts). Every product of the file is checked by the editor's
// schema before anything is stored; a bad one answers 400 'Line N: ...' and stores nothing. A
// product id of this site updates that product (its stock through the history, reason "Import");
// anything else is created in the chosen store page, at most 200 per page.
import { Hono } from "hono";
import { z } from "zod";
import { COLLECTION_NOT_FOUND, PRODUCT_LIMIT, skuTaken, URL_SLUG_TAKEN } from "../catalog-admin/messages";
import { exportRows, importRows, MISSING_DATA } from "../catalog-admin/product-csv";
import { parseCsv, toCsv } from "../catalog-admin/csv";
import { MAX_PRODUCTS_PER_COLLECTION, productBody, type ProductInput } from "../catalog-admin/schemas";
import { exportCatalog, ownProducts } from "../db/owner-catalog";
import { productCollectionExists } from "../db/product-collections";
import { countInCollection, saveProduct } from "../db/product-editor";
import { setStock } from "../db/stock";
import { dispatchEmails } from "../email/dispatch";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { invalidField } from "../http/messages";
import { ownerActor, requirePermission } from "../http/owner";
import { limitBody, validate } from "../http/validation";

export const MAX_IMPORT_BYTES = 1_000_000;
export const CSV_REQUIRED = "Send the file as text/csv.";
export const CSV_UNREADABLE = "This file could not be read as CSV.";

const importQuery = z.object({
  collectionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a store page."),
});

export const ownerCatalogCsv = new Hono<AppEnv>()
  .get("/products/export.csv", requirePermission("products:read"), async (c) => {
    const rows = exportRows(await exportCatalog(c.get("db"), c.get("website").id));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="products.csv"');
    return c.body(toCsv(rows) + "\r\n", 200);
  })
  .post(
    "/products/import",
    requirePermission("products:write"),
    limitBody(MAX_IMPORT_BYTES),
    validate("query", importQuery),
    async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "text/csv") return apiError(c, 415, CSV_REQUIRED);
      const rows = parseCsv(await c.req.text());
      if (!rows) return apiError(c, 400, CSV_UNREADABLE);
      const read = importRows(rows);
      if (!read.ok) return apiError(c, 400, read.message);
      if (read.products.length === 0) return apiError(c, 400, MISSING_DATA);

      const db = c.get("db");
      const websiteId = c.get("website").id;
      const { collectionId } = c.req.valid("query");
      if (!(await productCollectionExists(db, websiteId, collectionId))) {
        return apiError(c, 404, COLLECTION_NOT_FOUND);
      }
      const own = await ownProducts(
        db,
        websiteId,
        read.products.flatMap((p) => (p.productId ? [p.productId] : [])),
      );
      // Check every product before storing any.
      const checked: { productId?: string; input: ProductInput; line: number }[] = [];
      for (const p of read.products) {
        const variantIdsOfProduct = p.productId ? own.get(p.productId) : undefined;
        const variants = p.body.variants.map((v, i) => {
          const id = p.variantIds[i];
          return id && variantIdsOfProduct?.has(id) ? { ...v, id } : v;
        });
        const parsed = productBody.safeParse({ ...p.body, variants, collectionId });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const missing = issue.path[0] === "variants" && issue.path.at(-1) === "priceCents";
          return apiError(
            c,
            400,
            `Line ${p.line}: ${missing ? MISSING_DATA : invalidField(issue.path, issue.message)}`,
          );
        }
        checked.push({
          ...(variantIdsOfProduct ? { productId: p.productId! } : {}),
          input: parsed.data,
          line: p.line,
        });
      }
      const created = checked.filter((p) => !p.productId).length;
      if ((await countInCollection(db, websiteId, collectionId)) + created > MAX_PRODUCTS_PER_COLLECTION) {
        return apiError(c, 409, PRODUCT_LIMIT);
      }

      const actor = await ownerActor(c);
      const emails: string[] = [];
      let done = 0;
      for (const p of checked) {
        const outcome = await saveProduct(db, websiteId, p.productId, p.input, actor);
        if (outcome.kind !== "saved") {
          const why =
            outcome.kind === "sku-taken"
              ? skuTaken(outcome.sku)
              : outcome.kind === "url-taken"
                ? URL_SLUG_TAKEN
                : outcome.kind === "collection-full"
                  ? PRODUCT_LIMIT
                  : MISSING_DATA;
          // Products before this line are stored; say so, so the owner knows where to resume.
          return apiError(c, 409, `Line ${p.line}: ${why} The ${done} products before it were saved.`);
        }
        done++;
        // An existing variant's stock is not set by a save: the file's level goes through the history.
        for (const v of p.input.variants) {
          if (!v.id || v.unlimited) continue;
          const rise = await setStock(db, websiteId, v.id, v.qtyInStock, Date.now(), {
            actor,
            reason: "Import",
          });
          emails.push(...(rise?.restockEmailIds ?? []));
        }
      }
      await dispatchEmails(c.env.EMAILS, emails);
      return c.json({ format: read.format, created, updated: checked.length - created }, 200);
    },
  );
