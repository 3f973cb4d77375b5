// Money in minor units formatted by Intl alone: the islands' copy of formatMinorUnits
// (money.ts) without its decimal and legacy-format machinery, which would cost the product
// page over a kilobyte of its JavaScript budget. Intl knows each currency's fraction digits
// (JPY 0, the others of spec section 3 two); tests/commerce/format-minor.test.ts holds the two
// equal for every currency of the spec.
const formats = new Map<string, Intl.NumberFormat>();

export function formatMinor(
  units: number,
  currency: string,
  locale: string,
  trimZeroFractions = false,
): string {
  const key = `${locale}|${currency}|${trimZeroFractions}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale.replace("_", "-"), {
      style: "currency",
      currency,
      ...(trimZeroFractions ? { trailingZeroDisplay: "stripIfInteger" } : {}),
    });
    formats.set(key, f);
  }
  return f.format(units / 10 ** (f.resolvedOptions().maximumFractionDigits ?? 2));
}
