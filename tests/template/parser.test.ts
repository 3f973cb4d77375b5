import { describe, expect, it } from "vitest";
import { parse, render } from "../../worker/template/index";

const out = (template: string, data: unknown = {}) => render(template, data).output;

describe("parser", () => {
  it("produces a plain JSON tree that renders the same after a JSON round trip", () => {
    const source =
      "{.section a}{b|html}{.or}none{.end}{.repeated section list}{@index}:{@}{.alternates with},{.end}" +
      "{.if x || y}yes{.end}{.equal? b 'q'}eq{.or}ne{.end}{.var @v b}{@v}{.eval 1 + 2; NaN}" +
      "{.macro m}[{@}]{.end}{b|apply m}{.ctx @c k=b}{@c.k}";
    const data = { a: 1, b: "<q>", list: [1, 2, 3], y: true };
    const { code, errors } = parse(source);
    expect(errors).toEqual([]);
    const copy = JSON.parse(JSON.stringify(code)) as typeof code;
    expect(copy).toEqual(code);
    const direct = render(code, data).output;
    expect(render(copy, data).output).toBe(direct);
    expect(direct).toBe("&lt;q&gt;1:1,2:2,3:3yesne<q>NaN[<q>]<q>");
  });

  it("keeps text that is not a valid tag as text", () => {
    expect(out("a { b } c")).toBe("a { b } c");
    expect(out(".x{color:red}")).toBe(".x{color:red}");
    expect(out("if (a) {a||b}")).toBe("if (a) {a||b}");
    expect(out("{.sectionx y}{.endx}{.spaces}")).toBe("{.sectionx y}{.endx}{.spaces}");
    expect(out("unclosed { brace")).toBe("unclosed { brace");
    expect(out("{a|}")).toBe("{a|}");
  });

  it("starts a tag at the last brace before the closing one", () => {
    expect(out("{ {name}", { name: "x" })).toBe("{ x");
    expect(out("{{name}}", { name: "x" })).toBe("{x}");
  });

  it("drops comments, single and multi-line", () => {
    expect(out("a{# note }b{## multi\nline {x} ##}c")).toBe("abc");
    expect(out("a{## never closed")).toBe("a");
  });

  it("emits the meta characters", () => {
    expect(out("{.meta-left}x{.meta-right}{.newline}{.space}{.tab}|")).toBe("{x}\n \t|");
  });

  it("splits predicate and formatter arguments on the character after the name", () => {
    const data = { a: "Federal Express", s: "one two three four" };
    expect(out('{.equal?:a:"Federal Express"}y{.or}n{.end}', data)).toBe("y");
    expect(out("{s|truncate#8#~}", data)).toBe("one two ~");
    expect(out("{s|truncate 8 !}", data)).toBe("one two !");
  });

  it("reports an unclosed block at the line and column of its tag", () => {
    const { errors } = parse("line one\n  {.section a}\n  text");
    expect(errors).toEqual([
      expect.objectContaining({
        type: "syntax",
        line: 2,
        column: 3,
        message: "SyntaxError: Reached EOF in the middle of SECTION",
      }),
    ]);
  });

  it("reports misplaced .end, .or and .alternates with", () => {
    const { errors } = parse("{.end}\n{.or}\n{.section a}{.alternates with}{.end}");
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [1, 1, "SyntaxError: Instruction END not allowed at root"],
      [2, 1, "SyntaxError: Instruction OR_PREDICATE not allowed at root"],
      [3, 13, "SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block."],
    ]);
  });

  it("reports an .or after a bare .or as dead code and ignores it", () => {
    const { errors } = parse("{.section a}1{.or}2{.or b?}3{.end}");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe("SyntaxError: This OR_PREDICATE block will never execute.");
    expect(render("{.section a}1{.or}2{.or b?}3{.end}", {}).output).toBe("23");
  });

  it("names the template in its errors when given a name", () => {
    expect(parse("{.end}", "footer.block").errors[0]).toMatchObject({ partial: "footer.block" });
  });

  it("runs only {^...} tags in preprocessor mode", () => {
    const { output } = render("{^.section a}{b} {^b}{^.end}", { a: 1, b: 2 }, { preprocess: true });
    expect(output).toBe("{b} 2");
  });

  it("parses deeply nested blocks without overflowing the stack", () => {
    const depth = 20000;
    const source = "{.section a}".repeat(depth) + "x" + "{.end}".repeat(depth);
    const { errors } = parse(source);
    expect(errors).toEqual([]);
  });
});
