// The public API's discount shapes for the OpenAPI document: the body is the owner calls' own
// schema (worker/discounts/schemas.ts), the answer is written out here to match discountJson.
import { z } from "zod";
import { discountBody, DISCOUNT_KINDS, DISCOUNT_STATUSES } from "../discounts/schemas";
import { publicApiRegistry } from "./schemas";

publicApiRegistry.add(discountBody, {
  id: "DiscountInput",
  description:
    "A discount's terms. A code (3 to 32 letters, digits, '-' or '_', any case, stored upper-case) " +
    "unless automatic; percentOff for PERCENTAGE, amountCents for FIXED_AMOUNT; dates ISO 8601.",
});

export const discountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    automatic: z.boolean(),
    kind: z.enum(DISCOUNT_KINDS),
    percentOff: z.number().nullable(),
    amountCents: z.number().int().nullable(),
    minSubtotalCents: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    maxUsesPerCustomer: z.number().int().nullable(),
    uses: z.number().int(),
    productIds: z.array(z.string()).nullable(),
    categories: z.array(z.string()).nullable(),
    enabled: z.boolean(),
    status: z.enum(DISCOUNT_STATUSES),
    createdOn: z.string(),
  })
  .register(publicApiRegistry, { id: "Discount", description: "A discount code or automatic discount." });

export const discountListSchema = z
  .object({ discounts: z.array(discountSchema) })
  .register(publicApiRegistry, {
    id: "DiscountList",
    description: "Every discount of the site, newest first.",
  });

export const discountAnswerSchema = z
  .object({ discount: discountSchema })
  .register(publicApiRegistry, { id: "DiscountAnswer", description: "One discount." });
