// Plural categories (CLDR "one", "few", "other", ...) of decimal texts, via Intl.PluralRules.

const rules = new Map<string, Intl.PluralRules>();

/**
 * Category of a decimal text. Visible fraction digits count, as in CLDR: "1" is "one" in
 * English but "1.0" is "other".
 */
export function pluralCategory(text: string, locale: string, type: Intl.PluralRuleType = "cardinal"): string {
  const n = Number(text);
  if (!Number.isFinite(n)) return "other";
  const m = /\.(\d*)/.exec(text.trim());
  const visible = Math.min(m ? m[1]!.length : 0, 20);
  const key = `${locale}|${type}|${visible}`;
  let r = rules.get(key);
  if (!r) {
    r = new Intl.PluralRules(locale, {
      type,
      minimumFractionDigits: visible,
      maximumFractionDigits: visible,
    });
    rules.set(key, r);
  }
  return r.select(n);
}
