// The review fields' limits, apart from the zod schemas (./inputs.ts) so the review form island
// can set them on its fields without bringing zod to the browser.
export const MAX_BODY_CHARS = 5000;
export const MAX_TITLE_CHARS = 120;
export const MAX_NAME_CHARS = 80;
