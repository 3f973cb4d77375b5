// The countries a visitor picks from for an address (checkout) or a shipping estimate (cart), with
// their names in the site's language.
import { ADDRESS_COUNTRIES } from "../pricing/postal-codes";

/** Countries with address rules of their own first, then a few the demo store ships to. */
const COUNTRIES = [...ADDRESS_COUNTRIES, "DE", "NL", "JP", "PR", "GU", "VI"];

export function countryNames(locale: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region" });
  } catch {
    names = undefined;
  }
  return COUNTRIES.map((code) => ({ code, name: names?.of(code) ?? code }));
}
