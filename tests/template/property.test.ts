import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMATTERS, PREDICATES, parse, render } from "../../worker/template/index";

const NAMES = [
  "a",
  "b",
  "c",
  "items",
  "@",
  "@index",
  "@x",
  "a.b",
  "items.0",
  "constructor",
  "a.constructor",
  "0",
  "$a",
];
const formatterNames = Object.keys(FORMATTERS);
const predicateNames = Object.keys(PREDICATES);

const name = fc.constantFrom(...NAMES);
const arg = fc.oneof(
  name,
  fc.constantFrom("1", "-2", '"s"', "x=1", "private", "%Y", "2", "en-US"),
  fc.string({ maxLength: 4 }),
);
const args = fc.array(arg, { maxLength: 3 }).map((xs) => (xs.length ? " " + xs.join(" ") : ""));

/** Pieces of templates: valid instructions, broken ones, and raw text. */
const piece: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    "{",
    "}",
    "{.end}",
    "{.or}",
    "{.alternates with}",
    "{#c}",
    "{##",
    "##}",
    "{.newline}",
    "{.meta-left}",
  ),
  name.map((n) => `{${n}}`),
  fc.tuple(name, fc.constantFrom(...formatterNames), args).map(([n, f, a]) => `{${n}|${f}${a}}`),
  name.map((n) => `{.section ${n}}`),
  name.map((n) => `{.repeated section ${n}}`),
  fc.tuple(fc.constantFrom(...predicateNames), args).map(([p, a]) => `{.${p}${a}}`),
  fc.tuple(fc.constantFrom(...predicateNames), args).map(([p, a]) => `{.or ${p}${a}}`),
  fc.tuple(name, name).map(([x, y]) => `{.if ${x} || ${y} && ${x}}`),
  name.map((n) => `{.var @x ${n}|json}`),
  name.map((n) => `{.ctx @x k=${n} constructor=${n}}`),
  fc.constantFrom(
    "{.macro m}",
    "{@|apply m}",
    "{@|apply p}",
    "{.include m output}",
    "{.include p}",
    "{.inject @i j}",
  ),
  fc
    .array(
      fc.constantFrom("1", "a", "@x", "=", "+", "*", "**", "(", ")", "'s'", ";", ",", "max(", "-", "<<", "~"),
      {
        maxLength: 8,
      },
    )
    .map((toks) => `{.eval ${toks.join(" ")}}`),
);
const template = fc.array(piece, { maxLength: 25 }).map((ps) => ps.join(""));

const data = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    a: fc.jsonValue({ maxDepth: 3 }),
    b: fc.jsonValue({ maxDepth: 2 }),
    items: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    constructor: fc.jsonValue({ maxDepth: 1 }),
  }),
);

const prototypeKeys = (o: object) => Object.getOwnPropertyNames(o).sort().join(",");

describe("random templates and data", () => {
  // A render that hangs fails this test through its timeout (workerd's clock stands still
  // during synchronous work, so elapsed time cannot be asserted inside a run).
  it(
    "never throw out of the engine, finish within the step budget and leave prototypes alone",
    { timeout: 120_000 },
    () => {
      const before = [prototypeKeys(Object.prototype), prototypeKeys(Array.prototype)];
      fc.assert(
        fc.property(template, data, template, (source, json, partial) => {
          const result = render(source, json, {
            partials: { p: partial },
            injects: { j: json },
            maxSteps: 20_000,
            maxOutputBytes: 200_000,
            now: 0,
          });
          expect(typeof result.output).toBe("string");
          expect(result.output.length).toBeLessThanOrEqual(250_000);
          expect(Array.isArray(result.errors)).toBe(true);
          for (const e of result.errors) {
            expect(e.line).toBeGreaterThanOrEqual(1);
            expect(e.column).toBeGreaterThanOrEqual(1);
          }
        }),
        { numRuns: 1500 },
      );
      expect([prototypeKeys(Object.prototype), prototypeKeys(Array.prototype)]).toEqual(before);
    },
  );

  it("parse to trees that survive a JSON round trip unchanged", () => {
    fc.assert(
      fc.property(template, (source) => {
        const { code } = parse(source);
        expect(JSON.parse(JSON.stringify(code))).toEqual(code);
      }),
      { numRuns: 500 },
    );
  });
});
