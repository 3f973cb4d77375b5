// Coupon evaluation: which of the codes a visitor entered apply to a cart, the reason for each one
// that does not, and the discount in cents. Pure; the use count is only taken at order time
// (redeemCoupon in worker/db/pricing.ts), so a coupon that is valid here can still run out.
//
// Rules (docs/checkout.md, "Pricing"):
// - Codes are matched case-insensitively, trimmed; an empty code is ignored, a repeated one too.
// - A coupon applies from startsAt (inclusive) until endsAt (exclusive), epoch ms.
// - The minimum is compared with the cart subtotal before discounts.
// - PERCENTAGE and FIXED_AMOUNT reduce the lines in scope (productIds, or every line); gift cards
//   are never discounted. A fixed amount is capped at the lines in scope, so a discount never
//   exceeds what it reduces. FREE_SHIPPING waives the chosen shipping option's cost (its
//   product scope, if any, is not used: shipping is per order).
// - One amount coupon (percentage or fixed) and one free-shipping coupon per order: the first of
//   each kind, in the order entered, wins; later ones are NOT_COMBINABLE.
// - Rounding: a percentage is taken of the scoped lines' total and rounded half up to the cent.
// - Scope: productIds and categories (names, any case) together: a line is in scope when its
//   product is listed or carries a listed category; both null = every line.
// - Automatic discounts (no code; docs/discounts.md) fill the slots the entered codes left: the
//   eligible automatic amount discount taking the most off, and any eligible automatic free
//   shipping. They show in validCoupons under their name with `automatic: true`, never in
//   `coupons` (which lists what the visitor entered), and one that does not apply is not listed.
import type { CouponKind } from "../db/schema";
import { formatMinor } from "../commerce/format-minor";
import { allocate, mulDivRound } from "./rounding";
import { isGiftCard, lineTotal, type PricingLine } from "./lines";
import { requiresShipping } from "./shipping";
import {
  COUPON_EXPIRED,
  COUPON_NO_ELIGIBLE_ITEMS,
  COUPON_NOT_COMBINABLE,
  COUPON_NOT_FOUND,
  COUPON_NOT_STARTED,
  COUPON_NOTHING_TO_SHIP,
  COUPON_USAGE_LIMIT_REACHED,
  couponMinimumMessage,
  InvalidCouponReason,
} from "./messages";

export interface CouponDefinition {
  id: string;
  code: string;
  name: string;
  kind: CouponKind;
  /** PERCENTAGE: hundredths of a percent (10% = 1000). */
  percentBasisPoints: number;
  /** FIXED_AMOUNT: minor units. */
  amountCents: number;
  minSubtotalCents: number;
  startsAt: number | null;
  endsAt: number | null;
  productIds: string[] | null;
  /** Category names (any case); null = not limited by category. */
  categories: string[] | null;
  maxUses: number | null;
  /** Checked at order time against the buyer's email (redeemCoupon). */
  maxUsesPerCustomer: number | null;
  uses: number;
  enabled: boolean;
  /** Applies without a code to every cart meeting its conditions. */
  automatic: boolean;
}

export interface ValidCoupon {
  code: string;
  couponId: string;
  name: string;
  kind: CouponKind;
  /** What this coupon takes off the lines (0 for free shipping, whose saving shows as 0 shipping). */
  discountCents: number;
  /** An automatic discount: `code` is its name, and the visitor cannot remove it. */
  automatic: boolean;
}

export interface InvalidCoupon {
  code: string;
  reason: InvalidCouponReason;
  message: string;
}

export interface CouponEvaluation {
  /** The codes as entered, normalized, in order, without repeats. */
  coupons: string[];
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  /** Total taken off the lines; never more than the subtotal of the discountable lines. */
  discountCents: number;
  /** The discount of each line (same order as the lines), adding up to discountCents. */
  lineDiscountCents: number[];
  freeShipping: boolean;
}

export interface MoneyDisplay {
  currency: string;
  locale: string;
}

const DEFAULT_DISPLAY: MoneyDisplay = { currency: "USD", locale: "en-US" };

export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** The codes to look up for `codes`: normalized, without blanks and repeats. */
export function couponCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normalizeCouponCode).filter((c) => c.length > 0))];
}

function inScope(coupon: CouponDefinition, line: PricingLine): boolean {
  if (isGiftCard(line)) return false;
  if (coupon.productIds === null && coupon.categories === null) return true;
  if (coupon.productIds?.includes(line.itemId)) return true;
  const wanted = new Set((coupon.categories ?? []).map((c) => c.toLowerCase()));
  return (line.categories ?? []).some((c) => wanted.has(c.toLowerCase()));
}

