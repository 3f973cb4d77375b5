// A site's custom CSS: the owner's rules, added after the theme's on every page. Shared by the
// worker (the route's check) and the panel (the Custom CSS screen's counter and message).
// It is served as its own stylesheet, never inside a <style> element, so no text in it can end
// an element early; `</style` is still written as `<\/style` (the same CSS: a backslash before
// "/" is an escape for "/") so the file stays safe if a theme ever inlines it.
import { z } from "zod";

/** 100 KB, counted as UTF-8 bytes (spec section 9: 1 KB = 1,000 bytes). */
export const MAX_CUSTOM_CSS_BYTES = 100_000;
export const CUSTOM_CSS_TOO_LARGE = `Custom CSS must be at most ${MAX_CUSTOM_CSS_BYTES / 1000} KB.`;

export const cssBytes = (css: string) => new TextEncoder().encode(css).length;

export const customCssBody = z.object({
  css: z
    .string()
    .max(MAX_CUSTOM_CSS_BYTES, CUSTOM_CSS_TOO_LARGE)
    .refine((css) => cssBytes(css) <= MAX_CUSTOM_CSS_BYTES, CUSTOM_CSS_TOO_LARGE),
});

/** The stylesheet's text as served. */
export const servedCss = (css: string) => css.replace(/<\/(style)/gi, "<\\/$1");

/** Where a page links the site's custom CSS: one URL per content version, so it can be cached for good. */
export const CUSTOM_CSS_PATH = "/site-custom.css";
export const customCssHref = (contentVersion: number) => `${CUSTOM_CSS_PATH}?v=${contentVersion}`;
