// Request shapes for what a visitor sends about pricing (coupon codes, a shipping location, a
// shipping option), for the cart and checkout routes. zod, so they also run in the browser.
// A location's field messages are those of postal-codes.ts (spec section 5, word for word); note
// that several spec messages have no full stop, which `invalidField` (worker/http/messages.ts)
// would prefix with the field name: answer `issue.message` itself for these.
import { z } from "zod";
import {
  COUNTRY_REQUIRED,
  COUPON_CODE_REQUIRED,
  COUPON_CODE_TOO_LONG,
  SHIPPING_OPTION_INVALID,
  TOO_MANY_COUPONS,
} from "./messages";
import { checkLocation } from "./postal-codes";

export const MAX_COUPON_CODE_LENGTH = 64;
/** The most codes a cart or a checkout holds (TOO_MANY_COUPONS says the number). */
export const MAX_COUPON_CODES = 10;

/** A code as typed; an unknown one is not an input error but an invalid coupon (NOT_FOUND). */
export const couponCodeInput = z
  .string({ error: COUPON_CODE_REQUIRED })
  .trim()
  .min(1, COUPON_CODE_REQUIRED)
  .max(MAX_COUPON_CODE_LENGTH, COUPON_CODE_TOO_LONG);
export const couponCodesInput = z.array(couponCodeInput).max(MAX_COUPON_CODES, TOO_MANY_COUPONS);

/** Shipping option ids are the store's own (seeded ids such as "shp_us_standard"). */
export const shippingOptionIdInput = z
  .string({ error: SHIPPING_OPTION_INVALID })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, SHIPPING_OPTION_INVALID);

/** `shippingLocation` as sent; answers the checked location (region code, postal code's location part). */
export const shippingLocationInput = z
  .object({
    country: z.string({ error: COUNTRY_REQUIRED }).max(2, COUNTRY_REQUIRED),
    region: z.string().max(100).nullish(),
    postalCode: z.string().max(32).nullish(),
  })
  .transform((input, ctx) => {
    const checked = checkLocation(input);
    if (checked.ok) return checked.location;
    for (const [field, message] of Object.entries(checked.errors)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    return z.NEVER;
  });
export type ShippingLocationInput = z.input<typeof shippingLocationInput>;
