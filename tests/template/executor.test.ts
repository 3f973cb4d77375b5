import { describe, expect, it } from "vitest";
import { parse, render } from "../../worker/template/index";
import type { PluginContext, RenderOptions } from "../../worker/template/index";

const out = (template: string, data: unknown = {}, options?: RenderOptions) =>
  render(template, data, options).output;

describe("variables", () => {
  const data = { a: { b: { c: "deep" } }, list: ["x", "y"], n: 3.5, t: true, nil: null, obj: { k: 1 } };

  it("resolves dotted paths, array indices and the current value", () => {
    expect(out("{a.b.c} {list.1} {n} {t} [{nil}] [{obj}] [{missing.path}]", data)).toBe(
      "deep y 3.5 true [] [] []",
    );
    expect(out("{.section a}{.section b}{@.c}{.end}{.end}", data)).toBe("deep");
  });

  it("emits arrays comma-joined", () => {
    expect(out("{list}", data)).toBe("x,y");
  });

  it("looks names up the frame stack", () => {
    expect(out("{.section a}{.section b}{c}/{n}{.end}{.end}", data)).toBe("deep/3.5");
  });

  it("numbers iterations with @index and @index0", () => {
    expect(out("{.repeated section list}{@index}{@index0}{@} {.end}", data)).toBe("10x 21y ");
  });

  it("applies a formatter to the first of several variables", () => {
    const upper = {
      upper: (_a: string[], vars: { value: unknown }[]) =>
        void (vars[0]!.value = `${String(vars[0]!.value)}+${String(vars[1]!.value)}`),
    };
    expect(out("{n, t|upper}", data, { formatters: upper })).toBe("3.5+true");
  });

  it("never reads inherited properties", () => {
    expect(
      out("[{constructor}][{a.constructor.name}][{list.length}][{toString}][{hasOwnProperty}]", data),
    ).toBe("[][][][][]");
    // Not a variable name at all: stays text.
    expect(out("{__proto__}", data)).toBe("{__proto__}");
  });
});

describe("sections and conditions", () => {
  it("renders a section only for a truthy value, else its .or", () => {
    const t = "{.section v}[{@}]{.or}none{.end}";
    expect(out(t, { v: "x" })).toBe("[x]");
    for (const v of ["", 0, null, [], {}, false]) expect(out(t, { v })).toBe("none");
    expect(out(t, {})).toBe("none");
  });

  it("repeats over arrays with separators and an .or for empty ones", () => {
    const t = "{.repeated section xs}{@}{.alternates with}, {.or}empty{.end}";
    expect(out(t, { xs: [1, 2, 3] })).toBe("1, 2, 3");
    expect(out(t, { xs: [] })).toBe("empty");
    expect(out(t, { xs: "not a list" })).toBe("empty");
  });

  it("chains .or with predicates", () => {
    const t = "{.equal? v 1}one{.or equal? v 2}two{.or}many{.end}";
    expect([1, 2, 3].map((v) => out(t, { v }))).toEqual(["one", "two", "many"]);
  });

  it("evaluates .if left to right without precedence", () => {
    const t = "{.if a || b && c}yes{.or}no{.end}";
    expect(out(t, { a: 1, b: 0, c: 0 })).toBe("yes");
    expect(out(t, { a: 0, b: 1, c: 0 })).toBe("yes");
    expect(out(t, { a: 0, b: 0, c: 1 })).toBe("no");
    expect(out("{.if a && b}yes{.or}no{.end}", { a: 1, b: 1 })).toBe("yes");
    expect(out("{.if equal? a 1}yes{.end}", { a: 1 })).toBe("yes");
  });
});

describe("variables and expressions", () => {
  it("binds .var and .ctx variables for the rest of the scope", () => {
    const data = { p: { name: "Ada", born: 1815 }, img: { w: 4 } };
    expect(out("{.var @who p.name|html}{.section img}{@who}:{w}{.end}", data)).toBe("Ada:4");
    expect(out("{.ctx @c n=p.name w=img.w gone=no.where}{@c|json}", data)).toBe(
      '{"n":"Ada","w":4,"gone":null}',
    );
  });

  it("evaluates .eval statements and keeps their assignments", () => {
    expect(out("{.eval @x = 6 * 7}{.eval @x / 2}|{@x}")).toBe("21|42");
    expect(out("{.eval 'a' + 1 + 2}")).toBe("a12");
    expect(out("{.eval max(3, n, 9) + min(4, 2)}", { n: 12 })).toBe("14");
  });

  it("skips .eval and .include when disabled", () => {
    const opts = { enableExpr: false, enableInclude: false, partials: { p: "P" } };
    expect(out("[{.eval 1}][{.include p output}]", {}, opts)).toBe("[][]");
  });

  it("binds injected values", () => {
    expect(
      out("{.inject @cfg settings.json}{@cfg.mode}", {}, { injects: { "settings.json": { mode: "dark" } } }),
    ).toBe("dark");
  });
});

