import { describe, expect, it } from "vitest";
import { compareDecimal, movePoint, parseDecimal } from "../../worker/commerce/decimal";

describe("decimal strings", () => {
  it("normalizes decimal text and numbers", () => {
    expect(parseDecimal(".5")).toBe("0.5");
    expect(parseDecimal("007.50")).toBe("7.5");
    expect(parseDecimal("1e3")).toBe("1000");
    expect(parseDecimal(-0.25)).toBe("-0.25");
    expect(parseDecimal("-0")).toBe("0");
  });

  it("rejects what is not a number", () => {
    for (const bad of ["", "A", "1.2.3", ".", null, {}, Number.NaN])
      expect(parseDecimal(bad)).toBeUndefined();
  });

  it("moves the point both ways without float error", () => {
    expect(movePoint("1.005", 2)).toBe("100.5");
    expect(movePoint("0.1", 2)).toBe("10");
    expect(movePoint("12345", -2)).toBe("123.45");
    expect(movePoint("5", -3)).toBe("0.005");
  });

  it("compares numerically", () => {
    expect(compareDecimal("0.75", "1")).toBeLessThan(0);
    expect(compareDecimal("10", "9.99")).toBeGreaterThan(0);
  });
});
