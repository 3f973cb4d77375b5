// Prices for machines (schema.org, Open Graph): a plain decimal with the currency's fraction
// digits ("118.00", "1200" for JPY), never a localized string.
import type { DecimalString } from "../commerce/decimal";
import { toMinorUnits, type Money } from "../commerce/money";
import { moneyJson } from "../db/money-json";

export function decimalPrice(money: Money): Money {
  const amount = moneyJson(toMinorUnits(money), money.currency).value as DecimalString;
  return { amount, currency: money.currency };
}
