import { describe, expect, it } from "vitest";
import { i18nFormatters } from "../../worker/template/formatters/i18n";
import { applyFormatter, i18nContext } from "./i18n-context";

const decimal = (value: unknown, args = "", locale?: string) =>
  applyFormatter(
    i18nFormatters,
    "decimal",
    [value],
    args ? args.split(" ") : [],
    i18nContext([{}], { locale }),
  );

describe("decimal formatter", () => {
  it("groups thousands by default and keeps up to three fraction digits", () => {
    expect(decimal("-15789.12")).toBe("-15,789.12");
    expect(decimal("99999.00")).toBe("99,999");
    expect(decimal(3.14159)).toBe("3.142");
    expect(decimal("-15789.12", "group:false")).toBe("-15789.12");
  });

  it("keeps every digit of long decimal strings", () => {
    expect(decimal("12345678901234567.25", "maxfrac:2")).toBe("12,345,678,901,234,567.25");
  });

  it("rounds half to even unless told otherwise", () => {
    expect(decimal("2.5", "maxfrac:0")).toBe("2");
    expect(decimal("3.5", "maxfrac:0")).toBe("4");
    expect(decimal("2.5", "maxfrac:0 round:half-up")).toBe("3");
    expect(decimal("2.1", "maxfrac:0 round:ceil")).toBe("3");
    expect(decimal("1.5", "minfrac:2")).toBe("1.50");
  });

  it("formats compact, percent and per-mille styles", () => {
    expect(decimal("1200", "style:short")).toBe("1.2K");
    expect(decimal("-100200300.40", "style:long")).toBe("-100 million");
    expect(decimal("1.3456", "style:percent")).toBe("135%");
    expect(decimal("10.001", "style:percent-scaled")).toBe("10%");
    expect(decimal("0.0126", "style:permille")).toBe("13‰");
    expect(decimal("12.5", "style:permille-scaled")).toBe("12‰");
  });

  it("uses the render's locale", () => {
    expect(decimal("1234567.891", "", "de-DE")).toBe("1.234.567,891");
    expect(decimal("1234567.891", "", "fr-FR")).toBe("1\u202f234\u202f567,891");
  });

  it("outputs nothing for text that is not a number, or without locale data", () => {
    expect(decimal("xyz")).toBe("");
    expect(decimal({})).toBe("");
    expect(applyFormatter(i18nFormatters, "decimal", ["12"], [], i18nContext([{}], { locale: null }))).toBe(
      "",
    );
  });
});
