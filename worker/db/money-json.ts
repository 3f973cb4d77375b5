// Money as the dialect's commerce formatters read it: `value` is a decimal string in the
// currency's major unit ("148.00"), next to the legacy integer price in minor units.
// The database keeps minor units (integers) only.
import { fractionDigits } from "../commerce/currency";

export interface MoneyJson {
  currency: string;
  value: string;
}

export function moneyJson(minorUnits: number, currency: string): MoneyJson {
  const digits = fractionDigits(currency);
  const negative = minorUnits < 0;
  const units = Math.abs(Math.trunc(minorUnits))
    .toString()
    .padStart(digits + 1, "0");
  const value = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return { currency, value: negative ? `-${value}` : value };
}
