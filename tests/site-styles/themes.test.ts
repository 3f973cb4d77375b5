// Colour themes from a palette: each theme's background is a palette colour, its text follows
// the dark/light rule, links take the accent only where it reads, and overrides win.
import { describe, expect, it } from "vitest";
import { siteStylesTag } from "../../worker/site-styles/css";
import { DEFAULT_SITE_STYLES } from "../../worker/site-styles/schema";
import { generateTheme, siteThemes } from "../../worker/site-styles/themes";

const palette = {
  lightest: "#ffffff",
  light: "#dddddd",
  accent: "#ffcc00",
  dark: "#333333",
  darkest: "#000000",
};

describe("colour themes", () => {
  it("keeps the default theme's look with the default palette", () => {
    expect(generateTheme(DEFAULT_SITE_STYLES.palette, "lightest")).toEqual({
      background: "#fbf9f6",
      text: "#1d1b19",
      headings: "#1d1b19",
      button: "#1d1b19",
      buttonText: "#fbf9f6",
      link: "#8a4b2a",
    });
  });

  it("puts dark text and a dark button on a light accent, light ones on dark backgrounds", () => {
    expect(generateTheme(palette, "bright")).toMatchObject({
      background: "#ffcc00",
      text: "#000000",
      button: "#000000",
      buttonText: "#ffffff",
    });
    expect(generateTheme(palette, "dark")).toMatchObject({
      background: "#333333",
      text: "#ffffff",
      button: "#ffffff",
      buttonText: "#000000",
    });
  });

  it("uses the accent for links only where it contrasts 4.5:1 with the background", () => {
    // Yellow on white reads poorly: links take the text colour; on black it reads.
    expect(generateTheme(palette, "lightest").link).toBe("#000000");
    expect(generateTheme(palette, "darkest").link).toBe("#ffcc00");
    // On its own colour the accent never reads.
    expect(generateTheme(palette, "bright").link).toBe("#000000");
  });

  it("lets an owner's override replace one entry of one theme", () => {
    const themes = siteThemes({ ...DEFAULT_SITE_STYLES, palette, overrides: { dark: { link: "#ff0000" } } });
    expect(themes.dark.link).toBe("#ff0000");
    expect(themes.dark.text).toBe("#ffffff");
    expect(themes.darkest.link).toBe("#ffcc00");
  });

  it("keeps the stylesheet every page carries under 1 KB with the default styles", () => {
    expect(new TextEncoder().encode(siteStylesTag(DEFAULT_SITE_STYLES)).length).toBeLessThan(1024);
  });
});
