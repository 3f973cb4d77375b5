import { describe, expect, it } from "vitest";
import { i18nFormatters } from "../../worker/template/formatters/i18n";
import type { ContextOptions } from "./i18n-context";
import { applyFormatter, i18nContext } from "./i18n-context";

const message = (msg: string, args: string, frames: unknown[], options: ContextOptions = {}) =>
  applyFormatter(i18nFormatters, "message", [msg], args ? args.split(" ") : [], i18nContext(frames, options));

describe("message formatter", () => {
  it("fills positional and named arguments resolved from the data", () => {
    const data = { person: { name: "Bob" }, what: "your cart" };
    expect(message("Hi, {name}: {1} and {0}.", "name=person.name what", [data])).toBe(
      "Hi, Bob: your cart and Bob.",
    );
    expect(message("{data} took {elapsed}", "data:a elapsed:b", [{ a: "12", b: 3 }])).toBe("12 took 3");
  });

  it("resolves @ and @variables like the template does", () => {
    const msg = "The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.";
    expect(message(msg, "@n @", [{}, "sax"], { vars: { "@n": 2 } })).toBe("The 2nd item is a sax.");
    expect(message(msg, "@n @", [{}, "flute"], { vars: { "@n": 23 } })).toBe("The 23rd item is a flute.");
  });

  it("chooses plural cases by CLDR rules, counting visible fraction digits", () => {
    const msg = "{0 plural =0{none} one{# ONE} other{# OTHER}}";
    const say = (n: unknown, locale?: string) => message(msg, "n", [{ n }], { locale });
    expect(say(0)).toBe("none");
    expect(say("1")).toBe("1 ONE");
    expect(say("1.0")).toBe("1.0 OTHER");
    const fr = (n: unknown) =>
      message("{0 plural one{# ONE} other{# OTHER}}", "n", [{ n }], { locale: "fr-FR" });
    expect(fr("0.0")).toBe("0.0 ONE");
    expect(fr("1.5")).toBe("1.5 ONE");
    expect(fr(2)).toBe("2 OTHER");
  });

  it("supports select, offsets, nesting and ICU quoting", () => {
    const pick = "{0 select female{her} male{his} other{their}} {1}";
    expect(message(pick, "g t", [{ g: "female", t: "coat" }])).toBe("her coat");
    expect(message(pick, "g t", [{ g: "x", t: "hat" }])).toBe("their hat");
    const likes = "{0, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}";
    expect(message(likes, "n", [{ n: 3 }])).toBe("you and 2 others");
    expect(message(likes, "n", [{ n: 2 }])).toBe("you and 1 other");
    const nested = "{0 plural one{{1 select a{one A} other{one ?}}} other{many {1}}}";
    expect(message(nested, "n k", [{ n: 1, k: "a" }])).toBe("one A");
    expect(message(nested, "n k", [{ n: 5, k: "b" }])).toBe("many b");
    expect(message("It''s '{literal}' {0}", "n", [{ n: 1 }])).toBe("It's {literal} 1");
  });

  it("formats typed arguments: decimals, money, dates and intervals in the site's zone", () => {
    const data = {
      n: "12345.67899",
      money: { decimalValue: "123456.789", currencyCode: "EUR" },
      t: 1582663910000,
      e: 1583763910000,
      website: { timeZone: "America/Los_Angeles" },
    };
    expect(message("{0 decimal style:short} {0 decimal maxfrac:1}", "n", [data])).toBe("12K 12,345.7");
    expect(message("{0 money}|{0 currency style:short}|{0 money style:name}", "money", [data])).toBe(
      "€123,456.79|€123K|123,456.79 euros",
    );
    expect(message("{0 datetime date:short}", "t", [data])).toBe("2/25/20");
    expect(message("{0;1 datetime-interval}", "t e", [data])).toBe("Feb 25\u2009–\u2009Mar 9, 2020");
    expect(message("{0 unit in:second sequence:hour,minute format:long}", "s", [{ s: 5400 }])).toBe(
      "1 hour 30 minutes",
    );
  });

  it("leaves missing arguments empty", () => {
    expect(message("[{0}] [{0 money}] [{name}]", "nothing", [{}])).toBe("[] [] []");
  });

  it("is also the plural formatter, and outputs nothing without locale data", () => {
    const ctx = i18nContext([{ n: 2 }]);
    expect(applyFormatter(i18nFormatters, "plural", ["{0 plural one{it} other{them}}"], ["n"], ctx)).toBe(
      "them",
    );
    expect(message("{0}", "n", [{ n: 1 }], { locale: null })).toBe("");
  });
});
