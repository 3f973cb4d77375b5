import { describe, expect, it } from "vitest";
import {
  formatMinorUnits,
  formatMoney,
  formatNativeAmount,
  moneyFromJson,
  moneyFromMinorUnits,
  toMinorUnits,
} from "../../worker/commerce/money";
import { currencyForLocale, fractionDigits } from "../../worker/commerce/currency";

describe("money from JSON", () => {
  it("reads the value/currency shape", () => {
    expect(moneyFromJson({ value: "19.99", currency: "EUR" })).toEqual({ amount: "19.99", currency: "EUR" });
  });

  it("reads the decimalValue/currencyCode shape, numbers included", () => {
    expect(moneyFromJson({ decimalValue: 1234.56, currencyCode: "aud" })).toEqual({
      amount: "1234.56",
      currency: "AUD",
    });
  });

  it("defaults a missing currency to USD and rejects nodes without an amount", () => {
    expect(moneyFromJson({ value: ".5" })).toEqual({ amount: "0.5", currency: "USD" });
    expect(moneyFromJson({ value: "abc", currency: "USD" })).toBeUndefined();
    expect(moneyFromJson("12")).toBeUndefined();
  });
});

describe("minor units", () => {
  it("divides by 100 for two-digit currencies and not at all for JPY", () => {
    expect(moneyFromMinorUnits(1999, "USD").amount).toBe("19.99");
    expect(moneyFromMinorUnits(1999, "JPY").amount).toBe("1999");
    expect(fractionDigits("JPY")).toBe(0);
    expect(fractionDigits("SEK")).toBe(2);
  });

  it("round-trips an amount to whole cents", () => {
    expect(toMinorUnits({ amount: "19.99", currency: "USD" })).toBe(1999);
    expect(toMinorUnits({ amount: "0.5", currency: "USD" })).toBe(50);
  });
});

describe("formatting with Intl", () => {
  it("formats for the locale with the currency's digits", () => {
    expect(formatMoney("2500", "USD", "en")).toBe("$2,500.00");
    expect(formatMoney("2500", "EUR", "en")).toBe("€2,500.00");
    expect(formatMoney("1234.56", "JPY", "en")).toBe("¥1,235");
    expect(formatMoney("1234.5", "EUR", "de-DE")).toBe("1.234,50\u00a0€");
  });

  it("supports the short, name and accounting styles", () => {
    expect(formatMoney("123456.789", "USD", "en", { style: "short" })).toBe("$123K");
    expect(formatMoney("123456.789", "EUR", "en", { style: "name" })).toBe("123,456.79 euros");
    expect(formatMoney("-1234.56", "USD", "en", { style: "accounting" })).toBe("($1,234.56)");
  });

  it("rounds half to even by default", () => {
    expect(formatMoney("0.125", "USD", "en")).toBe("$0.12");
    expect(formatMoney("0.135", "USD", "en")).toBe("$0.14");
    expect(formatMoney("0.125", "USD", "en", { rounding: "half-up" })).toBe("$0.13");
  });

  it("trims a zero fraction but keeps a real one when asked", () => {
    expect(formatMinorUnits(1000, "USD", "en", { trimZeroFractions: true })).toBe("$10");
    expect(formatMinorUnits(1050, "USD", "en", { trimZeroFractions: true })).toBe("$10.50");
  });

  it("gives nothing for a malformed currency code", () => {
    expect(formatMoney("1", "dollars", "en")).toBe("");
  });

  it("formats the native amount with en-US grouping", () => {
    expect(formatNativeAmount({ amount: "1234567.5", currency: "USD" })).toBe("1,234,567.50");
    expect(formatNativeAmount({ amount: "1234.5", currency: "JPY" })).toBe("1,234");
  });
});

describe("currency of a locale", () => {
  it("takes the likely region of the locale", () => {
    expect(currencyForLocale("en")).toBe("USD");
    expect(currencyForLocale("en-GB")).toBe("GBP");
    expect(currencyForLocale("fr")).toBe("EUR");
    expect(currencyForLocale("ja")).toBe("JPY");
  });
});
