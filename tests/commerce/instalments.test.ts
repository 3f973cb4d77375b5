import { describe, expect, it } from "vitest";
import {
  DEFAULT_INSTALMENT_RANGE,
  instalmentEligible,
  instalmentQuote,
  instalmentsOffered,
} from "../../worker/commerce/instalments";
import { ProductType } from "../../worker/commerce/product-status";

describe("instalment pill", () => {
  const range = { minCents: 3500, maxCents: 200000 };
  it("shows 4 instalments when the price is above the minimum and at most the maximum", () => {
    expect(instalmentQuote(14800, range)).toEqual({ kind: "pill", instalmentCents: 3700, count: 4 });
    expect(instalmentQuote(200000, range)).toEqual({ kind: "pill", instalmentCents: 50000, count: 4 });
    // Rounded up to the cent: four parts never add up to less than the price.
    expect(instalmentQuote(3501, range)).toMatchObject({ instalmentCents: 876 });
  });
  it("names the minimum at or below it and the maximum above it", () => {
    expect(instalmentQuote(3500, range)).toEqual({ kind: "over", amountCents: 3500 });
    expect(instalmentQuote(200001, range)).toEqual({ kind: "up-to", amountCents: 200000 });
  });
  it("defaults to orders above $35 and up to $2,000", () => {
    expect(DEFAULT_INSTALMENT_RANGE).toEqual({ minCents: 3500, maxCents: 200000 });
  });
  it("is offered in the spec's countries and languages only", () => {
    for (const locale of ["en-US", "en-CA", "fr-CA", "en-AU", "en-NZ", "en-GB", "en_US"]) {
      expect(instalmentsOffered(locale), locale).toBe(true);
    }
    for (const locale of ["fr-FR", "de-DE", "fr-US", "en", "es-MX"]) {
      expect(instalmentsOffered(locale), locale).toBe(false);
    }
  });
  it("only for all-physical products and carts", () => {
    expect(instalmentEligible([ProductType.PHYSICAL, ProductType.PHYSICAL])).toBe(true);
    expect(instalmentEligible([ProductType.PHYSICAL, ProductType.DIGITAL])).toBe(false);
    expect(instalmentEligible([ProductType.SERVICE])).toBe(false);
    expect(instalmentEligible([])).toBe(false);
  });
});
