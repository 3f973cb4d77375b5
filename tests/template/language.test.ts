import { describe, expect, it } from "vitest";
import { render } from "../../worker/template/index";

// Expected outputs are those of @squarespace/template-engine 2.10.10 (execute with
// enableExpr) for the same template and data, unless a test says otherwise.
describe("{.eval #...} debug output", () => {
  const data = { a: { b: "q" } };

  it("prints the assembled expression before its value", () => {
    expect(render("{.eval #1 + 2 * 3}", data).output).toBe("EVAL=[[1 2 3 <multiply> <add>]] -> 7");
    expect(render("{.eval #a.b == 'q' && !true}", data).output).toBe(
      'EVAL=[[a.b "q" <equality> true <logical not> <logical and>]] -> false',
    );
    expect(render("{.eval #-1.5e3}", data).output).toBe("EVAL=[[1500 <unary minus>]] -> -1500");
  });

  it("prints one bracket per statement and keeps assignments", () => {
    expect(render("{.eval #@x = 2; max(@x, 3)}{@x}", data).output).toBe(
      "EVAL=[[@x 2 <assign>], [<args> @x 3 max()]] -> 32",
    );
  });

  it("prints no arrow when the expression has no value", () => {
    expect(render("a{.eval #@y = 1}b", data).output).toBe("aEVAL=[[@y 1 <assign>]]b");
  });

  it("reports a failing expression without the '#' and still prints what was assembled", () => {
    const { output, errors } = render("{.eval #1 +}", data);
    expect(output).toBe("EVAL=[[1 <add>]]");
    expect(errors.map((e) => e.message)).toEqual([
      "RuntimeError: Error reducing expression: 1 +: Invalid arguments to operator add",
    ]);
  });
});

describe("{.eof}", () => {
  // The JS reference stops at {.eof} at root too ("a") but also reports an internal state
  // machine error, and inside a section it renders the text after {.eof} ("ab"). We follow
  // the compiler's documented meaning: the template ends at {.eof}; open blocks are
  // reported as reaching EOF.
  it("ends the template: nothing after it is parsed or output", () => {
    expect(render("a{.eof}b{.end}{x|nope}", {})).toEqual({ output: "a", errors: [] });
  });

  it("reports a block still open at {.eof}", () => {
    const { output, errors } = render("{.section x}a{.eof}b{.end}", { x: 1 });
    expect(output).toBe("a");
    expect(errors.map((e) => [e.message, e.line, e.column])).toEqual([
      ["SyntaxError: Reached EOF in the middle of SECTION", 1, 1],
    ]);
  });
});

describe("preprocessor mode", () => {
  it("runs {^...} instructions only, leaves other tags as text and ends at {^.eof}", () => {
    const { output } = render(
      "{^.section a}{b}={^b}{^.end}{.section a}{^.eof}{b}",
      { a: 1, b: 2 },
      { preprocess: true },
    );
    expect(output).toBe("{b}=2{.section a}");
  });

  it("leaves {^...} tags as text outside preprocessor mode, as the reference does", () => {
    expect(render("x{^.section a}{b}{^.end}y", { a: { b: 2 } }).output).toBe("x{^.section a}{^.end}y");
  });
});
