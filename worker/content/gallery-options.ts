// Gallery options with the defaults and ranges of spec section 3 ('Gallery options').
// Stored options may be partial; `withGalleryDefaults` fills in what is missing and pulls
// numbers into their ranges, so pages render from a complete set.

export const GALLERY_DESIGNS = ["grid", "slideshow", "slider", "stacked"] as const;
export const GALLERY_META_POSITIONS = [
  "top",
  "top-left",
  "top-right",
  "center",
  "bottom",
  "bottom-left",
  "bottom-right",
] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ["center", "left", "right"] as const;
export const GALLERY_ASPECT_RATIOS = [
  "square",
  "standard",
  "standard-vertical",
  "four-three",
  "three-four-vertical",
  "widescreen",
  "anamorphic-widescreen",
] as const;
export const GALLERY_LIGHTBOX_THEMES = ["dark", "light"] as const;

/** Yes/no options (each has a `gallery-<name>?` predicate where templates test it). */
export const GALLERY_BOOLEAN_OPTIONS = [
  "autoplay",
  "auto-crop",
  "controls",
  "lightbox",
  "square-thumbs",
  "show-meta",
  "show-meta-on-hover",
  "thumbnails",
] as const;

export interface GalleryOptions {
  design: (typeof GALLERY_DESIGNS)[number];
  autoplay: boolean;
  "autoplay-duration": number;
  controls: boolean;
  indicators: boolean;
  "auto-crop": boolean;
  "aspect-ratio": (typeof GALLERY_ASPECT_RATIOS)[number];
  "square-thumbs": boolean;
  thumbnails: boolean;
  "thumbnail-strip-height": number;
  "thumbnail-strip-margin": number;
  "show-meta-basic": boolean;
  "show-meta": boolean;
  "show-meta-only-title": boolean;
  "meta-position": (typeof GALLERY_META_POSITIONS)[number];
  "show-meta-on-hover": boolean;
  "active-alignment": (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
  "thumbnails-per-row": number;
  padding: number;
  lightbox: boolean;
  lightboxTheme: (typeof GALLERY_LIGHTBOX_THEMES)[number];
  "max-width": number;
  newWindow: boolean;
  transparentBackground: boolean;
}

export const GALLERY_DEFAULTS: Readonly<GalleryOptions> = {
  design: "grid",
  autoplay: false,
  "autoplay-duration": 5,
  controls: false,
  indicators: false,
  "auto-crop": true,
  "aspect-ratio": "square",
  "square-thumbs": true,
  thumbnails: false,
  "thumbnail-strip-height": 80,
  "thumbnail-strip-margin": 20,
  "show-meta-basic": true,
  "show-meta": true,
  "show-meta-only-title": false,
  "meta-position": "bottom",
  "show-meta-on-hover": false,
  "active-alignment": "center",
  "thumbnails-per-row": 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: "dark",
  "max-width": 300,
  newWindow: false,
  transparentBackground: false,
};

/** Inclusive ranges of the numeric options. */
export const GALLERY_RANGES = {
  "autoplay-duration": [1, 10],
  "thumbnail-strip-height": [0, 200],
  "thumbnail-strip-margin": [0, 60],
  "thumbnails-per-row": [1, 10],
  padding: [0, 50],
  "max-width": [100, 300],
} as const satisfies Partial<Record<keyof GalleryOptions, readonly [number, number]>>;

type Choice<K extends keyof GalleryOptions> = readonly GalleryOptions[K][];

const CHOICES: { [K in keyof GalleryOptions]?: Choice<K> } = {
  design: GALLERY_DESIGNS,
  "aspect-ratio": GALLERY_ASPECT_RATIOS,
  "meta-position": GALLERY_META_POSITIONS,
  "active-alignment": GALLERY_ACTIVE_ALIGNMENTS,
  lightboxTheme: GALLERY_LIGHTBOX_THEMES,
};

/** Complete options from stored ones: unknown choices and wrong types fall back to the default. */
export function withGalleryDefaults(stored: Record<string, unknown> | undefined): GalleryOptions {
  const out: Record<string, unknown> = { ...GALLERY_DEFAULTS };
  for (const key of Object.keys(GALLERY_DEFAULTS) as (keyof GalleryOptions)[]) {
    const value = stored?.[key];
    const fallback = GALLERY_DEFAULTS[key];
    if (typeof fallback === "boolean") {
      if (typeof value === "boolean") out[key] = value;
    } else if (typeof fallback === "number") {
      if (typeof value === "number" && Number.isFinite(value)) {
        const range = (GALLERY_RANGES as Partial<Record<string, readonly [number, number]>>)[key];
        out[key] = range === undefined ? value : Math.min(range[1], Math.max(range[0], value));
      }
    } else {
      const choices = CHOICES[key] as readonly unknown[] | undefined;
      if (choices?.includes(value)) out[key] = value;
    }
  }
  return out as unknown as GalleryOptions;
}
