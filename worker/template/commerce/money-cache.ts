// Formatted amounts by (locale, currency, arguments, amount), per isolate. A page formats the
// same few prices again and again (every variant of a shirt at one price, every render of a
// listing), and an Intl format with its option building costs microseconds each time.
// The text depends on nothing else, so the cache never goes stale; it is bounded in entries.

import type { DecimalString } from "../../commerce/decimal";
import { formatMoney, formatNativeAmount, type Money } from "../../commerce/money";
import { moneyOptions } from "./money-args";

const MAX_ENTRIES = 4096;
const formatted = new Map<string, string>();

function remember(key: string, text: string): string {
  if (formatted.size >= MAX_ENTRIES) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** formatMoney(amount, currency, locale, moneyOptions(args)), remembered. */
export function formatMoneyCached(
  amount: DecimalString,
  currency: string,
  locale: string,
  args: readonly string[],
): string {
  const key =
    locale +
    "\u0000" +
    currency +
    "\u0000" +
    (args.length === 0 ? "" : args.join("\u0001")) +
    "\u0000" +
    amount;
  const hit = formatted.get(key);
  return hit !== undefined ? hit : remember(key, formatMoney(amount, currency, locale, moneyOptions(args)));
}

/** formatNativeAmount(money), remembered ("1,234.50"). */
export function formatNativeAmountCached(money: Money): string {
  const key = "\u0001native\u0000" + money.currency + "\u0000" + money.amount;
  const hit = formatted.get(key);
  return hit !== undefined ? hit : remember(key, formatNativeAmount(money));
}
