// The link editor's check (shared by the panel and the worker) and its owner messages of spec
// section 5, word for word.
import { describe, expect, it } from "vitest";
import { checkLink, URL_MAX_LENGTH } from "../../worker/site-content/rich-text/link";
import * as messages from "../../worker/site-content/rich-text/messages";

const found = import.meta.glob<string>("../../../shared/spec/SPEC.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const spec = Object.values(found)[0];
if (spec === undefined)
  console.log("../shared/spec/SPEC.md not found: skipping the comparison with the spec's text");

const pagePaths = ["/about", "/shop/", "/blog"];
const message = (input: string, withPages = true) => {
  const result = checkLink(input, withPages ? { pagePaths } : {});
  return result.ok ? `ok ${result.href}` : result.message;
};

describe.skipIf(spec === undefined)("link editor messages as the spec quotes them", () => {
  it.each([
    [
      "Links must be formatted as {host} or {host}",
      messages.LINK_FORMAT,
      ["example.com", "https://example.com"],
    ],
    ["{val} is not a valid page URL", messages.notAPageUrl("/x"), ["/x"]],
    ["Please enter a valid email", messages.EMAIL_INVALID, []],
    ["Emails must be formatted as {email}", messages.EMAIL_FORMAT, ["name@example.com"]],
  ])("%s is quoted in the spec and filled with %s", (template, filled, values) => {
    expect(spec).toContain(`'${template}'`);
    let expected = template;
    for (const value of values) expected = expected.replace(/\{\w+\}/, value);
    expect(filled).toBe(expected);
  });
});

describe("web addresses", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com/menu?day=mon#lunch", "https://www.example.com/menu?day=mon#lunch"],
    ["https://example.com", "https://example.com"],
    ["HTTP://Example.com/A", "http://Example.com/A"],
    ["  https://shop.example.co.uk/  ", "https://shop.example.co.uk/"],
    ["bücher.example", "https://bücher.example"],
  ])("accepts %j as %j", (input, href) => {
    expect(message(input)).toBe(`ok ${href}`);
  });

  it.each([
    "",
    "   ",
    "example",
    "localhost:8080",
    "https://",
    "https://exa mple.com",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "ftp://example.com",
    "https://user:secret@example.com",
    "tel:call-me",
  ])("refuses %j with 'Links must be formatted as example.com or https://example.com'", (input) => {
    expect(message(input)).toBe("Links must be formatted as example.com or https://example.com");
  });

  it("refuses an address over the spec's URL limit of 2083 characters with its own message", () => {
    const long = `https://example.com/${"a".repeat(URL_MAX_LENGTH)}`;
    expect(message(long)).toBe("A link can be at most 2083 characters long.");
    expect(message(long.slice(0, URL_MAX_LENGTH))).toBe(`ok ${long.slice(0, URL_MAX_LENGTH)}`);
  });
});

describe("links to the site's pages", () => {
  it.each(["/about", "/about/", "/About", "/shop", "/blog?tag=news#latest", "/", "/cart"])(
    "accepts %j, a page of the site",
    (input) => {
      expect(message(input)).toBe(`ok ${input}`);
    },
  );

  it.each(["/nope", "/about/team", "//evil.example/about", "/\\evil.example", "/a b"])(
    "refuses %j with '{val} is not a valid page URL'",
    (input) => {
      expect(message(input)).toBe(`${input} is not a valid page URL`);
    },
  );

  it("checks only the shape when the site's pages are not known (the worker at render time)", () => {
    expect(message("/nope", false)).toBe("ok /nope");
    expect(message("//evil.example", false)).toBe("//evil.example is not a valid page URL");
  });
});

describe("email links", () => {
  it.each([
    ["mailto:hello@example.com", "mailto:hello@example.com"],
    ["MAILTO:hello@example.com?subject=Hi%20there", "mailto:hello@example.com?subject=Hi%20there"],
    ["hello@example.com", "mailto:hello@example.com"],
  ])("accepts %j as %j", (input, href) => {
    expect(message(input)).toBe(`ok ${href}`);
  });

  it.each(["mailto:", "mailto:?subject=hi", `mailto:${"a".repeat(250)}@example.com`])(
    "refuses %j with 'Please enter a valid email'",
    (input) => {
      expect(message(input)).toBe("Please enter a valid email");
    },
  );

  it.each([
    "mailto:hello",
    "mailto:hello@example",
    "mailto:a b@example.com",
    "hello@example.c",
    "mailto:%E0%A4%A",
  ])("refuses %j with 'Emails must be formatted as name@example.com'", (input) => {
    expect(message(input)).toBe("Emails must be formatted as name@example.com");
  });
});

describe("phone links", () => {
  it("accepts a number with spaces, dashes and brackets and stores it without spaces", () => {
    expect(message("tel:+44 (20) 7946-0958")).toBe("ok tel:+44(20)7946-0958");
  });
});
