import { describe, expect, it } from "vitest";
import { render } from "../../worker/template/index";

const out = (template: string, data: unknown = {}) => render(template, data).output;

describe("core formatters", () => {
  it("escape for HTML text and attributes", () => {
    const data = { s: `<a href="x">Tom & Jerry</a>` };
    expect(out("{s|html}", data)).toBe(`&lt;a href="x"&gt;Tom &amp; Jerry&lt;/a&gt;`);
    expect(out("{s|htmlattr}|{s|htmltag}", { s: `"&"` })).toBe("&quot;&amp;&quot;|&quot;&amp;&quot;");
  });

  it("truncates at a word boundary, 100 characters by default", () => {
    const words = "word ".repeat(40);
    expect(out("{s|truncate}", { s: words })).toBe("word ".repeat(20) + "...");
    expect(out("{s|truncate 12 …}", { s: "the quick brown fox" })).toBe("the quick …");
    expect(out("{s|truncate 50}", { s: "short" })).toBe("short");
  });

  it("counts, cycles, rounds and pluralizes", () => {
    expect(
      out("{o|count} {a|count} {s|count} {n|count}", { o: { x: 1, y: 2 }, a: [1], s: "abc", n: 5 }),
    ).toBe("2 1 3 0");
    expect(out("{.repeated section xs}{@index|cycle odd even} {.end}", { xs: [1, 2, 3] })).toBe(
      "odd even odd ",
    );
    expect(out("{n|round} {m|round}", { n: 2.5, m: "-1.6" })).toBe("3 -2");
    expect(
      out("{one|pluralize} {two|pluralize} {two|pluralize y ies} {one|pluralize y ies}", { one: 1, two: 2 }),
    ).toBe(" s ies y");
  });

  it("reads paths with get, prop, lookup and key-by", () => {
    const data = { id: "b", key: "name", byId: { a: { name: "A" }, b: { name: "B" } }, path: ["b", "name"] };
    expect(out("{byId|get id key}|{byId|get path}|{byId|prop a.name}|{byId|lookup key}", data)).toBe(
      "B|B|A|",
    );
    expect(out("{xs|key-by id|prop 7.v}", { xs: [{ id: 7, v: "seven" }, { v: "no id" }] })).toBe("seven");
  });

  it("finds the first and last entries with a truthy path", () => {
    const data = { xs: [{ on: false, n: 1 }, { on: true, n: 2 }, { on: true, n: 3 }, { n: 4 }] };
    expect(out("{xs|find-first on|prop n} {xs|find-last on|prop n} {xs|find-last|prop n}", data)).toBe(
      "2 3 4",
    );
  });

  it("formats numbered message slots from resolved arguments", () => {
    expect(out("{m|format a b}", { m: "{1}, {0}! {9}", a: "Hello", b: "World" })).toBe("World, Hello! ");
  });

  it("encodes for URLs", () => {
    const data = { s: "a b/ç?&" };
    expect(out("{s|url-encode}|{s|encode-uri}|{s|encode-uri-component}", data)).toBe(
      "a%20b/%C3%A7%3F%26|a%20b/%C3%A7?&|a%20b%2F%C3%A7%3F%26",
    );
    expect(out("{s|encode-space}", { s: "a b\tc" })).toBe("a&nbsp;b&nbsp;c");
    expect(out("{s|encode-uri-component}", { s: "\ud800" })).toBe("");
  });

  it("slugifies, strips tags and breaks lines", () => {
    expect(out("{s|slugify}", { s: "Hello, World & Friends!" })).toBe("hello-world-friends");
    expect(out("{s|safe}", { s: "<p>Hi <b>there</b></p>" })).toBe("Hi there");
    expect(out("{s|line-breaks}", { s: "a\nb" })).toBe("a<br/>b");
  });

  it("serializes JSON safely for script elements", () => {
    expect(out("{o|json}", { o: { s: "</script>" } })).toBe('{"s":"<\\/script>"}');
    expect(out("{o|json-pretty}", { o: { a: 1 } })).toBe('{\n  "a": 1\n}');
    expect(out("[{missing|json}][{missing|raw}][{o|str}][{n|str}]", { o: {}, n: 4 })).toBe("[][null][][4]");
  });

  it("outputs its arguments and applies mod", () => {
    expect(out("{x|output a b}", {})).toBe("a b");
    expect(out("{n|mod 3} {n|mod}", { n: 7 })).toBe("1 1");
  });
});

describe("core predicates", () => {
  it("compare numbers, strings and the current value", () => {
    const t =
      '{.greaterThan? n 3}gt{.or}le{.end} {.lessThan? s "b"}lt{.end} {.section n}{.equal? 5}five{.end}{.end}';
    expect(out(t, { n: 5, s: "a" })).toBe("gt lt five");
    expect(out('{.equal? s "a"}eq{.end}{.notEqual? s "b"} ne{.end}', { s: "a" })).toBe("eq ne");
    expect(out("{.equal? o p}same{.end}", { o: { a: [1] }, p: { a: [1] } })).toBe("same");
  });

  it("tests parity, nth, singular and plural", () => {
    const t =
      "{.repeated section xs}{.even?}e{.end}{.odd?}o{.end}{.nth? 3}3{.end}{.singular?}1{.end}{.plural?}+{.end},{.end}";
    expect(out(t, { xs: [1, 2, 3, 6] })).toBe("o1,e+,o3+,e3+,");
  });

  it("tests record types, multiplicity and service names", () => {
    expect(
      out("{.section r}{.event?}event{.end}{.has-multiple?} many{.end}{.end}", {
        r: { recordType: 12, a: 1 },
      }),
    ).toBe("event many");
    expect(out("{.section s}{.serviceNameEmail?}mail{.end}{.end}", { s: { serviceName: "email" } })).toBe(
      "mail",
    );
    expect(out("{.debug?}debug{.or}quiet{.end}", { debug: true })).toBe("debug");
  });
});
