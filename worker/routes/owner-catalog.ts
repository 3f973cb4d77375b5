// The owner's products, stock, categories and tags, under /api/owner/catalog:
//   GET  /collections                               -> {websiteId, collections} (products:read)
//   GET  /products/:productId                       -> {product}                (products:read)
//   POST /products            productBody           -> 201 {productId, urlId, fullUrl}  (products:write)
//   PUT  /products/:productId productBody           -> {productId, urlId, fullUrl}      (products:write)
//   DELETE /products/:productId                    -> 204                      (products:write)
//   POST /products/bulk       {productIds, published?, priceCents?, qtyInStock?}       (products:write;
//                                                      a stock change also inventory:write)
//   GET  /variants/:variantId/stock-adjustments     -> {adjustments}            (products:read)
//   POST /variants/:variantId/stock-adjustments {delta | qtyInStock, reason} -> {variantId, qtyInStock}
//                                                                               (inventory:write)
//   GET  /tags | /categories                        -> {items}                  (products:read)
//   POST /tags | /categories  {name[, parentId]}    -> 201 {id}                 (products:write)
//   PUT  /tags | /categories  {ids, name[, parentId]}: exactly one id           (products:write)
//   POST /tags/merge | /categories/merge {ids, intoId}                          (products:write)
//   POST /tags/remove | /categories/remove {ids}                                (products:write)
// Every answer is private; bodies are JSON checked by the schemas in worker/catalog-admin/.
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  alreadyExists,
  CATEGORY_LIMIT,
  COLLECTION_NOT_FOUND,
  MERGE_NEEDS_TWO,
  oneAtATime,
  PARENT_IS_SELF,
  PARENT_NOT_FOUND,
  PRODUCT_LIMIT,
  PRODUCT_NOT_FOUND,
  selectSome,
  skuTaken,
  STOCK_BELOW_ZERO,
  STOCK_UNLIMITED,
  taxonomyNotFound,
  URL_SLUG_TAKEN,
  variantNotFound,
} from "../catalog-admin/messages";
import {
  bulkEditBody,
  categoryName,
  productBody,
  stockAdjustmentBody,
  tagName,
} from "../catalog-admin/schemas";
import { bulkEdit, listProductCollections, stockHistory } from "../db/owner-catalog";
import { deleteProduct, loadOwnerProduct, saveProduct, type SaveOutcome } from "../db/product-editor";
import { adjustStock, setStock } from "../db/stock";
import {
  createTaxonomy,
  editTaxonomy,
  listTaxonomy,
  mergeTaxonomy,
  removeTaxonomy,
  type TaxonomyOutcome,
} from "../db/taxonomy";
import type { TaxonomyKind } from "../db/schema";
import { dispatchEmails } from "../email/dispatch";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerActor, ownerSession, requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { PERMISSION_DENIED } from "../owner/messages";
import { can } from "../owner/permissions";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A product with 100 variants and 20 images fits. */
const PRODUCT_BODY_BYTES = 128 * 1024;

function answerSave(c: Context<AppEnv>, outcome: SaveOutcome, created: boolean) {
  switch (outcome.kind) {
    case "saved": {
      const { kind: _, ...saved } = outcome;
      return c.json(saved, created ? 201 : 200);
    }
    case "collection-not-found":
      return apiError(c, 404, COLLECTION_NOT_FOUND);
    case "collection-full":
      return apiError(c, 409, PRODUCT_LIMIT);
    case "not-found":
      return apiError(c, 404, PRODUCT_NOT_FOUND);
    case "url-taken":
      return apiError(c, 409, URL_SLUG_TAKEN);
    case "sku-taken":
      return apiError(c, 409, skuTaken(outcome.sku));
    case "unknown-variant":
      return apiError(c, 400, variantNotFound(outcome.variantId));
    case "bad-photo":
      return apiError(c, 400, outcome.message);
  }
}

