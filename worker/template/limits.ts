// Safety limits. Templates are written by site owners, so a render must finish in bounded
// time and memory whatever the template and data.

/** Instructions (and loop iterations) one render may execute by default. */
export const DEFAULT_MAX_STEPS = 5_000_000;
/** Default output cap, counted in UTF-16 code units of the output (a close, cheap proxy for bytes). */
export const DEFAULT_MAX_OUTPUT = 16 * 1024 * 1024;
/** Nested partial or macro applications (spec section 9). */
export const MAX_PARTIAL_DEPTH = 16;
/** Most tokens one `.eval` instruction may contain. */
export const MAX_EXPRESSION_TOKENS = 1000;
/** Longest string an `.eval` concatenation may build. */
export const MAX_EXPRESSION_STRING = 65536;
