// The price of a cart: subtotal, coupons, shipping and tax together, in cents. Pure: the caller
// loads the store's rules (worker/db/pricing.ts) and the cart's lines. The result carries the
// cart fields of spec section 3 that pricing owns, and the adjustments the cart totals add up:
// grandTotalCents = subtotalCents − discountCents + shippingCents (+ taxCents unless taxIncluded),
// never negative. The amounts are as shown to the buyer (tax-display.ts, docs/taxes.md).
import {
  evaluateCoupons,
  type CouponDefinition,
  type InvalidCoupon,
  type MoneyDisplay,
  type ValidCoupon,
} from "./coupons";
import type { PriceAdjustments } from "../commerce/cart-totals";
import { lineTotal, type PricingLine } from "./lines";
import { allocate } from "./rounding";
import {
  availableShippingOptions,
  selectShippingOption,
  type ShippingLocation,
  type ShippingOptionDefinition,
  type ShippingOptionQuote,
} from "./shipping";
import {
  applicableTaxRules,
  computeIncludedTax,
  computeTax,
  type ApplicableTaxRule,
  type TaxRuleDefinition,
} from "./tax";
import { shownAmounts, taxNames } from "./tax-display";

/** A store's pricing rules. */
export interface PricingRules {
  coupons: readonly CouponDefinition[];
  shippingOptions: readonly ShippingOptionDefinition[];
  taxRules: readonly TaxRuleDefinition[];
  /** The owner enters prices with tax included (websites.prices_include_tax). */
  pricesIncludeTax?: boolean;
}

export interface PriceCartInput {
  lines: readonly PricingLine[];
  couponCodes: readonly string[];
  shippingLocation: ShippingLocation | null;
  selectedShippingOptionId: string | null;
  rules: PricingRules;
  /** Epoch ms, for coupon dates. */
  now: number;
  display?: MoneyDisplay;
}

export interface PricedCart extends Required<PriceAdjustments> {
  subtotalCents: number;
  grandTotalCents: number;
  coupons: string[];
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  shippingLocation: ShippingLocation | null;
  shippingOptions: ShippingOptionQuote[];
  selectedShippingOption: ShippingOptionQuote | null;
  /** True when a free-shipping coupon waived the selected option's cost. */
  freeShipping: boolean;
  applicableTaxRules: ApplicableTaxRule[];
  /** The names of the taxes in play ("VAT"), for 'Including £2.00 VAT'. */
  taxName: string;
  /** Each line's total as shown (with or without tax, like the other amounts), in line order. */
  lineTotalsCents: number[];
  /** Each line's unit price as shown, in line order. */
  lineUnitPricesCents: number[];
}

export function priceCart(input: PriceCartInput): PricedCart {
  const { lines, rules, shippingLocation } = input;
  if (lines.some((l) => !isWholeNonNegative(l.unitPriceCents) || !isWholeNonNegative(l.quantity))) {
    throw new RangeError("line prices and quantities must be whole numbers, not negative");
  }
  const subtotalCents = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const coupons = evaluateCoupons(
    lines,
    subtotalCents,
    input.couponCodes,
    input.now,
    rules.coupons,
    input.display,
  );
  const discountCents = coupons.discountCents;

  const shippingOptions = availableShippingOptions(
    shippingLocation,
    lines,
    subtotalCents - discountCents,
    rules.shippingOptions,
  );
  const selectedShippingOption = selectShippingOption(shippingOptions, input.selectedShippingOptionId);
  const shippingCents = coupons.freeShipping ? 0 : (selectedShippingOption?.costCents ?? 0);

  // Prices entered with tax hold it already: it is extracted, not added. A place with no rule
  // has nothing to extract, so its buyers pay the entered prices (docs/taxes.md).
  const enteredWithTax = rules.pricesIncludeTax === true;
  const tax = (enteredWithTax ? computeIncludedTax : computeTax)(
    lines,
    coupons.lineDiscountCents,
    shippingCents,
    applicableTaxRules(shippingLocation, rules.taxRules),
  );
  const grandTotalCents = subtotalCents - discountCents + shippingCents + (enteredWithTax ? 0 : tax.taxCents);
  const shown = shownAmounts(
    {
      lines,
      subtotalCents,
      discountCents,
      shippingCents,
      taxCents: tax.taxCents,
      grandTotalCents,
      enteredWithTax,
      rules: tax.applicableTaxRules,
    },
    shippingLocation?.country ?? null,
  );

  return {
    subtotalCents: shown.subtotalCents,
    discountCents: shown.discountCents,
    shippingCents: shown.shippingCents,
    taxCents: tax.taxCents,
    taxIncluded: shown.taxIncluded,
    grandTotalCents,
    coupons: coupons.coupons,
    // Each coupon's part of the discount as shown (it adds up to discountCents to the cent).
    validCoupons:
      shown.discountCents === discountCents
        ? coupons.validCoupons
        : allocate(
            shown.discountCents,
            coupons.validCoupons.map((c) => c.discountCents),
          ).map((cents, i) => ({ ...coupons.validCoupons[i]!, discountCents: cents })),
    invalidCoupons: coupons.invalidCoupons,
    shippingLocation,
    shippingOptions,
    selectedShippingOption,
    freeShipping: coupons.freeShipping && selectedShippingOption !== null,
    applicableTaxRules: tax.applicableTaxRules,
    taxName: taxNames(tax.applicableTaxRules),
    lineTotalsCents: shown.lineTotalsCents,
    lineUnitPricesCents: shown.lineUnitPricesCents,
  };
}

const isWholeNonNegative = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

export interface ShownLine {
  unitPriceCents: number;
  totalCents: number;
}

/** The cart fields of spec section 3 that pricing fills, under the spec's names (shippingCostCents). */
export interface PricedCartFields {
  shippingOptions: ShippingOptionQuote[];
  selectedShippingOption: ShippingOptionQuote | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: ApplicableTaxRule[];
  coupons: string[];
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  subtotalCents: number;
  taxCents: number;
  /** taxCents is inside the other amounts ('Including …'), not added to them (docs/taxes.md). */
  taxIncluded: boolean;
  /** The names of the taxes in play ("VAT", "GST and PST"); "" when none. */
  taxName: string;
  /** Each line's unit price and total as shown (with or without tax like the totals), in line order. */
  shownLines: ShownLine[];
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
}

export function pricedCartFields(priced: PricedCart): PricedCartFields {
  return {
    shippingOptions: priced.shippingOptions,
    selectedShippingOption: priced.selectedShippingOption,
    shippingLocation: priced.shippingLocation,
    applicableTaxRules: priced.applicableTaxRules,
    coupons: priced.coupons,
    validCoupons: priced.validCoupons,
    invalidCoupons: priced.invalidCoupons,
    subtotalCents: priced.subtotalCents,
    taxCents: priced.taxCents,
    taxIncluded: priced.taxIncluded,
    taxName: priced.taxName,
    shownLines: priced.lineTotalsCents.map((totalCents, i) => ({
      unitPriceCents: priced.lineUnitPricesCents[i]!,
      totalCents,
    })),
    shippingCostCents: priced.shippingCents,
    discountCents: priced.discountCents,
    grandTotalCents: priced.grandTotalCents,
  };
}
