// Site styles: an owner with design rights saves the palette, fonts and type scale; the styles
// reach every visitor's page as CSS custom properties at once (the content version moves); other
// roles and strangers are refused with the panel's messages; bad input is refused by field.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const STYLES = "/api/owner/site-styles";
const editor = new Owner();
const viewer = new Owner();

const styles = (changes: Record<string, unknown> = {}) => ({
  palette: { lightest: "#ffffff", light: "#eeeeee", accent: "#336699", dark: "#444444", darkest: "#111111" },
  fonts: { headings: "lora", paragraphs: "inter", buttons: "inter" },
  typeScale: { baseSize: 18, ratio: 1.5 },
  ...changes,
});

const contentVersion = async () =>
  (await env.DB.prepare("SELECT content_version AS v FROM websites WHERE id = 'site_demo'").first<{
    v: number;
  }>())!.v;

/** The inlined site-styles sheet of the visitor's home page. */
async function visitorSheet(): Promise<string> {
  forgetAllWebsites();
  const html = await (await new Visitor().fetch("/")).text();
  return /<style id="site-styles">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
}

/** The declarations of one rule of the sheet, e.g. ".section-theme-dark". */
const rule = (sheet: string, selector: string) =>
  new RegExp(`(?:^|})${selector.replace(/[.*]/g, "\\$&")}\\{([^}]*)\\}`).exec(sheet)?.[1] ?? "";

beforeAll(async () => {
  await new Visitor().fetch("/"); // seeds the demo site
  await addContributor("styles-editor@example.com", ContributorRole.EDITOR);
  await addContributor("styles-viewer@example.com", ContributorRole.VIEWER);
  expect((await editor.signIn("styles-editor@example.com")).status).toBe(200);
  expect((await viewer.signIn("styles-viewer@example.com")).status).toBe(200);
});

describe("site styles", () => {
  it("gives a site that never saved styles the default theme's colours as custom properties", async () => {
    const sheet = await visitorSheet();
    expect(rule(sheet, ":root,.section-theme-lightest")).toContain("--paper:#fbf9f6;--ink:#1d1b19");
    // Dark backgrounds get the lightest colour as text (luminance under 65%).
    expect(rule(sheet, ".section-theme-darkest")).toContain("--paper:#1d1b19;--ink:#fbf9f6");
    expect(rule(sheet, ".section-theme-bright")).toContain("--paper:#8a4b2a;--ink:#fbf9f6");
  });

  it("refuses strangers and roles without design rights, with the panel's messages", async () => {
    const stranger = new Visitor();
    const anonymous = await stranger.fetch(STYLES);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });

    expect((await viewer.fetch(STYLES)).status).toBe(200);
    const refused = await viewer.put(STYLES, styles());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
  });

  it("refuses a save without the session's xsrf token", async () => {
    const res = await editor.fetch(STYLES, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: editor.origin, "x-xsrf-token": "wrong" },
      body: JSON.stringify(styles()),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
  });

  it("refuses a colour, font or type scale it cannot use, naming the field", async () => {
    const badColour = await editor.put(
      STYLES,
      styles({ palette: { ...styles().palette, accent: "#12345" } }),
    );
    expect(badColour.status).toBe(400);
    expect(await badColour.json()).toEqual({
      message: "Enter a colour as hex (#rgb or #rrggbb), rgb(), hsl(), hwb() or a colour name.",
      field: "palette.accent",
    });
    const badFont = await editor.put(
      STYLES,
      styles({ fonts: { headings: "comic", paragraphs: "inter", buttons: "inter" } }),
    );
    expect(await badFont.json()).toEqual({
      message: "Choose a font from the font kit.",
      field: "fonts.headings",
    });
    const badRatio = await editor.put(STYLES, styles({ typeScale: { baseSize: 16, ratio: 3 } }));
    expect(badRatio.status).toBe(400);
    expect(await badRatio.json()).toEqual({
      message: "The type scale ratio must be 1 to 2.",
      field: "typeScale.ratio",
    });
  });

  it("shows saved styles to visitors at once: the content version moves and the custom properties change", async () => {
    const before = await contentVersion();
    const saved = await editor.put(
      STYLES,
      styles({
        palette: { ...styles().palette, accent: "rgb(300, 20, 20)" },
        overrides: { dark: { link: "hsl(480, 100%, 50%)" } },
      }),
    );
    expect(saved.status).toBe(200);
    const { styles: stored } = (await saved.json()) as { styles: { palette: { accent: string } } };
    // Channels are clamped to 0-255 and the hue taken modulo 360, then stored as hex.
    expect(stored.palette.accent).toBe("#ff1414");
    expect(await contentVersion()).toBe(before + 1);

    const sheet = await visitorSheet();
    const root = rule(sheet, ":root");
    expect(root).toContain("--accent:#ff1414");
    expect(root).toContain('--font-heading:"Lora Variable"');
    expect(root).toContain("--type-base:18px");
    expect(root).toContain("--h1:91.13px");
    expect(sheet).toContain('@font-face{font-family:"Lora Variable"');
    expect(sheet).toContain("src:url(/fonts/lora-latin-wght-normal.woff2)");
    expect(rule(sheet, ".section-theme-dark")).toContain("--link:#00ff00");

    const read = (await (await viewer.fetch(STYLES)).json()) as { styles: { overrides: unknown } };
    expect(read.styles.overrides).toEqual({ dark: { link: "#00ff00" } });
  });

  it("keeps saved swatches for the site without changing any page", async () => {
    const before = await contentVersion();
    const res = await editor.put(`${STYLES}/swatches`, { swatches: ["#abc", "rgba(0, 0, 0, 0.5)"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ swatches: ["#aabbcc", "rgba(0, 0, 0, 0.5)"] });
    expect(await contentVersion()).toBe(before);
    expect(((await (await editor.fetch(STYLES)).json()) as { swatches: string[] }).swatches).toEqual([
      "#aabbcc",
      "rgba(0, 0, 0, 0.5)",
    ]);
  });

  it("lists the font kit with each font's local file", async () => {
    const res = await viewer.fetch(`${STYLES}/fonts`);
    const { fonts } = (await res.json()) as { fonts: { id: string; url: string | null }[] };
    expect(fonts.find((f) => f.id === "inter")?.url).toBe("/fonts/inter-latin-wght-normal.woff2");
    expect(fonts.find((f) => f.id === "system-sans")?.url).toBeNull();
  });
});
