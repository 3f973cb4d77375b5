// Bounds on `.eval` work: templates are written by site owners, so an expression may not
// grow without limit.

/** Most tokens one `.eval` instruction may contain. */
export const MAX_EXPRESSION_TOKENS = 1000;
/** Longest string a concatenation may build. */
export const MAX_EXPRESSION_STRING = 65536;
