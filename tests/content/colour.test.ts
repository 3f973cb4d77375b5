import { describe, expect, it } from "vitest";
import { colourWeight, hexToInt, isDark, luminance, parseColour, toHex } from "../../worker/content/colour";

describe("parseColour", () => {
  it("reads hex colours with 3 or 6 digits, with or without #", () => {
    expect(parseColour("#fff")).toEqual({ r: 255, g: 255, b: 255, alpha: 1 });
    expect(parseColour("#1a2B3c")).toEqual({ r: 26, g: 43, b: 60, alpha: 1 });
  });

  it("rejects hex colours of other lengths", () => {
    expect(parseColour("#abcd")).toBeUndefined();
    expect(parseColour("#12345")).toBeUndefined();
    expect(parseColour("#abcdef12")).toBeUndefined();
  });

  it("reads rgb() and rgba(), clamping channels to 0-255 and alpha to 0-1", () => {
    expect(parseColour("rgb(10, 20, 30)")).toEqual({ r: 10, g: 20, b: 30, alpha: 1 });
    expect(parseColour("rgba(300, -5, 20, 0.5)")).toEqual({ r: 255, g: 0, b: 20, alpha: 0.5 });
    expect(parseColour("rgba(0, 0, 0, 7)")?.alpha).toBe(1);
    expect(parseColour("RGB(1, 2, 3)")).toEqual({ r: 1, g: 2, b: 3, alpha: 1 });
  });

  it("reads hsl() and hsla(), taking the hue modulo 360 and percentages within 0-100", () => {
    expect(parseColour("hsl(120, 100%, 50%)")).toEqual({ r: 0, g: 255, b: 0, alpha: 1 });
    expect(parseColour("hsl(480, 100%, 50%)")).toEqual(parseColour("hsl(120, 100%, 50%)"));
    expect(parseColour("hsl(-240, 100%, 50%)")).toEqual(parseColour("hsl(120, 100%, 50%)"));
    expect(parseColour("hsl(0, 150%, 50%)")).toEqual(parseColour("hsl(0, 100%, 50%)"));
    expect(parseColour("hsla(240, 100%, 50%, 0.25)")).toEqual({ r: 0, g: 0, b: 255, alpha: 0.25 });
  });

  it("reads hwb() and named colours", () => {
    expect(parseColour("hwb(0 0% 0%)")).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseColour("rebeccapurple")).toEqual({ r: 102, g: 51, b: 153, alpha: 1 });
    expect(parseColour("transparent")?.alpha).toBe(0);
  });

  it("gives undefined for text that is not a colour", () => {
    expect(parseColour("not a colour")).toBeUndefined();
    expect(parseColour("")).toBeUndefined();
    expect(parseColour("lab(50 10 10)")).toBeUndefined();
  });
});

describe("colour weight and luminance", () => {
  it("calls hex colours above half of 0xFFFFFF light and the rest dark", () => {
    expect(hexToInt("#888")).toBe(0x888888);
    expect(colourWeight("#888")).toBe("light");
    expect(colourWeight("#7fffff")).toBe("dark");
    expect(colourWeight("800000")).toBe("light");
    expect(colourWeight("nope")).toBeUndefined();
  });

  it("calls a colour dark when its luminance is below 65 percent", () => {
    expect(luminance({ r: 255, g: 255, b: 255, alpha: 1 })).toBeCloseTo(1);
    expect(isDark(parseColour("#888")!)).toBe(true);
    expect(isDark(parseColour("#aaa")!)).toBe(false);
    expect(isDark(parseColour("yellow")!)).toBe(false);
    expect(isDark(parseColour("navy")!)).toBe(true);
  });

  it("writes a colour back as #rrggbb", () => {
    expect(toHex(parseColour("rgb(1, 2, 255)")!)).toBe("#0102ff");
  });
});
