// Default safety limits of one render. Templates are written by site owners, so a render
// must finish in bounded time and memory whatever the template and data.

/** Instructions (and loop iterations) one render may execute. */
export const DEFAULT_MAX_STEPS = 5_000_000;
/** Output size cap, counted in UTF-16 code units of the output (a close, cheap proxy for bytes). */
export const DEFAULT_MAX_OUTPUT = 16 * 1024 * 1024;
/** Nested partial or macro applications (spec section 9). */
export { MAX_PARTIAL_DEPTH } from "./errors";
