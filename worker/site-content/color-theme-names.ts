// The colour themes a page section can use. Each name maps to text, heading, button and link
// colours generated from the site's palette (site styles); a section stores one of these names.
export const COLOR_THEME_NAMES = ["lightest", "light", "bright", "dark", "darkest"] as const;

export type ColorThemeName = (typeof COLOR_THEME_NAMES)[number];
