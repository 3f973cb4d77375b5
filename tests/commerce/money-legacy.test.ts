import { describe, expect, it } from "vitest";
import { formatLegacyMoney } from "../../worker/commerce/money-legacy";

const m = (amount: string, currency: string) => ({ amount: amount as `${number}`, currency });

describe("legacy money style", () => {
  it("puts the house symbol before the amount in English", () => {
    expect(formatLegacyMoney(m("1234.56", "AUD"), "en_US")).toBe("A$1,234.56");
    expect(formatLegacyMoney(m("-1234.56", "CAD"), "en-UK")).toBe("-C$1,234.56");
  });

  it("sets a letter symbol apart and puts the sign after it", () => {
    expect(formatLegacyMoney(m("1234.56", "SEK"), "en-US")).toBe("kr 1,234.56");
    expect(formatLegacyMoney(m("-1234.56", "SEK"), "en-US")).toBe("kr -1,234.56");
  });

  it("uses the locale's separators and puts the symbol after the amount where the locale does", () => {
    expect(formatLegacyMoney(m("1234.56", "EUR"), "de_DE")).toBe("1.234,56€");
    expect(formatLegacyMoney(m("1234.56", "AUD"), "de-DE")).toBe("1.234,56 A$");
    expect(formatLegacyMoney(m("-1234.56", "GBP"), "fr_FR")).toBe("-1\u00a0234,56£");
    expect(formatLegacyMoney(m("1234.56", "SEK"), "sv-SE")).toBe("1\u00a0234,56 kr");
  });

  it("rounds yen to whole units", () => {
    expect(formatLegacyMoney(m("1234.56", "JPY"), "en-US")).toBe("¥1,235");
    expect(formatLegacyMoney(m("-1234.56", "JPY"), "de-DE")).toBe("-1.235¥");
  });
});
