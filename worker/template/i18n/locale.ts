// Which locale Intl formats with for a render.

const supported = new Map<string, string>();

/**
 * The Intl locale for a dialect locale tag: "en_US" and "en-US" both give "en-US";
 * a tag Intl cannot use falls back to "en" (the dialect's default locale).
 */
export function intlLocale(tag: string | undefined): string {
  const raw = (tag ?? "en").trim().replace(/_/g, "-") || "en";
  let found = supported.get(raw);
  if (found === undefined) {
    try {
      found = Intl.getCanonicalLocales(raw)[0] ?? "en";
    } catch {
      found = "en";
    }
    if (supported.size > 200) supported.clear();
    supported.set(raw, found);
  }
  return found;
}

/** Upper-case the first letter, as CLDR's "begin-sentence" context transform does. */
export function beginSentence(text: string, locale: string): string {
  if (text === "") return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