function answerTaxonomy(
  c: Context<AppEnv>,
  tagType: TaxonomyKind,
  outcome: TaxonomyOutcome,
  status: 200 | 201,
) {
  switch (outcome.kind) {
    case "ok":
      return c.json({ id: outcome.id }, status);
    case "exists":
      return apiError(c, 409, alreadyExists(tagType));
    case "not-found":
      return apiError(c, 404, taxonomyNotFound(tagType));
    case "parent-not-found":
      return apiError(c, 400, PARENT_NOT_FOUND);
    case "parent-is-self":
      return apiError(c, 400, PARENT_IS_SELF);
    case "limit":
      return apiError(c, 409, CATEGORY_LIMIT);
  }
}

const ids = (tagType: TaxonomyKind) =>
  z.array(z.string().regex(ID), selectSome(tagType)).min(1, selectSome(tagType)).max(10_000);
const parentId = z.string().regex(ID).nullable().optional();

/** The five taxonomy calls of one kind; the messages name the kind ('This tag already exists'). */
function taxonomyRoutes(tagType: TaxonomyKind) {
  const name = tagType === "tag" ? tagName : categoryName;
  const site = (c: Context<AppEnv>) => [c.get("db"), c.get("website").id] as const;
  return new Hono<AppEnv>()
    .get("/", requirePermission("products:read"), async (c) =>
      c.json({ items: await listTaxonomy(...site(c), tagType) }, 200),
    )
    .post(
      "/",
      requirePermission("products:write"),
      requireJson,
      limitBody(),
      validate("json", z.object({ name, parentId })),
      async (c) => {
        const body = c.req.valid("json");
        const outcome = await createTaxonomy(...site(c), tagType, body.name, {
          parentId: body.parentId ?? null,
        });
        return answerTaxonomy(c, tagType, outcome, 201);
      },
    )
    .put(
      "/",
      requirePermission("products:write"),
      requireJson,
      limitBody(),
      // The panel edits what is selected: more than one selected is refused in the spec's words.
      validate("json", z.object({ ids: ids(tagType), name, parentId })),
      async (c) => {
        const body = c.req.valid("json");
        if (body.ids.length > 1) return apiError(c, 400, oneAtATime(tagType));
        const outcome = await editTaxonomy(...site(c), tagType, body.ids[0]!, body.name, body.parentId);
        return answerTaxonomy(c, tagType, outcome, 200);
      },
    )
    .post(
      "/merge",
      requirePermission("products:write"),
      requireJson,
      limitBody(512 * 1024),
      validate("json", z.object({ ids: ids(tagType), intoId: z.string().regex(ID) })),
      async (c) => {
        const body = c.req.valid("json");
        if (new Set([...body.ids, body.intoId]).size < 2) return apiError(c, 400, MERGE_NEEDS_TWO);
        return answerTaxonomy(
          c,
          tagType,
          await mergeTaxonomy(...site(c), tagType, body.ids, body.intoId),
          200,
        );
      },
    )
    .post(
      "/remove",
      requirePermission("products:write"),
      requireJson,
      limitBody(512 * 1024),
      validate("json", z.object({ ids: ids(tagType) })),
      async (c) => {
        const body = c.req.valid("json");
        return answerTaxonomy(c, tagType, await removeTaxonomy(...site(c), tagType, body.ids), 200);
      },
    );
}

