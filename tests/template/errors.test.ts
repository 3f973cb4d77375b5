import { describe, expect, it } from "vitest";
import { parse, render, validate } from "../../worker/template/index";

describe("developer errors", () => {
  it("reports an unknown formatter where it is used and leaves the tag as text", () => {
    const { output, errors } = render("ok\n  {title|shout}\n", { title: "t" });
    expect(output).toBe("ok\n  {title|shout}\n");
    expect(errors).toEqual([
      { type: "unknown-formatter", message: "SyntaxError: Formatter 'shout' is unknown", line: 2, column: 3 },
    ]);
  });

  it("reports an unknown predicate once even inside a loop, and treats it as false", () => {
    const { output, errors } = render("{.repeated section xs}\n{.big?}y{.or}n{.end}{.end}", {
      xs: [1, 2, 3],
    });
    expect(output).toBe("\nn\nn\nn");
    expect(errors).toEqual([
      { type: "unknown-predicate", message: "SyntaxError: Predicate 'big?' is unknown", line: 2, column: 1 },
    ]);
  });

  it("reports a missing partial", () => {
    const { errors } = render("a {x|apply nowhere}", {});
    expect(errors).toEqual([
      {
        type: "partial-missing",
        message: "RuntimeError: Attempt to apply partial 'nowhere' which could not be found.",
        line: 1,
        column: 3,
      },
    ]);
  });

  it("reports a partial that fails to parse at its own line and column, and renders nothing for it", () => {
    const { output, errors } = render(
      "[{@|apply broken}{@|apply broken}]",
      {},
      { partials: { broken: "x\n {.section a}" } },
    );
    expect(output).toBe("[]");
    expect(errors).toEqual([
      {
        type: "partial-parse",
        message:
          'RuntimeError: Parse of partial "broken" failed: SyntaxError: Reached EOF in the middle of SECTION',
        line: 2,
        column: 2,
        partial: "broken",
      },
    ]);
  });

  it("names the partial an error happened in", () => {
    const { errors } = render("{@|apply card}", {}, { partials: { card: "line\n\t{x|nope}" } });
    expect(errors).toEqual([
      expect.objectContaining({ type: "unknown-formatter", line: 2, column: 2, partial: "card" }),
    ]);
  });

  it("reports expression parse errors with the expression", () => {
    const { output, errors } = render("\n {.eval 1 + 'open}", {});
    expect(output).toBe("\n ");
    expect(errors).toEqual([
      {
        type: "expr-parse",
        message: `RuntimeError: Error parsing expression: "1 + 'open": Unterminated string`,
        line: 2,
        column: 2,
      },
    ]);
  });

  it("reports expression reduce errors and keeps no assignment from the failed expression", () => {
    const { output, errors } = render("{.eval @a = 1; @b = obj + 1}[{@a}]", { obj: { k: 1 } });
    expect(output).toBe("[]");
    expect(errors).toEqual([
      {
        type: "expr-reduce",
        message:
          "RuntimeError: Error reducing expression: @a = 1; @b = obj + 1: Invalid arguments to operator add",
        line: 1,
        column: 1,
      },
    ]);
  });

  it("reports units-metric? as not yet implemented", () => {
    const { output, errors } = render("{.units-metric?}m{.or}i{.end}", {});
    expect(output).toBe("i");
    expect(errors).toEqual([
      {
        type: "not-implemented",
        message: '"units-metric?" predicate is not yet implemented',
        line: 1,
        column: 1,
      },
    ]);
  });

  it("returns parse errors of a template given as source along with render errors", () => {
    const { errors } = render("{.end}{x|nope}", {});
    expect(errors.map((e) => e.type)).toEqual(["syntax", "unknown-formatter"]);
  });

  it("counts columns in UTF-16 code units from 1 and lines from 1", () => {
    const { errors } = parse("é\n\n   ab{.end}");
    expect(errors[0]).toMatchObject({ line: 3, column: 6 });
  });

  it("checks formatter and predicate names at parse time on request", () => {
    const { errors } = validate("{a|html}\n{a|nope}{.section a}{.nah?}{.end}{.end}");
    expect(errors).toEqual([
      { type: "unknown-formatter", message: "SyntaxError: Formatter 'nope' is unknown", line: 2, column: 1 },
      { type: "unknown-predicate", message: "SyntaxError: Predicate 'nah?' is unknown", line: 2, column: 21 },
    ]);
    expect(parse("{a|nope}").errors).toEqual([]);
  });
});
