// Formatted amounts by (locale, currency, arguments, amount), per isolate. A page formats the
// same few prices again and again (every variant of a shirt at one price, every render of a
// listing), and an Intl format with its option building costs microseconds each time.
// The text depends on nothing else, so the cache never goes stale; every table is bounded.

import type { DecimalString } from "../../commerce/decimal";
import { formatMoney, formatNativeAmount, type Money } from "../../commerce/money";
import { moneyOptions } from "./money-args";

const MAX_ENTRIES = 4096;
/** Locales per argument list, currencies per locale. */
const MAX_KEYS = 64;
const formatted = new Map<string, string>();

function remember(key: string, text: string): string {
  if (formatted.size >= MAX_ENTRIES) formatted.clear();
  formatted.set(key, text);
  return text;
}

/**
 * Localized texts by argument list (the array of a template tag, which lives as long as its
 * compiled tree), then locale, currency and amount: lookups with the strings the data already
 * holds, so no key is built per call.
 */
type ByAmount = Map<string, string>;
const byArgs = new WeakMap<readonly string[], Map<string, Map<string, ByAmount>>>();

/** formatMoney(amount, currency, locale, moneyOptions(args)), remembered. */
export function formatMoneyCached(
  amount: DecimalString,
  currency: string,
  locale: string,
  args: readonly string[],
): string {
  let byLocale = byArgs.get(args);
  if (byLocale === undefined) byArgs.set(args, (byLocale = new Map()));
  let byCurrency = byLocale.get(locale);
  if (byCurrency === undefined) {
    if (byLocale.size >= MAX_KEYS) byLocale.clear();
    byLocale.set(locale, (byCurrency = new Map()));
  }
  let byAmount = byCurrency.get(currency);
  if (byAmount === undefined) {
    if (byCurrency.size >= MAX_KEYS) byCurrency.clear();
    byCurrency.set(currency, (byAmount = new Map()));
  }
  let text = byAmount.get(amount);
  if (text === undefined) {
    text = formatMoney(amount, currency, locale, moneyOptions(args));
    // Bounded per amount table; the tables of a dropped template go with its tree.
    if (byAmount.size >= MAX_ENTRIES) byAmount.clear();
    byAmount.set(amount, text);
  }
  return text;
}

/** formatNativeAmount(money), remembered ("1,234.50"). */
export function formatNativeAmountCached(money: Money): string {
  const key = "\u0001native\u0000" + money.currency + "\u0000" + money.amount;
  const hit = formatted.get(key);
  return hit !== undefined ? hit : remember(key, formatNativeAmount(money));
}
