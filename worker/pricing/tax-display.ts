// How a cart's amounts are shown "the way each place expects" (docs/taxes.md, "Prices include
// tax"). Pure. Buyers in the EU, the UK and Australia see prices and totals with VAT/GST inside
// ('Including €3.19 VAT'); everyone else sees tax as its own line added to the total. The tax and
// what the buyer pays are decided by the pricing (tax.ts); this only moves the tax into, or out
// of, the shown subtotal, discount and shipping, so that the shown amounts add up to the
// grand total to the cent.
import { isGiftCard, lineTotal, type PricingLine } from "./lines";
import { mulDivRound } from "./rounding";
import { PPM, type ApplicableTaxRule } from "./tax";

/** EU member states (ISO 3166-1 alpha-2), the UK and Australia. */
const SHOWN_WITH_TAX = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
  "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "GB", "AU",
]); // prettier-ignore

/** Whether buyers in `country` see prices with tax included. */
export function showsTaxIncluded(country: string): boolean {
  return SHOWN_WITH_TAX.has(country.toUpperCase());
}

/** The entered amounts and the tax, as priced. */
export interface EnteredAmounts {
  lines: readonly PricingLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** The store's switch: prices entered with tax included. */
  enteredWithTax: boolean;
  rules: readonly ApplicableTaxRule[];
}

export interface ShownAmounts {
  /** The tax is inside the shown amounts (a line 'Including …'), not added to them. */
  taxIncluded: boolean;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** Each line's total as shown, in line order (informative: rounded per line). */
  lineTotalsCents: number[];
  /** Each line's unit price as shown, in line order (rounded per unit). */
  lineUnitPricesCents: number[];
}

/**
 * The amounts as shown to a buyer in `country` (null: no address yet, shown as entered).
 * - Entered as shown (with tax for EU/UK/AU, without elsewhere): unchanged.
 * - Entered without tax, shown with (EU/UK/AU): shipping gains the tax of the rules that tax it
 *   (each rounded half up), the discount and each line are multiplied by 1 + the rates, and the
 *   subtotal is what makes subtotal − discount + shipping = the grand total.
 * - Entered with tax, shown without: the same the other way (shipping less its included tax,
 *   discount and lines divided by 1 + the rates; subtotal − discount + shipping + tax = total).
 */
export function shownAmounts(entered: EnteredAmounts, country: string | null): ShownAmounts {
  const taxIncluded = country === null ? entered.enteredWithTax : showsTaxIncluded(country);
  const lineTotals = entered.lines.map(lineTotal);
  const same: ShownAmounts = {
    taxIncluded,
    subtotalCents: entered.subtotalCents,
    discountCents: entered.discountCents,
    shippingCents: entered.shippingCents,
    lineTotalsCents: lineTotals,
    lineUnitPricesCents: entered.lines.map((l) => l.unitPriceCents),
  };
  if (taxIncluded === entered.enteredWithTax || entered.rules.length === 0) return same;

  const all = PPM + entered.rules.reduce((sum, r) => sum + r.ratePpm, 0);
  const shipped = PPM + entered.rules.reduce((sum, r) => sum + (r.taxShipping ? r.ratePpm : 0), 0);
  // Gross from net (×all/PPM) when shown with tax, net from gross (×PPM/all) when shown without.
  const convert = (cents: number, base: number) =>
    taxIncluded ? mulDivRound(cents, base, PPM) : mulDivRound(cents, PPM, base);
  const shippingTax = entered.rules.reduce(
    (sum, r) =>
      r.taxShipping
        ? sum +
          (taxIncluded
            ? mulDivRound(entered.shippingCents, r.ratePpm, PPM)
            : mulDivRound(entered.shippingCents, r.ratePpm, shipped))
        : sum,
    0,
  );
  const shippingCents = entered.shippingCents + (taxIncluded ? shippingTax : -shippingTax);
  const discountCents = convert(entered.discountCents, all);
  const addedTax = taxIncluded ? 0 : entered.taxCents;
  return {
    taxIncluded,
    subtotalCents: Math.max(0, entered.grandTotalCents - addedTax - shippingCents + discountCents),
    discountCents,
    shippingCents,
    lineTotalsCents: entered.lines.map((l, i) =>
      isGiftCard(l) ? lineTotals[i]! : convert(lineTotals[i]!, all),
    ),
    lineUnitPricesCents: entered.lines.map((l) =>
      isGiftCard(l) ? l.unitPriceCents : convert(l.unitPriceCents, all),
    ),
  };
}

/** The names of the taxes in play, for 'Including £2.00 VAT': "VAT", "GST and PST". */
export function taxNames(rules: readonly { name: string }[]): string {
  const names = [...new Set(rules.map((r) => r.name))];
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The line shown instead of a tax line when the tax is inside the amounts. */
export function includedTaxText(formattedTax: string, names: string): string {
  return `Including ${formattedTax} ${names || "tax"}`;
}

/** A stored order line's total as shown with its order's amounts (older lines: price × quantity). */
export function shownLineTotalCents(line: {
  unitPriceCents: number;
  quantity: number;
  shownTotalCents?: number | null;
}): number {
  return line.shownTotalCents ?? line.unitPriceCents * line.quantity;
}
