import { describe, expect, it } from "vitest";
import { i18nPredicates } from "../../worker/template/predicates/i18n";
import { i18nContext } from "./i18n-context";

describe("i18n predicates", () => {
  it("units-metric? is false and reports that it is not yet implemented", () => {
    const ctx = i18nContext([{ units: "metric" }]);
    expect(i18nPredicates["units-metric?"]!([], ctx)).toBe(false);
    expect(ctx.errors).toEqual([
      { type: "not-implemented", message: '"units-metric?" predicate is not yet implemented' },
    ]);
  });
});
