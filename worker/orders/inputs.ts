// What the checkout page sends (zod; also usable in the browser). The address's country, region
// and postal code go through the pricing module's location check (spec section 5 messages, word
// for word); the other fields have our messages (messages.ts).
import { z } from "zod";
import { lineInput } from "../commerce/line-input";
import { couponCodesInput, shippingOptionIdInput } from "../pricing/inputs";
import { checkLocation } from "../pricing/postal-codes";
import { normalizePostalCode } from "../pricing/postal-codes";
import { isValidEmail } from "../forms/email-check";
import {
  ADDRESS_REQUIRED,
  CHECKOUT_ID_INVALID,
  CITY_REQUIRED,
  EMAIL_INVALID,
  NAME_REQUIRED,
} from "./messages";

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max);

/** A location as typed; answers it checked, or an issue per field (country, region, postalCode). */
const locationFields = {
  country: z.string().max(2),
  region: z.string().max(100).nullish(),
  postalCode: z.string().max(32).nullish(),
};

function checked<T extends { country: string; region?: string | null; postalCode?: string | null }>(
  input: T,
  ctx: z.RefinementCtx,
) {
  const result = checkLocation(input);
  if (result.ok) return result.location;
  for (const [field, message] of Object.entries(result.errors)) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
  return z.NEVER;
}

/** The quote needs only where the order goes. */
export const quoteLocationInput = z.object(locationFields).transform((input, ctx) => {
  const location = checked(input, ctx);
  return location;
});

/** A delivery address: the location's checks plus name, street and city. */
export const shippingAddressInput = z
  .object({
    name: text(200, NAME_REQUIRED),
    line1: text(200, ADDRESS_REQUIRED),
    line2: z.string().trim().max(200).default(""),
    city: text(100, CITY_REQUIRED),
    ...locationFields,
  })
  .transform((input, ctx) => {
    const location = checked(input, ctx);
    return {
      location,
      address: {
        name: input.name,
        line1: input.line1,
        line2: input.line2,
        city: input.city,
        country: location.country,
        region: location.region,
        postalCode: normalizePostalCode(input.postalCode ?? ""),
      },
    };
  });

/** One line bought straight from the product page (express checkout, 'Purchase'). */
export const expressInput = lineInput;

const pricingFields = {
  shippingOptionId: shippingOptionIdInput.nullish(),
  /** Absent: the cart's stored codes (routes/checkout.ts); [] uses none. */
  couponCodes: couponCodesInput.optional(),
  giftCardCode: z.string().trim().max(64).nullish(),
  express: expressInput.nullish(),
  /** The subscription checkout's cart token (POST /api/3/commerce/cart/subscription). */
  subscriptionToken: z.string().max(64).nullish(),
};

export const quoteBody = z.object({ ...pricingFields, shippingAddress: quoteLocationInput.nullish() });

export const checkoutBody = z.object({
  ...pricingFields,
  /** Made by the page once per attempt: a retried or double-clicked checkout sends the same one. */
  checkoutId: z.string({ error: CHECKOUT_ID_INVALID }).regex(/^[A-Za-z0-9_-]{16,64}$/, CHECKOUT_ID_INVALID),
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .refine((v) => isValidEmail(v), EMAIL_INVALID),
  shippingAddress: shippingAddressInput.nullish(),
  /** A test card number, or a Stripe PaymentMethod id (pm_…). */
  paymentMethod: z.string().trim().max(64).nullish(),
  /** The buyer's mailing-list opt-in: the newsletter's double opt-in once the order is placed. */
  isJoinMailingList: z.boolean().optional(),
});

export type QuoteBody = z.input<typeof quoteBody>;
export type CheckoutBody = z.input<typeof checkoutBody>;