describe("partials and macros", () => {
  it("applies a macro before a partial of the same name", () => {
    const partials = { card: "partial {name}" };
    expect(out("{@|apply card}", { name: "n" }, { partials })).toBe("partial n");
    expect(out("{.macro card}macro {name}{.end}{@|apply card}", { name: "n" }, { partials })).toBe("macro n");
  });

  it("hides outer names from private applications and passes @args", () => {
    const partials = { p: "[{inner}|{outer}|{@args.k}]" };
    const data = { outer: "O", x: { inner: "I" } };
    expect(out("{x|apply p}", data, { partials })).toBe("[I|O|]");
    expect(out("{x|apply p private k=v}", data, { partials })).toBe("[I||v]");
  });

  it("includes macros inline, discarding output unless asked", () => {
    const t = "{.macro m}text{.eval @v = 5}{.end}{.include m}{@v} {.include m output}";
    expect(out(t)).toBe("5 text");
  });

  it("parses a partial once even when it is applied many times", () => {
    const partials = { row: "<{@}>" };
    const code = parse("{.repeated section xs}{@|apply row}{.end}").code;
    const first = render(code, { xs: [1, 2, 3] }, { partials });
    const second = render(code, { xs: [4] }, { partials });
    expect(first.output + second.output).toBe("<1><2><3><4>");
  });

  it("picks up a partial replaced in the same partials object", () => {
    const partials: Record<string, string> = { p: "one" };
    expect(out("{@|apply p}", {}, { partials })).toBe("one");
    partials.p = "two";
    expect(out("{@|apply p}", {}, { partials })).toBe("two");
  });

  it("accepts compiled partials", () => {
    const partials = { row: parse("({@})").code };
    expect(out("{x|apply row}", { x: 1 }, { partials })).toBe("(1)");
  });

  it("stops recursion at 16 nested partials with an error", () => {
    const { output, errors } = render("{@|apply loop}", {}, { partials: { loop: "x{@|apply loop}" } });
    expect(output).toBe("x".repeat(16));
    expect(errors).toEqual([
      expect.objectContaining({
        type: "partial-recursion",
        message: "RuntimeError: Attempt to apply partial 'loop' exceeded maximum recursion depth of 16",
        partial: "loop",
      }),
    ]);
  });
});

describe("plugin context", () => {
  it("gives plugins the render's locale, clock and time zone", () => {
    let seen: unknown[] = [];
    const probe = {
      "probe?": (_args: string[], ctx: PluginContext) => {
        seen = [ctx.locale, ctx.now, ctx.timeZone];
        return true;
      },
    };
    render("{.probe?}{.end}", { website: { timeZone: "Europe/Paris" } }, { predicates: probe, now: 42 });
    expect(seen).toEqual(["en", 42, "Europe/Paris"]);
    render("{.probe?}{.end}", {}, { predicates: probe, now: 1, locale: null });
    expect(seen).toEqual([undefined, 1, "America/New_York"]);
    // The site's zone is read from the data the render started from, wherever the plugin runs.
    const nested = { website: { timeZone: "Europe/Paris" }, item: { website: { timeZone: "Asia/Tokyo" } } };
    render("{.section item}{.probe?}{.end}{.end}", nested, { predicates: probe, now: 2 });
    expect(seen).toEqual(["en", 2, "Europe/Paris"]);
    render("{.probe?}{.end}", nested, { predicates: probe, now: 3, timeZone: "UTC" });
    expect(seen).toEqual(["en", 3, "UTC"]);
  });

  it("runs one parsed tree with the plugins of each render", () => {
    // Trees are compiled once per pair of plugin tables: each render must still see its own.
    const code = parse("{name|shout}{.loud?} loud{.or} quiet{.end}").code;
    const one = {
      formatters: { shout: (_a: string[], v: { value: unknown }[]) => void (v[0]!.value = "ONE") },
    };
    const two = {
      formatters: { shout: (_a: string[], v: { value: unknown }[]) => void (v[0]!.value = "TWO") },
      predicates: { "loud?": () => true },
    };
    expect(render(code, { name: "x" }, one).output).toBe("ONE quiet");
    expect(render(code, { name: "x" }, two).output).toBe("TWO loud");
    const plain = render(code, { name: "x" });
    expect(plain.output).toBe("{name|shout} quiet");
    expect(plain.errors.map((e) => e.type)).toEqual(["unknown-formatter", "unknown-predicate"]);
    expect(render(code, { name: "x" }, one).output).toBe("ONE quiet");
  });

  it("lets a formatter render a template of its own against a value", () => {
    const inner = parse("<b>{label}</b>").code;
    const bold = {
      bold: (_a: string[], vars: { value: unknown }[], ctx: PluginContext) => {
        vars[0]!.value = ctx.renderTemplate(inner, vars[0]!.value);
      },
    };
    expect(out("{item|bold}", { item: { label: "Hi" } }, { formatters: bold })).toBe("<b>Hi</b>");
  });

  it("turns a throwing plugin into an error and keeps rendering", () => {
    const boom = {
      boom: () => {
        throw new TypeError("bad");
      },
    };
    const { output, errors } = render("a{x|boom}b", { x: 1 }, { formatters: boom });
    expect(output).toBe("a1b");
    expect(errors[0]).toMatchObject({ type: "unexpected", line: 1, column: 2 });
  });

  it("keeps an outer render intact while a plugin runs a whole render of its own", () => {
    // Renders reuse their frames and formatter variables; one started inside another gets its own.
    const nested = {
      nested: (_a: string[], vars: { value: unknown }[]) => {
        vars[0]!.value = render("{.var @v name}{.section inner}{@v}:{x|upper}{.end}", vars[0]!.value, {
          formatters: upperFormatter,
        }).output;
      },
    };
    const data = { a: "A", item: { name: "in", inner: { x: "deep" } }, z: "Z" };
    expect(
      out("{.var @v a}{.section item}{@|nested}|{@v}|{name}{.end}|{z|upper}", data, {
        formatters: { ...nested, ...upperFormatter },
      }),
    ).toBe("in:DEEP|A|in|Z");
  });

  it("starts every render with none of the previous render's variables or values", () => {
    expect(out("{.var @kept a}{.macro m}x{.end}{@kept}", { a: "first" })).toBe("first");
    expect(out("[{@kept}][{a}]{@|apply m}", {})).toBe("[][]");
  });
});

const upperFormatter = {
  upper: (_a: string[], vars: { value: unknown }[]) => {
    vars[0]!.value = String(vars[0]!.value).toUpperCase();
  },
};
