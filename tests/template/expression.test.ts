import { describe, expect, it } from "vitest";
import { render } from "../../worker/template/index";

const ev = (expr: string, data: unknown = {}) => render(`{.eval ${expr}}`, data);
const value = (expr: string, data: unknown = {}) => ev(expr, data).output;

describe(".eval expressions", () => {
  it("follows JavaScript precedence and associativity", () => {
    expect(value("1 + 2 * 3")).toBe("7");
    expect(value("(1 + 2) * 3")).toBe("9");
    expect(value("2 ** 3 ** 2")).toBe("512");
    expect(value("10 - 4 - 3")).toBe("3");
    expect(value("-2 ** 2")).toBe("4");
    expect(value("1 < 2 && 3 > 4 || !false")).toBe("true");
    expect(value("6 & 3 | 8 ^ 1")).toBe("11");
    expect(value("1 << 4 >> 2")).toBe("4");
  });

  it("reads numbers in decimal, exponent and hex notation", () => {
    expect(value("0x1F + 1e3 + 0.5 * 0")).toBe("1031");
    expect(value("1.5e-1")).toBe("0.15");
  });

  it("decodes string escapes", () => {
    expect(value(String.raw`'a\tb\x41\u00e9\U0001F600\'q'`)).toBe("a\tbAé😀'q");
    expect(value(String.raw`"\x01"`)).toBe(" ");
  });

  it("compares with loose and strict equality", () => {
    expect(value('"1" == 1')).toBe("true");
    expect(value('"1" === 1')).toBe("false");
    expect(value("null != 0")).toBe("true");
  });

  it("converts with built-in functions and constants", () => {
    expect(value("num('12.5') + abs(-1)")).toBe("13.5");
    expect(value("str(12) + 3")).toBe("123");
    expect(value("bool('x') && true")).toBe("true");
    expect(value("PI > 3 && E < 3")).toBe("true");
    expect(value("num('0x10')")).toBe("16");
    expect(value("num('12px')")).toBe("NaN");
  });

  it("reads template values and assigns @variables", () => {
    expect(render("{.eval @t = price * qty; @t + 1} {@t}", { price: 2.5, qty: 4 }).output).toBe("11 10");
    expect(render("{.repeated section xs}{.eval @index0 * 10} {.end}", { xs: [1, 1] }).output).toBe("0 10 ");
  });

  it("outputs the last statement's value only", () => {
    expect(value("1; 2; 3")).toBe("3");
    expect(value("@x = 1")).toBe("");
  });

  it("rejects unknown functions, stray characters and mismatched parentheses", () => {
    expect(ev("evil(1)").errors[0]!.message).toContain("Invalid function evil");
    expect(ev("1 # 2").errors[0]!.message).toContain('Unexpected character at 2: "#"');
    expect(ev("(1 + 2").errors[0]!.message).toContain("Mismatched operator found: left paren");
    expect(ev("1 + 2)").errors[0]!.message).toContain("Mismatched operator found: right paren");
  });

  it("limits the number of tokens", () => {
    const { output, errors } = ev(Array.from({ length: 2000 }, () => "1").join(" + "));
    expect(output).toBe("");
    expect(errors[0]!.message).toContain("Expression exceeds the maximum number of allowed tokens: 1000");
  });

  it("limits the length of concatenated strings", () => {
    const { output, errors } = render("{.eval @s = big + big + big + big + big}[{@s}]", {
      big: "x".repeat(20000),
    });
    expect(output).toBe("[]");
    expect(errors[0]!.message).toContain("Concatenation would exceed maximum string length 65536");
  });
});
