// The palette: five brand colours from lightest to darkest, the middle one the accent. Each colour
// theme takes its background from one of them (themes.ts). The default palette is the default
// theme's own colours, so a site that never touched its styles looks as it always did.

export const PALETTE_NAMES = ["lightest", "light", "accent", "dark", "darkest"] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];
export type Palette = Record<PaletteName, string>;

export const DEFAULT_PALETTE: Palette = {
  lightest: "#fbf9f6",
  light: "#e4ded5",
  accent: "#8a4b2a",
  dark: "#6b645c",
  darkest: "#1d1b19",
};

export const PALETTE_LABELS: Record<PaletteName, string> = {
  lightest: "Lightest",
  light: "Light",
  accent: "Accent",
  dark: "Dark",
  darkest: "Darkest",
};
