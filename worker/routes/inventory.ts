// Inventory call (spec section 7): GET commerce/inventory/stock/ under the API root.
//   GET /api/commerce/inventory/stock/?itemId=<productId>[&itemId=...|,<productId>...]
//     -> { results: [{ itemId, variantId, sku, unlimited, qtyInStock }] }, one per variant
// Stock must be fresh: answered `private, no-store` and never edge-cached.
// Ours (the spec names the owner's inventory panel only):
//   PUT /api/commerce/inventory/variants/{variantId}  {qtyInStock} -> { variantId, qtyInStock }  (owner)
// Stock going from 0 to above 0 sends the automatic restock emails when the site has them on.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { findStock } from "../db/inventory";
import { setStock } from "../db/stock";
import { dispatchEmails } from "../email/dispatch";
import { ownerActor, requirePermission } from "../http/owner";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import {
  ITEM_ID_MALFORMED,
  ITEM_ID_REQUIRED,
  productNotFound,
  TOO_MANY_ITEM_IDS,
  variantNotFoundOnSite,
} from "../http/messages";
import { limitBody, requireJson, validate } from "../http/validation";

export const MAX_ITEM_IDS = 50;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const stockQuery = z.object({
  itemId: z
    .union([z.string(), z.array(z.string())], { error: ITEM_ID_REQUIRED })
    .transform((value) => [
      ...new Set(
        [value]
          .flat()
          .flatMap((part) => part.split(","))
          .map((id) => id.trim())
          .filter((id) => id !== ""),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(PRODUCT_ID, { error: ITEM_ID_MALFORMED }))
        .min(1, { error: ITEM_ID_REQUIRED })
        .max(MAX_ITEM_IDS, { error: TOO_MANY_ITEM_IDS }),
    ),
});

const stock = validate("query", stockQuery);

/** A stock level: a whole number of units (the CHECK on product_variants refuses negatives too). */
const stockUpdate = z.object({ qtyInStock: z.number().int().min(0).max(1_000_000_000) });

async function answerStock(c: Context<AppEnv, string, { out: { query: z.output<typeof stockQuery> } }>) {
  c.header("Cache-Control", "private, no-store");
  const { itemId } = c.req.valid("query");
  const { results, missing } = await findStock(c.get("db"), c.get("website").id, itemId);
  if (missing.length > 0) return apiError(c, 404, productNotFound(missing[0]!));
  return c.json({ results }, 200);
}

// The spec's path ends in a slash; the bare path answers the same.
export const inventory = new Hono<AppEnv>()
  .get("/stock/", stock, (c) => answerStock(c))
  .get("/stock", stock, (c) => answerStock(c))
  .put(
    "/variants/:variantId",
    requirePermission("inventory:write"),
    requireJson,
    limitBody(),
    validate("json", stockUpdate),
    async (c) => {
      const variantId = c.req.param("variantId");
      const { qtyInStock } = c.req.valid("json");
      const changed = PRODUCT_ID.test(variantId)
        ? await setStock(c.get("db"), c.get("website").id, variantId, qtyInStock, Date.now(), {
            actor: await ownerActor(c),
            reason: "Stock set",
          })
        : undefined;
      if (!changed) return apiError(c, 404, variantNotFoundOnSite(variantId));
      // The outbox rows are committed; a failed queue send is repaired by the sweep.
      await dispatchEmails(c.env.EMAILS, changed.restockEmailIds);
      return c.json({ variantId, qtyInStock }, 200);
    },
  );
