// The site styles as CSS custom properties, inlined in every page's <head> (kept small: it rides
// on every page). `:root` holds the fonts, the type scale and the page's own colours (the lightest
// theme); each `.section-theme-<name>` redefines the colours a section paints with. The rules
// that use them are in client/styles/site.css and section-themes.css.
import { COLOR_THEME_NAMES } from "../site-content/color-theme-names";
import { parseColour, textColourOn } from "../content/colour";
import { fontUrl, kitFont } from "./fonts";
import type { SiteStyles } from "./schema";
import { siteThemes, type ThemeColours } from "./themes";

/** Theme entry -> the custom property site.css reads. */
const THEME_PROPERTIES: Record<keyof ThemeColours, string> = {
  background: "--paper",
  text: "--ink",
  headings: "--heading",
  button: "--button",
  buttonText: "--button-ink",
  link: "--link",
};

const HEADING_STEPS = { "--h1": 4, "--h2": 3, "--h3": 2, "--h4": 1 } as const;

const px = (v: number) => `${parseFloat(v.toFixed(2))}px`;

const declarations = (entries: [string, string][]) => entries.map(([k, v]) => `${k}:${v}`).join(";");

function fontFaces(styles: SiteStyles): string {
  const ids = new Set(Object.values(styles.fonts));
  let css = "";
  for (const id of ids) {
    const file = kitFont(id).file;
    if (file) {
      css += `@font-face{font-family:"${file.family}";font-weight:100 900;font-display:swap;src:url(${fontUrl(file)}) format("woff2")}`;
    }
  }
  return css;
}

function rootProperties(styles: SiteStyles): [string, string][] {
  const { palette, fonts, typeScale } = styles;
  const accent = parseColour(palette.accent);
  const body = kitFont(fonts.paragraphs).stack;
  const sameAsBody = (id: string) => (kitFont(id).stack === body ? "var(--font-body)" : kitFont(id).stack);
  return [
    ["--accent", palette.accent],
    ["--accent-ink", accent ? textColourOn(accent, palette.lightest, palette.darkest) : palette.lightest],
    ["--line", palette.light],
    ["--muted", palette.dark],
    ["--font-body", body],
    ["--font-heading", sameAsBody(fonts.headings)],
    ["--font-button", sameAsBody(fonts.buttons)],
    ["--type-base", px(typeScale.baseSize)],
    ...Object.entries(HEADING_STEPS).map(
      ([name, step]) => [name, px(typeScale.baseSize * typeScale.ratio ** step)] as [string, string],
    ),
  ];
}

export interface StylesheetOptions {
  /** The selector that plays :root (the panel's style guide scopes it to its preview). */
  root?: string;
}

/** The stylesheet text (no <style> tag) for a site's styles. */
export function siteStylesCss(styles: SiteStyles, options: StylesheetOptions = {}): string {
  const root = options.root ?? ":root";
  const themes = siteThemes(styles);
  const themeRules = COLOR_THEME_NAMES.map((name) => {
    const selector = name === "lightest" ? `${root},.section-theme-${name}` : `.section-theme-${name}`;
    const props = Object.entries(themes[name]).map(
      ([entry, value]) => [THEME_PROPERTIES[entry as keyof ThemeColours], value] as [string, string],
    );
    return `${selector}{${declarations(props)}}`;
  }).join("");
  return `${fontFaces(styles)}${root}{${declarations(rootProperties(styles))}}${themeRules}`;
}

/** The tag for a page's <head>. */
export const siteStylesTag = (styles: SiteStyles) =>
  `<style id="site-styles">${siteStylesCss(styles)}</style>`;
