// Text of the header cart counter and pill cart (spec sections 4 and 9).
import { formatMinor } from "../../worker/commerce/format-minor";

export function cartCountLabel(count: number): string {
  if (count <= 0) return "";
  return count > 100 ? "100+" : String(count);
}

/** The subtotal with trailing zero fractions trimmed: "$118", "$118.50". */
export function cartSubtotalLabel(cents: number, currency: string, locale: string): string {
  return formatMinor(cents, currency, locale, true);
}
