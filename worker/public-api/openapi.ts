// The public API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with
// (schemas.ts): components from the registry through z.toJSONSchema (JSON Schema 2020-12, the
// dialect OpenAPI 3.1 uses), paths written here with the scope each call needs.
import { z } from "zod";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { RATE_LIMIT } from "./auth";
import { pageQuery, publicApiRegistry } from "./schemas";
import "./shipping-schemas";
import type { ApiScope } from "./scopes";

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

/** A call whose success is `status` (201 made, 204 no content) instead of 200. */
function answering(operation: ReturnType<typeof call>, status: "201" | "204", description: string) {
  const { "200": ok, ...others } = operation.responses;
  const success = status === "204" ? { description } : { ...ok, description };
  return { ...operation, responses: { [status]: success, ...others } };
}

function call(
  scope: ApiScope,
  summary: string,
  ok: { id: string; description: string },
  extra: { parameters?: unknown[]; requestBody?: unknown; notFound?: boolean } = {},
) {
  return {
    summary,
    description: `Needs the ${scope} scope (a write scope includes reading).`,
    security: [{ apiKey: [scope] }],
    ...(extra.parameters ? { parameters: extra.parameters } : {}),
    ...(extra.requestBody ? { requestBody: extra.requestBody } : {}),
    responses: {
      "200": json(ok.id, ok.description),
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
        post: answering(
          call(
            "shipping:write",
            "Add a shipping zone",
            { id: "ShippingZoneAnswer", description: "" },
            { requestBody: body("ShippingZoneBody") },
          ),
          "201",
          "The zone made (no rates yet).",
        ),
      },
      "/shipping/zones/{zoneId}": {
        put: call(
          "shipping:write",
          "Change a shipping zone's name and destinations",
          { id: "ShippingZoneAnswer", description: "The zone after the change." },
          { parameters: [idParameter("zoneId")], requestBody: body("ShippingZoneBody"), notFound: true },
        ),
        delete: answering(
          call(
            "shipping:write",
            "Delete a shipping zone and its rates",
            { id: "Error", description: "" },
            { parameters: [idParameter("zoneId")], notFound: true },
          ),
          "204",
          "Deleted.",
        ),
      },
      "/shipping/zones/{zoneId}/rates": {
        post: answering(
          call(
            "shipping:write",
            "Add a rate to a shipping zone",
            { id: "ShippingRateAnswer", description: "" },
            { parameters: [idParameter("zoneId")], requestBody: body("ShippingRateBody"), notFound: true },
          ),
          "201",
          "The rate made.",
        ),
      },
      "/shipping/rates/{rateId}": {
        put: call(
          "shipping:write",
          "Change a shipping rate",
          { id: "ShippingRateAnswer", description: "The rate after the change." },
          { parameters: [idParameter("rateId")], requestBody: body("ShippingRateBody"), notFound: true },
        ),
        delete: answering(
          call(
            "shipping:write",
            "Delete a shipping rate",
            { id: "Error", description: "" },
            { parameters: [idParameter("rateId")], notFound: true },
          ),
          "204",
          "Deleted.",
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
