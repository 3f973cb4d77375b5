// A site's styles as stored (one row per website) and as the panel sends them: the palette,
// owner overrides per colour theme entry, fonts and the type scale. Saved swatches are stored
// beside them but sent on their own (they change no page). Shared by the worker and the panel.
import { z } from "zod";
import { formatColour, parseColour } from "../content/colour";
import { COLOR_THEME_NAMES } from "../site-content/color-theme-names";
import { FONT_IDS } from "./fonts";
import { DEFAULT_PALETTE, PALETTE_NAMES } from "./palette";

export const COLOUR_NOT_UNDERSTOOD =
  "Enter a colour as hex (#rgb or #rrggbb), rgb(), hsl(), hwb() or a colour name.";

/** CSS colour text by the spec's parsing rules, stored as '#rrggbb' or 'rgba(...)'. */
export const colourText = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const colour = parseColour(text);
    if (colour) return formatColour(colour);
    ctx.addIssue({ code: "custom", message: COLOUR_NOT_UNDERSTOOD });
    return z.NEVER;
  });

export const THEME_ENTRIES = ["background", "text", "headings", "button", "buttonText", "link"] as const;
export type ThemeEntry = (typeof THEME_ENTRIES)[number];

export const THEME_ENTRY_LABELS: Record<ThemeEntry, string> = {
  background: "Background",
  text: "Text",
  headings: "Headings",
  button: "Button",
  buttonText: "Button text",
  link: "Links",
};

const themeOverride = z.strictObject(
  Object.fromEntries(THEME_ENTRIES.map((e) => [e, colourText.optional()])) as Record<
    ThemeEntry,
    z.ZodOptional<typeof colourText>
  >,
);

const paletteSchema = z.strictObject(
  Object.fromEntries(PALETTE_NAMES.map((n) => [n, colourText])) as Record<
    (typeof PALETTE_NAMES)[number],
    typeof colourText
  >,
);

export const TYPE_SCALE_LIMITS = { baseSize: { min: 12, max: 24 }, ratio: { min: 1, max: 2 } } as const;

export const BASE_SIZE_OUT_OF_RANGE = `The base size must be ${TYPE_SCALE_LIMITS.baseSize.min} to ${TYPE_SCALE_LIMITS.baseSize.max} pixels.`;
export const RATIO_OUT_OF_RANGE = `The type scale ratio must be ${TYPE_SCALE_LIMITS.ratio.min} to ${TYPE_SCALE_LIMITS.ratio.max}.`;
export const FONT_NOT_IN_KIT = "Choose a font from the font kit.";

const fontId = z.enum(FONT_IDS, { message: FONT_NOT_IN_KIT });

export const siteStylesSchema = z.strictObject({
  palette: paletteSchema,
  overrides: z
    .strictObject(
      Object.fromEntries(COLOR_THEME_NAMES.map((n) => [n, themeOverride.optional()])) as Record<
        (typeof COLOR_THEME_NAMES)[number],
        z.ZodOptional<typeof themeOverride>
      >,
    )
    .default({}),
  fonts: z.strictObject({ headings: fontId, paragraphs: fontId, buttons: fontId }),
  typeScale: z.strictObject({
    baseSize: z
      .number()
      .min(TYPE_SCALE_LIMITS.baseSize.min, BASE_SIZE_OUT_OF_RANGE)
      .max(TYPE_SCALE_LIMITS.baseSize.max, BASE_SIZE_OUT_OF_RANGE),
    ratio: z
      .number()
      .min(TYPE_SCALE_LIMITS.ratio.min, RATIO_OUT_OF_RANGE)
      .max(TYPE_SCALE_LIMITS.ratio.max, RATIO_OUT_OF_RANGE),
  }),
});

export type SiteStyles = z.output<typeof siteStylesSchema>;
export type SiteStylesInput = z.input<typeof siteStylesSchema>;

export const MAX_SWATCHES = 24;
export const swatchesSchema = z.strictObject({
  swatches: z.array(colourText).max(MAX_SWATCHES, `Keep at most ${MAX_SWATCHES} saved swatches.`),
});

export const DEFAULT_SITE_STYLES: SiteStyles = {
  palette: DEFAULT_PALETTE,
  overrides: {},
  fonts: { headings: "system-sans", paragraphs: "system-sans", buttons: "system-sans" },
  typeScale: { baseSize: 16, ratio: 1.25 },
};
