// The typed arguments messages may hold: "{0 decimal ...}", "{0 money ...}", "{0 datetime ...}",
// "{0;1 datetime-interval ...}" and "{0 unit ...}".
import type { PluginContext } from "../plugin";
import { asNumber, isObject } from "../values";
import { formatDatetime, formatInterval } from "./datetime";
import type { MessageTypeFormatter } from "./message";
import { argDecimal } from "./message";
import { decimalText, formatDecimal, formatText, intlNumberOptions } from "./numbers";
import { numberFormat } from "../../intl/number-format";
import type { NumberOptions } from "./options";
import { datetimeOptions, decimalOptions, intervalOptions, numberOption, splitOption } from "./options";
import { formatUnit, unitOptions } from "./units";
import { siteTimeZone } from "./zone";

/** An epoch-ms number from a value (numbers and numeric strings), else undefined. */
export function instant(v: unknown): number | undefined {
  if (typeof v !== "number" && typeof v !== "string") return undefined;
  const n = asNumber(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Amount and currency of a money value ({decimalValue, currencyCode} or {value, currency}). */
function money(v: unknown): { amount: string; code: string } | undefined {
  if (!isObject(v)) return undefined;
  let amount = v.decimalValue;
  let code = v.currencyCode;
  if (amount === undefined || code === undefined) {
    amount = v.value;
    code = v.currency;
  }
  const text = decimalText(amount);
  if (text === undefined || typeof code !== "string" || !/^[A-Za-z]{3}$/.test(code)) return undefined;
  return { amount: text, code: code.toUpperCase() };
}

/** `{0 money style:short}`: Intl currency formats (symbol, short, name, code, accounting). */
function formatMoney(value: unknown, options: string[], locale: string): string {
  const m = money(value);
  if (!m) return "";
  const n: NumberOptions = {};
  let style = "symbol";
  for (const opt of options) {
    const [key, val] = splitOption(opt);
    if (key === "style") style = val === "standard" ? "symbol" : val;
    else numberOption(key, val, n);
  }
  const base: Intl.NumberFormatOptions = { ...intlNumberOptions(n), style: "currency", currency: m.code };
  const extra: Record<string, Intl.NumberFormatOptions> = {
    short: { notation: "compact" },
    name: { currencyDisplay: "name" },
    code: { currencyDisplay: "code" },
    accounting: { currencySign: "accounting" },
  };
  return formatText(numberFormat(locale, { ...base, ...extra[style] }), m.amount);
}

/** Formatter of typed message arguments for one render. */
export function messageTypes(ctx: PluginContext, locale: string): MessageTypeFormatter {
  return (type, args, options) => {
    const first = args[0];
    switch (type) {
      case "number":
      case "decimal":
        return first === undefined ? "" : formatDecimal(argDecimal(first), decimalOptions(options), locale);
      case "money":
      case "currency":
        return formatMoney(first, options, locale);
      case "datetime": {
        const t = instant(first);
        return t === undefined ? "" : formatDatetime(t, siteTimeZone(ctx), locale, datetimeOptions(options));
      }
      case "datetime-interval": {
        const a = instant(args[0]);
        const b = instant(args[1]);
        if (a === undefined || b === undefined) return "";
        return formatInterval(a, b, siteTimeZone(ctx), locale, intervalOptions(options));
      }
      case "unit":
        return formatUnit(first, unitOptions(options), locale);
      default:
        return undefined;
    }
  };
}
