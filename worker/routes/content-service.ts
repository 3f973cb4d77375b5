// The product creation flow's content-service calls (spec sections 3, 4 and 7), under
// /api/content-service/product/1.1:
//   POST /websites/{websiteId}/products  {navigationTitle, title, urlId, description, enabled}
//        -> 201 {id, urlId, title, navigationTitle, description, enabled, fullUrl}   a product collection
//   POST /websites/{websiteId}/products/{collectionId}/categories
//        {displayName, parentCategoryId, type, pageRendering, displayIndex} -> 201 {id, ...}
// The flow: create the collection, then its ROOT category (parentCategoryId none, LIST_VIEW,
// displayIndex 1), then optionally add it to the main navigation. The spec leaves the answers
// unshown; these echo what was stored with its id. The urlId follows the slug rule of section 5
// when left empty or taken. {websiteId} must be this host's site (404 otherwise).
import { Hono, type Context } from "hono";
import {
  COLLECTION_NOT_FOUND,
  alreadyExists,
  CATEGORY_LIMIT,
  PARENT_NOT_FOUND,
  PARENT_IS_SELF,
  WRONG_WEBSITE,
} from "../catalog-admin/messages";
import { categoryCreateBody, collectionCreateBody } from "../catalog-admin/schemas";
import { createProductCollection, productCollectionExists } from "../db/product-collections";
import { createTaxonomy } from "../db/taxonomy";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";

const thisSite = (c: Context<AppEnv>) => c.req.param("websiteId") === c.get("website").id;

export const contentService = new Hono<AppEnv>()
  .post(
    "/websites/:websiteId/products",
    requirePermission("products:write"),
    requireJson,
    limitBody(),
    validate("json", collectionCreateBody),
    async (c) => {
      if (!thisSite(c)) return apiError(c, 404, WRONG_WEBSITE);
      const collection = await createProductCollection(c.get("db"), c.get("website").id, c.req.valid("json"));
      return c.json(collection, 201);
    },
  )
  .post(
    "/websites/:websiteId/products/:collectionId/categories",
    requirePermission("products:write"),
    requireJson,
    limitBody(),
    validate("json", categoryCreateBody),
    async (c) => {
      if (!thisSite(c)) return apiError(c, 404, WRONG_WEBSITE);
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const collectionId = c.req.param("collectionId");
      if (!(await productCollectionExists(db, websiteId, collectionId))) {
        return apiError(c, 404, COLLECTION_NOT_FOUND);
      }
      const body = c.req.valid("json");
      const type = body.parentCategoryId === null ? "ROOT" : "CHILD";
      const outcome = await createTaxonomy(db, websiteId, "category", body.displayName, {
        parentId: body.parentCategoryId,
        collectionId,
        type,
        pageRendering: body.pageRendering,
        displayIndex: body.displayIndex,
      });
      switch (outcome.kind) {
        case "ok":
          return c.json({ id: outcome.id, collectionId, ...body, type }, 201);
        case "exists":
          return apiError(c, 409, alreadyExists("category"));
        case "limit":
          return apiError(c, 409, CATEGORY_LIMIT);
        case "parent-is-self":
          return apiError(c, 400, PARENT_IS_SELF);
        default:
          return apiError(c, 400, PARENT_NOT_FOUND);
      }
    },
  );
