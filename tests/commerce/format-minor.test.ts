import { describe, expect, it } from "vitest";
import { CURRENCIES } from "../../worker/commerce/currency";
import { formatMinor } from "../../worker/commerce/format-minor";
import { formatMinorUnits } from "../../worker/commerce/money";

describe("the islands' money formatting", () => {
  it("equals the worker's for every currency of the spec, with and without trimming", () => {
    for (const currency of CURRENCIES) {
      for (const units of [0, 5, 1999, 123456, 100000]) {
        for (const locale of ["en-US", "fr-CA", "en-GB"]) {
          expect(formatMinor(units, currency, locale), `${currency} ${units} ${locale}`).toBe(
            formatMinorUnits(units, currency, locale),
          );
          expect(formatMinor(units, currency, locale, true)).toBe(
            formatMinorUnits(units, currency, locale, { trimZeroFractions: true }),
          );
        }
      }
    }
  });
});
