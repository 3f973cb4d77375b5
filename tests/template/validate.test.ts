import { describe, expect, it } from "vitest";
import { validate } from "../../worker/template/index";

describe("validate", () => {
  it("reports unknown formatters and predicates with line and column, without rendering", () => {
    const { errors } = validate("a\n  {title|shout}\n{.big?}y{.end}");
    expect(errors).toEqual([
      { type: "unknown-formatter", message: "SyntaxError: Formatter 'shout' is unknown", line: 2, column: 3 },
      { type: "unknown-predicate", message: "SyntaxError: Predicate 'big?' is unknown", line: 3, column: 1 },
    ]);
  });

  it("accepts host formatters and predicates passed beside the built-in ones", () => {
    const { errors } = validate("{x|shout}{.big?}y{.end}", undefined, {
      formatters: { shout: () => {} },
      predicates: { "big?": () => true },
    });
    expect(errors).toEqual([]);
  });

  it("reports an unclosed section where it opens and an extra end where it stands", () => {
    expect(validate("x\n {.section a}\nb").errors).toEqual([
      { type: "syntax", message: "SyntaxError: Reached EOF in the middle of SECTION", line: 2, column: 2 },
    ]);
    expect(validate("{.section a}b{.end}\n{.end}").errors).toEqual([
      { type: "syntax", message: "SyntaxError: Instruction END not allowed at root", line: 2, column: 1 },
    ]);
  });

  it("reports a missing partial at the apply that names it", () => {
    const { errors } = validate("a\n{.section x}{@|apply nowhere.block}{.end}", undefined, { partials: {} });
    expect(errors).toEqual([
      {
        type: "partial-missing",
        message: "RuntimeError: Attempt to apply partial 'nowhere.block' which could not be found.",
        line: 2,
        column: 13,
      },
    ]);
  });

  it("reports a partial that fails to parse with the partial's name and its own line", () => {
    const { errors } = validate("{@|apply card.block}", undefined, {
      partials: { "card.block": "ok\n{.if a}" },
    });
    expect(errors).toEqual([
      {
        type: "partial-parse",
        message:
          'RuntimeError: Parse of partial "card.block" failed: SyntaxError: Reached EOF in the middle of IF',
        line: 2,
        column: 1,
        partial: "card.block",
      },
    ]);
  });

  it("accepts partials that apply each other: the data bounds such a recursion (nested navigation)", () => {
    const partials = {
      "a.block": "{@|apply b.block}",
      "b.block": "x {.section items}{@|apply;a.block;k=v}{.end}",
    };
    expect(validate("{@|apply a.block}", undefined, { partials }).errors).toEqual([]);
  });

  it("reports a chain of more distinct partials than a render may nest (16)", () => {
    const partials = Object.fromEntries(
      Array.from({ length: 18 }, (_, i) => [`p${i}.block`, i < 17 ? `{@|apply p${i + 1}.block}` : "end"]),
    );
    const { errors } = validate("{@|apply p0.block}", undefined, { partials });
    expect(errors).toEqual([
      {
        type: "partial-recursion",
        message: "RuntimeError: Attempt to apply partial 'p16.block' exceeded maximum recursion depth of 16",
        line: 1,
        column: 1,
        partial: "p15.block",
      },
    ]);
  });

  it("finds applies inside .or branches and alternates blocks", () => {
    const { errors } = validate(
      "{.repeated section xs}{.end}{.repeated section ys}a{.alternates with}{@|apply p1}{.or}{@|apply p2}{.end}",
      undefined,
      { partials: {} },
    );
    expect(errors.map((e) => e.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'p1' which could not be found.",
      "RuntimeError: Attempt to apply partial 'p2' which could not be found.",
    ]);
  });
});
