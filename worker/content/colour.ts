// Colours as the product reads and shows them: CSS colour text parsed into sRGB, the
// light/dark weight of a hex colour, luminance, and the owner's brand colour (HSL) as CSS.
// Parsing is culori's (modes rgb, hsl and hwb only); this module adds the spec's rules on top:
// hex with 3 or 6 digits only, rgb clamped 0-255, alpha 0-1, percentages 0-100, hue modulo 360.

import { converter, modeHsl, modeHwb, modeLrgb, modeRgb, parse, useMode, wcagContrast } from "culori/fn";

useMode(modeRgb);
useMode(modeHsl);
useMode(modeHwb);
useMode(modeLrgb);
const toRgb = converter("rgb");
const toHslMode = converter("hsl");

/** An sRGB colour: channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const unit = (v: number | undefined) => clamp(v === undefined || Number.isNaN(v) ? 0 : v, 0, 1);
const hueOf = (h: number | undefined) => {
  if (h === undefined || Number.isNaN(h)) return 0;
  return ((h % 360) + 360) % 360;
};

/**
 * Parse CSS colour text: hex (3 or 6 digits), rgb()/rgba(), hsl()/hsla(), hwb() and named
 * colours. Out-of-range channels are clamped. Undefined when the text is not such a colour.
 */
export function parseColour(text: string): Rgba | undefined {
  const source = text.trim().toLowerCase();
  if (source.startsWith("#") && !HEX.test(source)) return undefined;
  const parsed = parse(source);
  if (parsed === undefined) return undefined;
  // Clamp in the colour's own space first (hue modulo 360, percentages 0-100).
  let colour = parsed;
  if (parsed.mode === "hsl") {
    colour = { ...parsed, h: hueOf(parsed.h), s: unit(parsed.s), l: unit(parsed.l) };
  } else if (parsed.mode === "hwb") {
    colour = { ...parsed, h: hueOf(parsed.h), w: unit(parsed.w), b: unit(parsed.b) };
  }
  const rgb = toRgb(colour);
  if (rgb === undefined) return undefined;
  const channel = (v: number | undefined) => Math.round(unit(v) * 255);
  return {
    r: channel(rgb.r),
    g: channel(rgb.g),
    b: channel(rgb.b),
    alpha: rgb.alpha === undefined ? 1 : unit(rgb.alpha),
  };
}

/** Integer value of a hex colour ('#abc', 'aabbcc'); undefined unless 3 or 6 hex digits. */
export function hexToInt(hex: string): number | undefined {
  const m = HEX.exec(hex);
  if (m === null) return undefined;
  let digits = m[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  return parseInt(digits, 16);
}

/** Half of 0xFFFFFF: hex colours above it are light, the rest dark. */
const HALF_BRIGHT = 0xffffff / 2;

/** 'light' or 'dark' for a hex colour, by its integer value against half of 0xFFFFFF. */
export function colourWeight(hex: string): "light" | "dark" | undefined {
  const value = hexToInt(hex);
  if (value === undefined) return undefined;
  return value > HALF_BRIGHT ? "light" : "dark";
}

/** Perceived brightness 0-1 (Rec. 601 luma: 0.299 R + 0.587 G + 0.114 B). */
export function luminance(colour: Rgba): number {
  return (0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b) / 255;
}

/** Luminance under which a colour counts as dark (light text goes on it). */
export const DARK_LUMINANCE = 0.65;

export function isDark(colour: Rgba): boolean {
  return luminance(colour) < DARK_LUMINANCE;
}

/** '#rrggbb' of a colour (alpha dropped). */
export function toHex(colour: Rgba): string {
  const two = (v: number) => v.toString(16).padStart(2, "0");
  return `#${two(colour.r)}${two(colour.g)}${two(colour.b)}`;
}

/** CSS text of a colour as the product stores it: '#rrggbb', or 'rgba(r, g, b, a)' when translucent. */
export function formatColour(colour: Rgba): string {
  if (colour.alpha >= 1) return toHex(colour);
  return `rgba(${colour.r}, ${colour.g}, ${colour.b}, ${parseFloat(colour.alpha.toFixed(2))})`;
}

/** Hue 0-360, saturation and lightness 0-1 and alpha of a colour (culori's conversion). */
export function toHsl(colour: Rgba): { hue: number; saturation: number; lightness: number; alpha: number } {
  const hsl = toHslMode({ mode: "rgb", r: colour.r / 255, g: colour.g / 255, b: colour.b / 255 });
  return { hue: hsl.h ?? 0, saturation: hsl.s, lightness: hsl.l, alpha: colour.alpha };
}

/** WCAG contrast ratio (1-21) between two colours, alpha ignored. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const rgb = (c: Rgba) => ({ mode: "rgb" as const, r: c.r / 255, g: c.g / 255, b: c.b / 255 });
  return wcagContrast(rgb(a), rgb(b));
}

/** Section 9's rule: of a light and a dark colour, the one to write on `background` with. */
export function textColourOn<T>(background: Rgba, onDark: T, onLight: T): T {
  return isDark(background) ? onDark : onLight;
}
