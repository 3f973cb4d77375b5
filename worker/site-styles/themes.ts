// The colour themes generated from the palette, one per name a section can carry. A theme's
// background is a palette colour; text, headings and buttons follow the dark/light rule of spec
// section 9 (light text on a dark colour, luminance under 65%); links take the accent where it
// reads against the background (WCAG contrast 4.5:1), else the text colour. An owner's override
// replaces any one entry.
import { contrastRatio, parseColour, textColourOn } from "../content/colour";
import { COLOR_THEME_NAMES, type ColorThemeName } from "../site-content/color-theme-names";
import type { Palette, PaletteName } from "./palette";
import type { SiteStyles, ThemeEntry } from "./schema";

export type ThemeColours = Record<ThemeEntry, string>;

/** Which palette colour each theme paints its background with. */
export const THEME_BACKGROUND: Record<ColorThemeName, PaletteName> = {
  lightest: "lightest",
  light: "light",
  bright: "accent",
  dark: "dark",
  darkest: "darkest",
};

const MIN_LINK_CONTRAST = 4.5;

const rgba = (css: string) => parseColour(css) ?? { r: 0, g: 0, b: 0, alpha: 1 };

export function generateTheme(palette: Palette, name: ColorThemeName): ThemeColours {
  const background = palette[THEME_BACKGROUND[name]];
  const bg = rgba(background);
  const text = textColourOn(bg, palette.lightest, palette.darkest);
  const button = text;
  const buttonText = textColourOn(rgba(button), palette.lightest, palette.darkest);
  const accentReads = contrastRatio(rgba(palette.accent), bg) >= MIN_LINK_CONTRAST;
  return { background, text, headings: text, button, buttonText, link: accentReads ? palette.accent : text };
}

/** Every theme of the site: generated from its palette, with the owner's overrides on top. */
export function siteThemes(styles: SiteStyles): Record<ColorThemeName, ThemeColours> {
  const themes = {} as Record<ColorThemeName, ThemeColours>;
  for (const name of COLOR_THEME_NAMES) {
    const overrides = Object.fromEntries(
      Object.entries(styles.overrides[name] ?? {}).filter(([, v]) => v !== undefined),
    );
    themes[name] = { ...generateTheme(styles.palette, name), ...overrides };
  }
  return themes;
}