/** Why `coupon` cannot apply to this cart before combination rules; null when it can. */
function blocker(
  coupon: CouponDefinition,
  lines: readonly PricingLine[],
  subtotalCents: number,
  now: number,
  display: MoneyDisplay,
): Omit<InvalidCoupon, "code"> | null {
  // A disabled coupon answers like an unknown code: nothing about it is shown to visitors.
  if (!coupon.enabled) return { reason: InvalidCouponReason.NOT_FOUND, message: COUPON_NOT_FOUND };
  if (coupon.startsAt !== null && now < coupon.startsAt) {
    return { reason: InvalidCouponReason.NOT_STARTED, message: COUPON_NOT_STARTED };
  }
  if (coupon.endsAt !== null && now >= coupon.endsAt) {
    return { reason: InvalidCouponReason.EXPIRED, message: COUPON_EXPIRED };
  }
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) {
    return { reason: InvalidCouponReason.USAGE_LIMIT_REACHED, message: COUPON_USAGE_LIMIT_REACHED };
  }
  if (subtotalCents < coupon.minSubtotalCents) {
    const amount = formatMinor(coupon.minSubtotalCents, display.currency, display.locale);
    return { reason: InvalidCouponReason.MINIMUM_NOT_MET, message: couponMinimumMessage(amount) };
  }
  if (coupon.kind === "FREE_SHIPPING") {
    if (!requiresShipping(lines)) {
      return { reason: InvalidCouponReason.NOTHING_TO_SHIP, message: COUPON_NOTHING_TO_SHIP };
    }
  } else if (!lines.some((l) => inScope(coupon, l) && lineTotal(l) > 0)) {
    return { reason: InvalidCouponReason.NO_ELIGIBLE_ITEMS, message: COUPON_NO_ELIGIBLE_ITEMS };
  }
  return null;
}

function amountOff(coupon: CouponDefinition, scopedCents: number): number {
  if (coupon.kind === "PERCENTAGE") return mulDivRound(scopedCents, coupon.percentBasisPoints, 10_000);
  if (coupon.kind === "FIXED_AMOUNT") return Math.min(coupon.amountCents, scopedCents);
  return 0;
}

/**
 * Evaluate the entered `codes` against the store's coupon `definitions` (any that match; others
 * are ignored) for a cart of `lines` whose subtotal is `subtotalCents`, at time `now` (epoch ms).
 */
export function evaluateCoupons(
  lines: readonly PricingLine[],
  subtotalCents: number,
  codes: readonly string[],
  now: number,
  definitions: readonly CouponDefinition[],
  display: MoneyDisplay = DEFAULT_DISPLAY,
): CouponEvaluation {
  const byCode = new Map(
    definitions.filter((d) => !d.automatic).map((d) => [normalizeCouponCode(d.code), d]),
  );
  const entered = couponCodes(codes);
  const validCoupons: ValidCoupon[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  let lineDiscountCents = lines.map(() => 0);
  let amountCoupon = false;
  let freeShipping = false;
  const scopedWeights = (coupon: CouponDefinition) =>
    lines.map((l) => (inScope(coupon, l) ? lineTotal(l) : 0));
  const discountOf = (coupon: CouponDefinition) =>
    amountOff(
      coupon,
      scopedWeights(coupon).reduce((a, b) => a + b, 0),
    );
  const apply = (coupon: CouponDefinition, code: string) => {
    let discountCents = 0;
    if (coupon.kind === "FREE_SHIPPING") {
      freeShipping = true;
    } else {
      amountCoupon = true;
      discountCents = discountOf(coupon);
      // Spread over the scoped lines in proportion, so tax can be taken on what is really paid.
      lineDiscountCents = allocate(discountCents, scopedWeights(coupon));
    }
    validCoupons.push({
      code,
      couponId: coupon.id,
      name: coupon.name,
      kind: coupon.kind,
      discountCents,
      automatic: coupon.automatic,
    });
  };

  for (const code of entered) {
    const coupon = byCode.get(code);
    if (!coupon) {
      invalidCoupons.push({ code, reason: InvalidCouponReason.NOT_FOUND, message: COUPON_NOT_FOUND });
      continue;
    }
    const blocked = blocker(coupon, lines, subtotalCents, now, display);
    if (blocked) {
      invalidCoupons.push({ code, ...blocked });
      continue;
    }
    const isShippingCoupon = coupon.kind === "FREE_SHIPPING";
    if (isShippingCoupon ? freeShipping : amountCoupon) {
      invalidCoupons.push({
        code,
        reason: InvalidCouponReason.NOT_COMBINABLE,
        message: COUPON_NOT_COMBINABLE,
      });
      continue;
    }
    apply(coupon, code);
  }

  // Automatic discounts take the slots the codes left; one that does not apply is simply absent.
  const eligible = definitions.filter(
    (d) => d.automatic && blocker(d, lines, subtotalCents, now, display) === null,
  );
  if (!amountCoupon) {
    const best = eligible
      .filter((d) => d.kind !== "FREE_SHIPPING")
      .map((d) => ({ d, off: discountOf(d) }))
      .filter((x) => x.off > 0)
      .sort((a, b) => b.off - a.off)[0];
    if (best) apply(best.d, best.d.name);
  }
  if (!freeShipping) {
    const shipping = eligible.find((d) => d.kind === "FREE_SHIPPING");
    if (shipping) apply(shipping, shipping.name);
  }

  return {
    coupons: entered,
    validCoupons,
    invalidCoupons,
    discountCents: lineDiscountCents.reduce((a, b) => a + b, 0),
    lineDiscountCents,
    freeShipping,
  };
}
