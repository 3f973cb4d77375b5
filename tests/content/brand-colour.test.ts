import { describe, expect, it } from "vitest";
import { brandColourCss } from "../../worker/content/brand-colour";

describe("brandColourCss", () => {
  it("shows a brand colour as hsl() with percentages", () => {
    expect(brandColourCss({ hue: 110, saturation: 0.9, lightness: 1 })).toEqual({
      ok: true,
      css: "hsl(110, 90%, 100%)",
    });
  });

  it("uses hsla() when the colour has an alpha, rounding to two decimals", () => {
    expect(brandColourCss({ hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 })).toEqual({
      ok: true,
      css: "hsla(0.96, 95.54%, 95.67%, 0.56)",
    });
  });

  it("names every part that is out of bounds", () => {
    expect(brandColourCss({ hue: 361, saturation: 1.5, lightness: -0.1, alpha: 2 })).toEqual({
      ok: false,
      message: "Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.",
    });
    expect(brandColourCss({ hue: 0, saturation: 0, lightness: 0, alpha: 1.01 })).toEqual({
      ok: false,
      message: "Alpha out of bounds.",
    });
  });

  it("accepts the bounds themselves", () => {
    expect(brandColourCss({ hue: 360, saturation: 0, lightness: 1, alpha: 0 })).toEqual({
      ok: true,
      css: "hsla(360, 0%, 100%, 0)",
    });
  });
});
