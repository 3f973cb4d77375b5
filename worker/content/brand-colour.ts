// The site's brand colour, stored as hue 0-360, saturation and lightness 0-1 and an optional
// alpha 0-1, shown as CSS hsl()/hsla(). Out-of-range parts give the owner a message instead.

export interface BrandColour {
  hue: number;
  saturation: number;
  lightness: number;
  alpha?: number;
}

export const BRAND_COLOUR_MESSAGES = {
  missing: "Missing an H/S/L value.",
  hue: "Hue out of bounds.",
  saturation: "Saturation out of bounds.",
  lightness: "Lightness out of bounds.",
  alpha: "Alpha out of bounds.",
} as const;

export type BrandColourResult = { ok: true; css: string } | { ok: false; message: string };

const within = (v: number, lo: number, hi: number) => v >= lo && v <= hi;

/** Round to at most 2 decimals and drop trailing zeros (0.956 -> "0.96", 110 -> "110"). */
const short = (v: number) => String(parseFloat(v.toFixed(2)));

/** CSS text of a brand colour, or every out-of-bounds message joined by spaces. */
export function brandColourCss(colour: BrandColour): BrandColourResult {
  const { hue, saturation, lightness, alpha } = colour;
  const problems: string[] = [];
  if (!within(hue, 0, 360)) problems.push(BRAND_COLOUR_MESSAGES.hue);
  if (!within(saturation, 0, 1)) problems.push(BRAND_COLOUR_MESSAGES.saturation);
  if (!within(lightness, 0, 1)) problems.push(BRAND_COLOUR_MESSAGES.lightness);
  if (alpha !== undefined && !within(alpha, 0, 1)) problems.push(BRAND_COLOUR_MESSAGES.alpha);
  if (problems.length > 0) return { ok: false, message: problems.join(" ") };

  const hsl = `${short(hue)}, ${short(saturation * 100)}%, ${short(lightness * 100)}%`;
  return { ok: true, css: alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${short(alpha)})` };
}

/** A brand colour whose parts may be missing (an empty field, a template value left out). */
export type BrandColourParts = { [K in keyof BrandColour]?: number };

/** As brandColourCss, but 'Missing an H/S/L value.' when hue, saturation or lightness is absent. */
export function checkBrandColour(parts: BrandColourParts): BrandColourResult {
  const { hue, saturation, lightness, alpha } = parts;
  if (hue === undefined || saturation === undefined || lightness === undefined) {
    return { ok: false, message: BRAND_COLOUR_MESSAGES.missing };
  }
  return brandColourCss({ hue, saturation, lightness, alpha });
}
