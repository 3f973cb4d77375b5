// The public API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with
// (schemas.ts): components from the registry through z.toJSONSchema (JSON Schema 2020-12, the
// dialect OpenAPI 3.1 uses), paths written here with the scope each call needs.
import { z } from "zod";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { RATE_LIMIT } from "./auth";
import { discountPaths } from "./openapi-discounts";
import { pageQuery, publicApiRegistry } from "./schemas";
import "./shipping-schemas";
import type { ApiScope } from "./scopes";
import "./preferences-schemas";
import "./tax-schemas";

export const PUBLIC_API_BASE = "/api/public/v1";

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, description: string) => ({
  description,
  content: { "application/json": { schema: ref(id) } },
});

const pageParameters = Object.entries(pageQuery.shape).map(([name, schema]) => ({
  name,
  in: "query",
  required: false,
  description: schema.description,
  schema: bare(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })),
}));

/** A schema without the dialect and id z.toJSONSchema puts on each (the document states its dialect once). */
function bare(schema: object): object {
  const { $schema: _dialect, $id: _id, id: _ownId, ...rest } = schema as Record<string, unknown>;
  return rest;
}

const idParameter = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const body = (id: string) => ({ required: true, content: { "application/json": { schema: ref(id) } } });

/** One operation: its scope, summary, success answer and the refusals every call can give. */
export type OperationCall = typeof call;

function call(
  scope: ApiScope,
  summary: string,
  ok: { id: string; description: string },
  extra: { parameters?: unknown[]; requestBody?: unknown; notFound?: boolean; okStatus?: "201" | "204" } = {},
) {
  return {
    summary,
    description: `Needs the ${scope} scope (a write scope includes reading).`,
    security: [{ apiKey: [scope] }],
    ...(extra.parameters ? { parameters: extra.parameters } : {}),
    ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
    responses: {
      [extra.okStatus ?? "200"]:
        extra.okStatus === "204" ? { description: ok.description } : json(ok.id, ok.description),
      "400": json("Error", "A malformed parameter, body or cursor."),
      "401": json("Error", "No key, or a key that is unknown or revoked."),
      "403": json("Error", "The key lacks the scope."),
      ...(extra.notFound ? { "404": json("Error", "No such item on this site.") } : {}),
      "429": {
        ...json(
          "Error",
          `More than ${RATE_LIMIT} calls with the key within a minute: '${TRY_AGAIN_IN_A_FEW_SECONDS}'`,
        ),
        headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } },
      },
    },
  };
}

let cached: object | undefined;