export const ownerCatalog = new Hono<AppEnv>()
  .get("/collections", requirePermission("products:read"), async (c) => {
    const collections = await listProductCollections(c.get("db"), c.get("website").id);
    // The creation flow's content-service calls name the site in their path.
    return c.json({ websiteId: c.get("website").id, collections }, 200);
  })
  .get("/products/:productId", requirePermission("products:read"), async (c) => {
    const productId = c.req.param("productId");
    const product = ID.test(productId)
      ? await loadOwnerProduct(c.get("db"), c.get("website").id, productId)
      : undefined;
    if (!product) return apiError(c, 404, PRODUCT_NOT_FOUND);
    return c.json({ product }, 200);
  })
  .post(
    "/products",
    requirePermission("products:write"),
    requireJson,
    limitBody(PRODUCT_BODY_BYTES),
    validate("json", productBody),
    async (c) => {
      const outcome = await saveProduct(
        c.get("db"),
        c.get("website").id,
        undefined,
        c.req.valid("json"),
        await ownerActor(c),
      );
      return answerSave(c, outcome, true);
    },
  )
  .post(
    "/products/bulk",
    requirePermission("products:write"),
    requireJson,
    limitBody(),
    validate("json", bulkEditBody),
    async (c) => {
      const body = c.req.valid("json");
      if (body.qtyInStock !== undefined) {
        const session = await ownerSession(c);
        if (session && !can(session.role, "inventory:write")) return apiError(c, 403, PERMISSION_DENIED);
      }
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const outcome = await bulkEdit(db, websiteId, body);
      if (outcome.missing) return apiError(c, 404, PRODUCT_NOT_FOUND);
      const emails: string[] = [];
      if (body.qtyInStock !== undefined) {
        const actor = await ownerActor(c);
        for (const variantId of outcome.limitedVariantIds) {
          const rise = await setStock(db, websiteId, variantId, body.qtyInStock, Date.now(), {
            actor,
            reason: "Bulk edit",
          });
          emails.push(...(rise?.restockEmailIds ?? []));
        }
        await dispatchEmails(c.env.EMAILS, emails);
      }
      return c.json({ updated: outcome.updated }, 200);
    },
  )
  .put(
    "/products/:productId",
    requirePermission("products:write"),
    requireJson,
    limitBody(PRODUCT_BODY_BYTES),
    validate("json", productBody),
    async (c) => {
      const productId = c.req.param("productId");
      if (!ID.test(productId)) return apiError(c, 404, PRODUCT_NOT_FOUND);
      const outcome = await saveProduct(
        c.get("db"),
        c.get("website").id,
        productId,
        c.req.valid("json"),
        await ownerActor(c),
      );
      return answerSave(c, outcome, false);
    },
  )
  .delete("/products/:productId", requirePermission("products:write"), async (c) => {
    const productId = c.req.param("productId");
    const removed = ID.test(productId) && (await deleteProduct(c.get("db"), c.get("website").id, productId));
    if (!removed) return apiError(c, 404, PRODUCT_NOT_FOUND);
    return c.body(null, 204);
  })
  .get("/variants/:variantId/stock-adjustments", requirePermission("products:read"), async (c) => {
    const variantId = c.req.param("variantId");
    const history = ID.test(variantId)
      ? await stockHistory(c.get("db"), c.get("website").id, variantId)
      : undefined;
    if (!history) return apiError(c, 404, variantNotFound(variantId));
    return c.json(history, 200);
  })
  .post(
    "/variants/:variantId/stock-adjustments",
    requirePermission("inventory:write"),
    requireJson,
    limitBody(),
    validate("json", stockAdjustmentBody),
    async (c) => {
      const variantId = c.req.param("variantId");
      if (!ID.test(variantId)) return apiError(c, 404, variantNotFound(variantId));
      const body = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const record = { actor: await ownerActor(c), reason: body.reason };
      if (body.qtyInStock !== undefined) {
        const rise = await setStock(db, websiteId, variantId, body.qtyInStock, Date.now(), record);
        if (!rise) return apiError(c, 404, variantNotFound(variantId));
        await dispatchEmails(c.env.EMAILS, rise.restockEmailIds);
        return c.json({ variantId, qtyInStock: body.qtyInStock }, 200);
      }
      const outcome = await adjustStock(db, websiteId, variantId, body.delta!, record);
      switch (outcome.kind) {
        case "not-found":
          return apiError(c, 404, variantNotFound(variantId));
        case "unlimited":
          return apiError(c, 409, STOCK_UNLIMITED);
        case "below-zero":
          return apiError(c, 409, STOCK_BELOW_ZERO);
        case "adjusted":
          // The outbox rows are committed; a failed queue send is repaired by the sweep.
          await dispatchEmails(c.env.EMAILS, outcome.restockEmailIds);
          return c.json({ variantId, qtyInStock: outcome.qtyInStock }, 200);
      }
    },
  )
  .route("/tags", taxonomyRoutes("tag"))
  .route("/categories", taxonomyRoutes("category"));
