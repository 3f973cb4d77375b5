import { describe, expect, it } from "vitest";
import { checkTheme } from "../../worker/pages/theme/theme-check";

describe("theme check (npm run template:check)", () => {
  it("prints file:line:col and the message for each problem of a broken theme", () => {
    const problems = checkTheme({
      "template.conf": JSON.stringify({ layouts: { default: { regions: ["header", "footer"] } } }),
      "header.region": "<header>{.section nav}\n{.end}{.end}</header>",
      "pages/home.page": "<h1>{title|shout}</h1>\n{@|apply card.block}{@|apply gone.block}",
      "blocks/card.block": "{title|island}\n{.section a}",
    });
    expect(problems).toEqual([
      "template.conf:1:1 region 'footer' is missing",
      "blocks/card.block:2:1 SyntaxError: Reached EOF in the middle of SECTION",
      "header.region:2:7 SyntaxError: Instruction END not allowed at root",
      "pages/home.page:1:5 SyntaxError: Formatter 'shout' is unknown",
      "pages/home.page:2:21 RuntimeError: Attempt to apply partial 'gone.block' which could not be found.",
    ]);
  });

  it("reports nothing for a theme whose templates are sound", () => {
    expect(
      checkTheme({
        "template.conf": JSON.stringify({ layouts: { default: { regions: ["header"] } } }),
        "header.region": "{.section website}<b>{siteTitle}</b>{.end}",
        "blocks/card.block": "{title|htmlattr}",
        "pages/home.page": "{.repeated section items}{@|apply card.block}{.end}",
      }),
    ).toEqual([]);
  });
});