export function openApiDocument(): object {
  if (cached) return cached;
  // Input mode: objects are not closed with additionalProperties false, so a field added to an
  // answer in v1 (the versioning rule of docs/public-api.md) does not break a strict client.
  const { schemas } = z.toJSONSchema(publicApiRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
    io: "input",
  });
  const components = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)]));
  const stockBody = { required: true, content: { "application/json": { schema: ref("StockUpdate") } } };
  const formBody = { required: true, content: { "application/json": { schema: ref("FormSettings") } } };
  cached = {
    openapi: "3.1.0",
    info: {
      title: "Atelier public API",
      version: "1.0.0",
      description:
        "A site's orders, inventory, products, forms and shipping for scripts and other services. " +
        "Authenticate with an API key the owner made in the panel: Authorization: Bearer <key>. " +
        "Lists are pages: send a page's nextPageCursor as cursor to read the next one.",
    },
    servers: [{ url: PUBLIC_API_BASE }],
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    security: [{ apiKey: [] }],
    paths: {
      "/products": {
        get: call(
          "products:read",
          "List products with their variants",
          { id: "ProductPage", description: "A page of products." },
          { parameters: pageParameters },
        ),
      },
      "/inventory": {
        get: call(
          "inventory:read",
          "List stock per variant",
          { id: "StockPage", description: "A page of stock levels." },
          { parameters: pageParameters },
        ),
      },
      "/inventory/{variantId}": {
        get: call(
          "inventory:read",
          "Read one variant's stock",
          { id: "StockLevel", description: "The variant's stock." },
          { parameters: [idParameter("variantId")], notFound: true },
        ),
        put: call(
          "inventory:write",
          "Set one variant's stock",
          { id: "StockLevel", description: "The variant's stock after the change." },
          { parameters: [idParameter("variantId")], requestBody: stockBody, notFound: true },
        ),
      },
      "/orders": {
        get: call(
          "orders:read",
          "List orders, newest first",
          { id: "OrderPage", description: "A page of orders." },
          { parameters: pageParameters },
        ),
      },
      "/forms": {
        get: call(
          "forms:read",
          "List forms with their submission counts",
          { id: "FormPage", description: "A page of forms." },
          { parameters: pageParameters },
        ),
        post: call(
          "forms:write",
          "Create a form (answers 201)",
          { id: "BuiltForm", description: "The new form." },
          { requestBody: formBody },
        ),
      },
      "/forms/{formId}": {
        put: call(
          "forms:write",
          "Replace a form's settings and fields",
          { id: "BuiltForm", description: "The form as saved." },
          { parameters: [idParameter("formId")], requestBody: formBody, notFound: true },
        ),
      },
      "/forms/{formId}/submissions": {
        get: call(
          "forms:read",
          "List a form's submissions, newest first",
          { id: "FormSubmissionPage", description: "A page of submissions." },
          { parameters: [idParameter("formId"), ...pageParameters], notFound: true },
        ),
      },
      // Shipping (docs/shipping.md).
      "/shipping/zones": {
        get: call("shipping:read", "List shipping zones with their rates", {
          id: "ShippingZoneList",
          description: "Every zone, in order, each with its rates.",
        }),
        post: call(
          "shipping:write",
          "Add a shipping zone",
          { id: "ShippingZoneAnswer", description: "The zone made (no rates yet)." },
          { requestBody: body("ShippingZoneBody"), okStatus: "201" },
        ),
      },
      "/shipping/zones/{zoneId}": {
        put: call(
          "shipping:write",
          "Change a shipping zone's name and destinations",
          { id: "ShippingZoneAnswer", description: "The zone after the change." },
          { parameters: [idParameter("zoneId")], requestBody: body("ShippingZoneBody"), notFound: true },
        ),
        delete: call(
          "shipping:write",
          "Delete a shipping zone and its rates",
          { id: "Error", description: "Deleted." },
          { parameters: [idParameter("zoneId")], notFound: true, okStatus: "204" },
        ),
      },
      "/shipping/zones/{zoneId}/rates": {
        post: call(
          "shipping:write",
          "Add a rate to a shipping zone",
          { id: "ShippingRateAnswer", description: "The rate made." },
          {
            parameters: [idParameter("zoneId")],
            requestBody: body("ShippingRateBody"),
            notFound: true,
            okStatus: "201",
          },
        ),
      },
      "/shipping/rates/{rateId}": {
        put: call(
          "shipping:write",
          "Change a shipping rate",
          { id: "ShippingRateAnswer", description: "The rate after the change." },
          { parameters: [idParameter("rateId")], requestBody: body("ShippingRateBody"), notFound: true },
        ),
        delete: call(
          "shipping:write",
          "Delete a shipping rate",
          { id: "Error", description: "Deleted." },
          { parameters: [idParameter("rateId")], notFound: true, okStatus: "204" },
        ),
      },
      ...taxPaths(),
      ...discountPaths(call, ref),
      "/commerce-preferences/{namespace}": {
        get: call(
          "settings:read",
          "Read a namespace of commerce preferences (the store's settings)",
          { id: "CommercePreferences", description: "The namespace's preferences and websiteId." },
          { parameters: [idParameter("namespace")] },
        ),
        put: call(
          "settings:write",
          "Replace a namespace of commerce preferences",
          { id: "CommercePreferences", description: "The namespace's preferences after the change." },
          { parameters: [idParameter("namespace")], requestBody: body("CommercePreferences") },
        ),
      },
    },
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key made in the panel (Settings, API keys).",
        },
      },
    },
  };
  return cached;
}

/** The tax-rate calls (docs/taxes.md); a rate of the same name for the same place answers 409. */
function taxPaths() {
  const rateBody = { required: true, content: { "application/json": { schema: ref("TaxRateInput") } } };
  const settingsBody = { required: true, content: { "application/json": { schema: ref("TaxSettings") } } };
  const rateId = [idParameter("taxRateId")];
  const namesake = { "409": json("Error", "Another rate of that name for the same place.") };
  const withNamesake = <T extends { responses: object }>(op: T) => ({
    ...op,
    responses: { ...op.responses, ...namesake },
  });
  return {
    "/taxes": {
      get: call("taxes:read", "List the tax rates and the prices-include-tax switch", {
        id: "TaxRateList",
        description: "The store's tax rates.",
      }),
      post: withNamesake(
        call(
          "taxes:write",
          "Make a tax rate",
          { id: "TaxRateAnswer", description: "The rate made." },
          { requestBody: rateBody, okStatus: "201" },
        ),
      ),
    },
    "/taxes/settings": {
      put: call(
        "taxes:write",
        "Say whether prices are entered with tax included",
        { id: "TaxSettings", description: "The switch as saved." },
        { requestBody: settingsBody },
      ),
    },
    "/taxes/{taxRateId}": {
      put: withNamesake(
        call(
          "taxes:write",
          "Change a tax rate",
          { id: "TaxRateAnswer", description: "The rate after the change." },
          { parameters: rateId, requestBody: rateBody, notFound: true },
        ),
      ),
      delete: call(
        "taxes:write",
        "Delete a tax rate",
        { id: "", description: "Deleted." },
        { parameters: rateId, notFound: true, okStatus: "204" },
      ),
    },
  };
}
