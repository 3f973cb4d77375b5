// The name under which the page's inline script (worker/pages/assets.tsx) leaves the taps it held
// for the islands' entry (client/early-taps.ts); shared by both sides.
export const EARLY_TAPS_GLOBAL = "__atelierTaps";
