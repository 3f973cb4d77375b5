// The public REST API's shapes, as zod schemas: the routes validate requests with them and the
// OpenAPI document (openapi.ts) is generated from them, so the document cannot drift from the
// code. Each schema that the document names is registered with its component id.
import { z } from "zod";
import { formSettingsBody } from "../forms/form-settings";
import { PRODUCT_TYPES } from "../db/schema";

type Meta = { id: string; description?: string };
/** The schemas the OpenAPI document lists under components.schemas. */
export const publicApiRegistry = z.registry<Meta>();
const named = <S extends z.ZodType>(schema: S, meta: Meta): S => {
  publicApiRegistry.add(schema, meta);
  return schema;
};

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

export const pageQuery = z.object({
  cursor: z
    .string()
    .max(512)
    .optional()
    .describe("The nextPageCursor of the previous page; leave it out for the first page."),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Items per page, 1 to ${MAX_PAGE_SIZE}.`),
});

export const apiErrorBody = named(z.object({ message: z.string() }), {
  id: "Error",
  description: "Every error answers { message }, a sentence to show or log.",
});

export const money = named(
  z.object({
    currency: z.string().describe("ISO 4217 code."),
    amountMinor: z.number().int().describe("In the currency's minor units (cents)."),
  }),
  { id: "Money" },
);

const pageInfo = {
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable().describe("Send as cursor for the next page; null on the last."),
};

export const stockLevel = named(
  z.object({
    variantId: z.string(),
    productId: z.string(),
    sku: z.string(),
    qtyInStock: z.number().int().min(0),
    unlimited: z.boolean().describe("An unlimited variant is never out of stock; qtyInStock is ignored."),
  }),
  { id: "StockLevel" },
);

export const stockUpdate = named(z.object({ qtyInStock: z.number().int().min(0).max(1_000_000_000) }), {
  id: "StockUpdate",
  description: "Sets the variant's stock to this many units.",
});

export const publicVariant = named(
  z.object({
    id: z.string(),
    sku: z.string(),
    attributes: z.record(z.string(), z.string()).describe('Option name to value, e.g. {"Size": "M"}.'),
    price: money,
    salePrice: money,
    onSale: z.boolean(),
    qtyInStock: z.number().int().min(0),
    unlimited: z.boolean(),
  }),
  { id: "Variant" },
);

export const publicProduct = named(
  z.object({
    id: z.string(),
    title: z.string(),
    urlId: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    published: z.boolean(),
    createdOn: z.number().int().describe("Milliseconds since the Unix epoch."),
    updatedOn: z.number().int(),
    variants: z.array(publicVariant),
  }),
  { id: "Product" },
);

export const publicOrderLine = named(
  z.object({
    productId: z.string(),
    variantId: z.string(),
    sku: z.string(),
    productName: z.string(),
    quantity: z.number().int().min(1),
    unitPrice: money,
  }),
  { id: "OrderLine" },
);

export const publicOrder = named(
  z.object({
    id: z.string(),
    orderNumber: z.string(),
    createdOn: z.number().int(),
    fulfillmentStatus: z.enum(["PENDING", "FULFILLED", "CANCELED"]),
    customerEmail: z.string(),
    grandTotal: money,
    lineItems: z.array(publicOrderLine),
  }),
  { id: "Order" },
);
export type PublicOrder = z.output<typeof publicOrder>;

export const publicForm = named(
  z.object({
    id: z.string(),
    name: z.string().nullable(),
    fieldCount: z.number().int().describe("Fields that take an answer (section headings left out)."),
    submissionCount: z.number().int(),
    lastSubmittedOn: z.number().int().nullable(),
  }),
  { id: "Form" },
);

/** A form as the builder saves it (forms:write): the body of POST /forms and PUT /forms/{formId}. */
export const formSettings = named(formSettingsBody, { id: "FormSettings" });

export const builtForm = named(
  z.object({
    id: z.string(),
    name: z.string(),
    fields: z
      .array(z.record(z.string(), z.unknown()))
      .describe("In order; each has id, type (spec section 3), label, description, required."),
    submitButtonText: z.string(),
    submissionText: z.string(),
    redirectUrl: z.string(),
    notifyRecipients: z.array(z.string()),
    notifySubject: z.string(),
  }),
  { id: "BuiltForm" },
);

export const publicSubmission = named(
  z.object({
    id: z.string(),
    values: z.record(z.string(), z.unknown()).describe("Field id to the value the visitor sent."),
    createdOn: z.number().int(),
  }),
  { id: "FormSubmission" },
);

export const productPage = named(z.object({ products: z.array(publicProduct), ...pageInfo }), {
  id: "ProductPage",
});
export const stockPage = named(z.object({ inventory: z.array(stockLevel), ...pageInfo }), {
  id: "StockPage",
});
export const orderPage = named(z.object({ orders: z.array(publicOrder), ...pageInfo }), { id: "OrderPage" });
export const formPage = named(z.object({ forms: z.array(publicForm), ...pageInfo }), { id: "FormPage" });
export const submissionPage = named(z.object({ submissions: z.array(publicSubmission), ...pageInfo }), {
  id: "FormSubmissionPage",
});
