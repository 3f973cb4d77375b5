// Money in templates: formatter arguments (`style:short`, `maxfrac:0`, ...) to format options,
// and the markup a price gets in commerce fragments.

import { type Money, type MoneyFormatOptions, type RoundingMode } from "../../commerce/money";
import type { PluginContext } from "../plugin";
import { formatMoneyCached, formatNativeAmountCached } from "./money-cache";
import { isTruthy } from "../values";

const STYLES = new Set(["symbol", "accounting", "code", "name", "short"]);
const ROUNDING = new Set(["up", "down", "ceiling", "floor", "half-up", "half-down", "half-even"]);

const int = (v: string) => {
  const n = parseInt(v, 10);
  return Number.isNaN(n) ? 0 : Math.min(50, Math.max(0, n));
};

/** Read `key:value` arguments of the money formatters; unknown keys and values are ignored. */
export function moneyOptions(args: readonly string[]): MoneyFormatOptions {
  const o: MoneyFormatOptions = {};
  for (const arg of args) {
    const i = arg.indexOf(":");
    const key = i === -1 ? arg : arg.slice(0, i);
    const val = i === -1 ? "" : arg.slice(i + 1);
    switch (key) {
      case "style":
        if (STYLES.has(val)) o.style = val as MoneyFormatOptions["style"];
        else if (val === "standard") o.style = "symbol";
        break;
      case "symbol":
        if (val === "default" || val === "narrow") o.symbolWidth = val;
        break;
      case "group":
      case "grouping":
        o.grouping = val === "" || val === "true";
        break;
      case "no-group":
      case "no-grouping":
        o.grouping = false;
        break;
      case "round":
      case "rounding": {
        const mode = val === "ceil" ? "ceiling" : val === "truncate" ? "down" : val;
        if (ROUNDING.has(mode)) o.rounding = mode as RoundingMode;
        break;
      }
      case "minint":
      case "minInt":
      case "minimumIntegerDigits":
        o.minimumIntegerDigits = int(val);
        break;
      case "maxfrac":
      case "maxFrac":
      case "maximumFractionDigits":
        o.maximumFractionDigits = int(val);
        break;
      case "minfrac":
      case "minFrac":
      case "minimumFractionDigits":
        o.minimumFractionDigits = int(val);
        break;
      case "maxsig":
      case "maxSig":
      case "maximumSignificantDigits":
        o.maximumSignificantDigits = int(val);
        break;
      case "minsig":
      case "minSig":
      case "minimumSignificantDigits":
        o.minimumSignificantDigits = int(val);
        break;
    }
  }
  return o;
}

const CLDR_MONEY_FLAG = ["featureFlags", "useCLDRMoneyFormat"] as const;

/** Whether this render formats money for its locale (feature flag `useCLDRMoneyFormat`). */
export function localizedMoney(ctx: PluginContext): boolean {
  return isTruthy(ctx.resolve(CLDR_MONEY_FLAG)) && ctx.locale !== undefined;
}

/**
 * A price as commerce fragments show it: formatted for the locale when the feature flag is on,
 * else the native markup `<span class="sqs-money-native">1,234.50</span>`.
 */
export function moneyMarkup(money: Money, args: readonly string[], ctx: PluginContext): string {
  if (localizedMoney(ctx)) return formatMoneyCached(money.amount, money.currency, ctx.locale!, args);
  return nativeMoney(money);
}

export function nativeMoney(money: Money): string {
  return `<span class="sqs-money-native">${formatNativeAmountCached(money)}</span>`;
}
