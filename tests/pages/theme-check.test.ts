// The theme lint behind `npm run template:check`: every problem with its file, line and column,
// regions checked as the page router joins them, partials checked against the theme's blocks.
import { describe, expect, it } from "vitest";
import { checkTheme } from "../../worker/pages/theme/check";
import { THEME_SOURCES } from "../../worker/pages/theme/registry";

const CONF = JSON.stringify({
  title: "T",
  layouts: { default: { name: "D", regions: ["header", "footer"] } },
});
const theme = (files: Record<string, string>) => ({
  "template.conf": CONF,
  "header.region": "<html>\n{.section website}<h1>{siteTitle}</h1>\n",
  "footer.region": "{.end}\n</html>\n",
  ...files,
});

describe("checkTheme", () => {
  it("finds nothing wrong with the default theme", () => {
    const prefix = "themes/default/";
    const files = Object.fromEntries(
      Object.entries(THEME_SOURCES)
        .filter(([path]) => path.includes(prefix))
        .map(([path, text]) => [path.slice(path.indexOf(prefix) + prefix.length), text]),
    );
    expect(Object.keys(files)).toContain("template.conf");
    expect(checkTheme(files)).toEqual([]);
  });

  it("accepts a section opened in one region and closed in the next", () => {
    expect(checkTheme(theme({}), {})).toEqual([]);
  });

  it("places layout errors in their own region file, at their own line", () => {
    const problems = checkTheme(
      theme({
        "header.region": "<html>\n{.section website}\n  {title|nope}\n",
        "footer.region": "{.end}\n{.end}\n</html>\n",
      }),
    );
    expect(problems).toEqual([
      {
        file: "footer.region",
        line: 2,
        column: 1,
        message: "SyntaxError: Instruction END not allowed at root",
      },
      { file: "header.region", line: 3, column: 3, message: "SyntaxError: Formatter 'nope' is unknown" },
    ]);
  });

  it("reports unknown formatters and predicates, unclosed sections and missing partials in templates", () => {
    const problems = checkTheme(
      theme({
        "blocks/card.block": "<p>{title}</p>",
        "collections/products.list":
          "{.repeated section items}{@|apply card.block}{@|apply gone.block}{.end}\n" +
          "{.whatever? a}y{.end}\n{.section x}\n",
      }),
    );
    expect(problems).toEqual([
      {
        file: "collections/products.list",
        line: 1,
        column: 46,
        message: "RuntimeError: Attempt to apply partial 'gone.block' which could not be found.",
      },
      {
        file: "collections/products.list",
        line: 2,
        column: 1,
        message: "SyntaxError: Predicate 'whatever?' is unknown",
      },
      {
        file: "collections/products.list",
        line: 3,
        column: 1,
        message: "SyntaxError: Reached EOF in the middle of SECTION",
      },
    ]);
  });

  it("knows the page formatters (island, images) by default, and only what it is given otherwise", () => {
    const files = theme({ "pages/home.page": "{item|island ProductForm}" });
    expect(checkTheme(files)).toEqual([]);
    expect(checkTheme(files, {})).toEqual([
      { file: "pages/home.page", line: 1, column: 1, message: "SyntaxError: Formatter 'island' is unknown" },
    ]);
  });

  it("reports a broken template.conf, a collection conf and a region a layout names but lacks", () => {
    expect(checkTheme({ ...theme({}), "template.conf": "{ not json" })[0]).toMatchObject({
      file: "template.conf",
      message: expect.stringContaining("is not valid JSON"),
    });
    expect(checkTheme(theme({ "collections/products.conf": '{"title": 3}' }))[0]).toMatchObject({
      file: "collections/products.conf",
      message: expect.stringContaining("title"),
    });
    const { "footer.region": _, ...noFooter } = theme({});
    expect(checkTheme(noFooter)).toEqual([
      {
        file: "template.conf",
        line: 1,
        column: 1,
        message: "Layout 'default' lists region 'footer', but footer.region does not exist",
      },
    ]);
  });
});
