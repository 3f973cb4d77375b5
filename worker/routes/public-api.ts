// The public REST API, version 1, under /api/public/v1 (docs/public-api.md). Scripts and other
// services call it with `Authorization: Bearer <key>` (a key the owner made in the panel); every
// call names the scope it needs (worker/public-api/auth.ts). Lists are keyset pages:
//   GET /products?cursor&limit               -> ProductPage          (products:read)
//   GET /inventory?cursor&limit              -> StockPage            (inventory:read)
//   GET /inventory/{variantId}               -> StockLevel           (inventory:read)
//   PUT /inventory/{variantId} {qtyInStock}  -> StockLevel           (inventory:write)
//   GET /orders?cursor&limit                 -> OrderPage            (orders:read)
//   GET /forms?cursor&limit                  -> FormPage             (forms:read)
//   GET /forms/{formId}/submissions?cursor&limit -> FormSubmissionPage (forms:read)
//   GET|POST /taxes, PUT|DELETE /taxes/{taxRateId}, PUT /taxes/settings (taxes:read, taxes:write; tax-rates.ts)
//   POST /forms {FormSettings}               -> 201 BuiltForm        (forms:write)
//   PUT /forms/{formId} {FormSettings}       -> BuiltForm            (forms:write)
//   /shipping/zones, /shipping/rates (shipping:read, shipping:write; worker/routes/shipping.ts)
//   GET /openapi.json                        -> the OpenAPI 3.1 document (no key needed)
//   /discounts...                            -> discounts.ts (discounts:read/write)
//   GET|PUT /commerce-preferences/{namespace} -> commerce-preferences.ts (settings:read/write)
// The API reads no cookies, so writes need no crumb (worker/http/crumb.ts lets this path
// through); a key is a credential a browser never sends by itself.
import { Hono, type Context } from "hono";
import { findPublicStock, listPublicProducts, listPublicStock } from "../db/public-catalog";
import { setStock } from "../db/stock";
import { dispatchEmails } from "../email/dispatch";
import { CURSOR_INVALID } from "../forms/messages";
import { formsPage, submissionsPage } from "../forms/submission-pages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate, validateFields } from "../http/validation";
import { insertForm, replaceForm } from "../db/form-builder";
import { newId } from "../email/outbox";
import { builtFormJson, formSettingsBody, MAX_FORM_BODY } from "../forms/form-settings";
import { requireApiKey } from "../public-api/auth";
import { formNotFound, variantNotFound } from "../public-api/messages";
import { openApiDocument } from "../public-api/openapi";
import { listPublicOrders } from "../public-api/orders";
import { pageQuery, stockUpdate } from "../public-api/schemas";
import { decodeCursor, keysetPage } from "../restock/cursor";
import { taxRateRoutes } from "./tax-rates";
import { commercePreferencesRoutes } from "./commerce-preferences";
import { discountRoutes } from "./discounts";
import { shippingRoutes } from "./shipping";

const CATALOGUE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const page = validate("query", pageQuery);

/** The cursor decoded to its key, or a 400 answer; `undefined` key for the first page. */
function after<T extends readonly ("string" | "number")[]>(c: Context, cursor: string | undefined, shape: T) {
  if (cursor === undefined) return { key: undefined };
  const key = decodeCursor(cursor, shape);
  return key ? { key } : { refused: apiError(c, 400, CURSOR_INVALID) };
}

