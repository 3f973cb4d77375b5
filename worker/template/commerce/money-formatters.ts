// The money formatters of the dialect. Amounts in minor units (`money-format`, `money-string`,
// `bookkeeper-money-format`) or money nodes ({decimalValue, currencyCode} / {value, currency}:
// `money`, `i18n-money-format`). Without locale data (locale "none") the locale-driven ones
// render nothing.

import { currencyForLocale } from "../../commerce/currency";
import { parseDecimal } from "../../commerce/decimal";
import { formatMoney, formatNativeAmount, moneyFromJson, moneyFromMinorUnits } from "../../commerce/money";
import { formatLegacyMoney } from "../../commerce/money-legacy";
import { intlLocale, numberFormat } from "../../intl/number-format";
import type { Formatter, FormatterTable } from "../plugin";
import { asString, getChild } from "../values";
import { nativeMoney } from "./money-args";
import { formatMoneyCached } from "./money-cache";

/** Apply `fn` to the first variable's value. */
export const onValue =
  (fn: (value: unknown, args: string[], ctx: Parameters<Formatter>[2]) => unknown): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0];
    if (first) first.value = fn(first.value, args, ctx);
  };

/** `{amount|money style:short}`: a money node formatted for the render's locale. */
const money = onValue((node, args, ctx) => {
  let amount = getChild(node, "decimalValue");
  let code = getChild(node, "currencyCode");
  if (amount === undefined || code === undefined) {
    amount = getChild(node, "value");
    code = getChild(node, "currency");
  }
  if (amount === undefined || code === undefined || ctx.locale === undefined) return "";
  const decimal = parseDecimal(asString(amount));
  return decimal === undefined ? "" : formatMoneyCached(decimal, asString(code), ctx.locale, args);
});

/** `{cents|money-format}`: "1,234.50" from 123450. */
const moneyFormat = onValue((value) => {
  const cents = parseDecimal(asString(value));
  return cents === undefined ? "" : formatNativeAmount(moneyFromMinorUnits(cents));
});

/** `{cents|money-string}`: the native money markup of 123450. */
const moneyString = onValue((value) => {
  const cents = parseDecimal(asString(value));
  return cents === undefined ? "" : nativeMoney(moneyFromMinorUnits(cents));
});

/** `{cents|bookkeeper-money-format}`: cents in the currency of the locale's region. */
const bookkeeperMoneyFormat = onValue((value, _args, ctx) => {
  if (ctx.locale === undefined) return "";
  const currency = currencyForLocale(ctx.locale);
  const money = moneyFromMinorUnits(parseDecimal(asString(value)) ?? "0", currency);
  return formatMoney(money.amount, currency, ctx.locale);
});

/** `{money|i18n-money-format de_DE}`: the legacy money style for a locale (default: the render's). */
const i18nMoneyFormat = onValue((node, args, ctx) => {
  if (getChild(node, "decimalValue") === undefined && getChild(node, "value") === undefined) return "";
  const m = moneyFromJson(node) ?? { amount: "0" as const, currency: "USD" };
  const locale = args[0]?.trim() || ctx.locale || "en-US";
  return formatLegacyMoney(m, locale);
});

/** `{n|percentage-format [trim]}`: a decimal with 2-3 fraction digits (0-3 with trim). */
const percentageFormat = onValue((value, args, ctx) => {
  if (ctx.locale === undefined) return "";
  const n = parseDecimal(asString(value)) ?? "0";
  return numberFormat(intlLocale(ctx.locale), {
    minimumFractionDigits: args.includes("trim") ? 0 : 2,
    maximumFractionDigits: 3,
    roundingMode: "halfEven",
  }).format(n);
});

export const moneyFormatters: FormatterTable = {
  money,
  "money-format": moneyFormat,
  moneyFormat,
  "money-string": moneyString,
  "bookkeeper-money-format": bookkeeperMoneyFormat,
  "i18n-money-format": i18nMoneyFormat,
  "percentage-format": percentageFormat,
};
