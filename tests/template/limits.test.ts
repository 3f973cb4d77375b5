import { describe, expect, it } from "vitest";
import { render } from "../../worker/template/index";

describe("safety limits", () => {
  it("stops a render that exceeds its instruction budget and says so", () => {
    const xs = Array.from({ length: 100_000 }, (_, i) => i);
    const { output, errors } = render("{.repeated section xs}{@}{.end}", { xs }, { maxSteps: 5000 });
    expect(output.length).toBeLessThan(20000);
    expect(errors).toEqual([
      expect.objectContaining({
        type: "limit",
        message: "RuntimeError: Render stopped: more than 5000 instructions executed",
      }),
    ]);
  });

  it("caps the output size", () => {
    const { output, errors } = render(
      "{.repeated section xs}{s}{.end}",
      { xs: new Array(100).fill(0), s: "x".repeat(1000) },
      {
        maxOutputBytes: 10_000,
      },
    );
    expect(output.length).toBeLessThanOrEqual(11_000);
    expect(errors[0]).toMatchObject({
      type: "limit",
      message: "RuntimeError: Render stopped: output exceeds 10000 bytes",
    });
  });

  it("bounds mutual recursion of macros", () => {
    const { output, errors } = render(
      "{.macro a}{@|apply b}{.end}{.macro b}.{@|apply a}{.end}{@|apply a}",
      {},
    );
    expect(output).toBe(".".repeat(8));
    expect(errors.map((e) => e.type)).toEqual(["partial-recursion"]);
  });

  it("never reaches prototypes through paths, formatters or bindings", () => {
    const data = JSON.parse('{"obj": {"a": 1}, "name": "constructor", "arr": [1]}') as unknown;
    const t =
      "[{obj.constructor}][{obj|prop constructor}][{obj|get name}][{obj|lookup name}]" +
      "[{arr.constructor}][{obj.hasOwnProperty}][{.ctx @c constructor=obj.a}{@c.constructor}]" +
      "[{.eval obj.constructor}][{arr|key-by constructor|json}]";
    const { output } = render(t, data);
    expect(output).toBe("[][][][][][][1][][{}]");
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it("does not let key-by or apply arguments pollute Object.prototype", () => {
    const data = JSON.parse('{"rows": [{"k": "__proto__", "v": 1}, {"k": "constructor"}]}') as unknown;
    const { output } = render(
      "{.macro m}{@args|json}{.end}{rows|key-by k|json}|{@|apply m __proto__=x}",
      data,
    );
    expect(output).toBe(
      '{"__proto__":{"k":"__proto__","v":1},"constructor":{"k":"constructor"}}|{"__proto__":"x"}',
    );
    expect(Object.prototype).not.toHaveProperty("v");
    expect(Object.prototype).not.toHaveProperty("k");
  });

  it("survives data nested deeper than a formatter's recursion allows", () => {
    const depth = 100_000;
    let deep: unknown = "bottom";
    for (let i = 0; i < depth; i++) deep = [deep];
    const { output, errors } = render("a{v|json}b", { v: deep });
    // Depending on the runtime's stack the JSON is written, or the render stops with an
    // error at the instruction; it never throws.
    if (errors.length === 0)
      expect(output).toBe("a" + "[".repeat(depth) + '"bottom"' + "]".repeat(depth) + "b");
    else expect(errors[0]).toMatchObject({ type: "unexpected", line: 1, column: 2 });
    expect(output.startsWith("a")).toBe(true);
  });

  it("survives blocks nested deeper than the call stack allows", () => {
    const depth = 50_000;
    const source = "{.section a}".repeat(depth) + "x" + "{.end}".repeat(depth);
    let data: unknown = { a: 1 };
    for (let i = 1; i < depth; i++) data = { a: data };
    const { output, errors } = render(source, data);
    if (errors.length === 0) expect(output).toBe("x");
    else expect(errors[0]).toMatchObject({ type: "unexpected", line: 1 });
  });
});