export const publicApi = new Hono<AppEnv>()
  .route("/shipping", shippingRoutes(requireApiKey("shipping:read"), requireApiKey("shipping:write")))
  .get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(openApiDocument(), 200);
  })
  .route("/discounts", discountRoutes(requireApiKey("discounts:read"), requireApiKey("discounts:write")))
  .route(
    "/commerce-preferences",
    commercePreferencesRoutes(requireApiKey("settings:read"), requireApiKey("settings:write")),
  )
  .get("/products", requireApiKey("products:read"), page, async (c) => {
    const query = c.req.valid("query");
    const cursor = after(c, query.cursor, ["string"] as const);
    if (cursor.refused) return cursor.refused;
    const rows = await listPublicProducts(c.get("db"), c.get("website").id, cursor.key?.[0], query.limit + 1);
    const { items, ...rest } = keysetPage(rows, query.limit, (p) => [p.id]);
    const products = items.map((p) => ({
      ...p,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        attributes: v.attributes,
        price: { currency: v.currency, amountMinor: v.priceCents },
        salePrice: { currency: v.currency, amountMinor: v.salePriceCents },
        onSale: v.onSale,
        qtyInStock: v.qtyInStock,
        unlimited: v.unlimited,
      })),
    }));
    return c.json({ products, ...rest }, 200);
  })
  .get("/inventory", requireApiKey("inventory:read"), page, async (c) => {
    const query = c.req.valid("query");
    const cursor = after(c, query.cursor, ["string"] as const);
    if (cursor.refused) return cursor.refused;
    const rows = await listPublicStock(c.get("db"), c.get("website").id, cursor.key?.[0], query.limit + 1);
    const { items, ...rest } = keysetPage(rows, query.limit, (s) => [s.variantId]);
    return c.json({ inventory: items, ...rest }, 200);
  })
  .get("/inventory/:variantId", requireApiKey("inventory:read"), async (c) => {
    const variantId = c.req.param("variantId");
    const stock = CATALOGUE_ID.test(variantId)
      ? await findPublicStock(c.get("db"), c.get("website").id, variantId)
      : undefined;
    if (!stock) return apiError(c, 404, variantNotFound(variantId));
    return c.json(stock, 200);
  })
  .put(
    "/inventory/:variantId",
    requireApiKey("inventory:write"),
    requireJson,
    limitBody(),
    validate("json", stockUpdate),
    async (c) => {
      const variantId = c.req.param("variantId");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      // The panel's own stock change (worker/db/stock.ts): a rise from 0 sends the restock emails.
      const changed = CATALOGUE_ID.test(variantId)
        ? await setStock(db, websiteId, variantId, c.req.valid("json").qtyInStock)
        : undefined;
      if (!changed) return apiError(c, 404, variantNotFound(variantId));
      await dispatchEmails(c.env.EMAILS, changed.restockEmailIds);
      return c.json((await findPublicStock(db, websiteId, variantId))!, 200);
    },
  )
  .get("/orders", requireApiKey("orders:read"), page, async (c) => {
    const query = c.req.valid("query");
    const cursor = after(c, query.cursor, ["number", "string"] as const);
    if (cursor.refused) return cursor.refused;
    const rows = await listPublicOrders(c.get("db"), c.get("website").id, cursor.key, query.limit + 1);
    const { items, ...rest } = keysetPage(rows, query.limit, (o) => [o.createdOn, o.id]);
    return c.json({ orders: items, ...rest }, 200);
  })
  .get("/forms", requireApiKey("forms:read"), page, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const forms = await formsPage(c.get("db"), c.get("website").id, cursor, limit);
    if (!forms.ok) return apiError(c, 400, CURSOR_INVALID);
    const { ok: _, ...answer } = forms;
    return c.json(answer, 200);
  })
  // The form builder's own checks and messages (worker/forms/form-settings.ts).
  .post(
    "/forms",
    requireApiKey("forms:write"),
    requireJson,
    limitBody(MAX_FORM_BODY),
    validateFields(formSettingsBody),
    async (c) => {
      const form = c.req.valid("json");
      const id = newId("form");
      await insertForm(c.get("db"), c.get("website").id, id, form, Date.now());
      return c.json(builtFormJson(id, form), 201);
    },
  )
  .put(
    "/forms/:formId",
    requireApiKey("forms:write"),
    requireJson,
    limitBody(MAX_FORM_BODY),
    validateFields(formSettingsBody),
    async (c) => {
      const id = c.req.param("formId");
      const form = c.req.valid("json");
      if (!(await replaceForm(c.get("db"), c.get("website").id, id, form, Date.now()))) {
        return apiError(c, 404, formNotFound(id));
      }
      return c.json(builtFormJson(id, form), 200);
    },
  )
  .get("/forms/:formId/submissions", requireApiKey("forms:read"), page, async (c) => {
    const formId = c.req.param("formId");
    const { cursor, limit } = c.req.valid("query");
    const found = await submissionsPage(c.get("db"), c.get("website").id, formId, cursor, limit);
    if (!found.ok) {
      return found.reason === "no-form"
        ? apiError(c, 404, formNotFound(formId))
        : apiError(c, 400, CURSOR_INVALID);
    }
    const { ok: _, submissions: items, ...rest } = found;
    const submissions = items.map(({ id, values, createdOn }) => ({ id, values, createdOn }));
    return c.json({ submissions, ...rest }, 200);
  })
  .route("/taxes", taxRateRoutes(requireApiKey("taxes:read"), requireApiKey("taxes:write")));
