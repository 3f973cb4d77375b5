// First path segments the worker answers before any page of the site (its fixed routes in
// worker/index.ts and worker/pages/index.ts), and the folders of its static assets, whose files the
// asset layer answers first: a page or collection at one of these addresses could never be opened
// (or its items would meet the files), so none may take them. Keep in step with those routes.
export const RESERVED_URL_IDS: ReadonlySet<string> = new Set([
  "api",
  "assets",
  "cart",
  "checkout",
  "commerce",
  "config",
  "dev",
  "fonts",
  "images",
  "newsletter",
  "owner",
  "s",
  "search",
]);

/** Case-blind, as page addresses are compared. */
export const isReservedUrlId = (urlId: string): boolean => RESERVED_URL_IDS.has(urlId.toLowerCase());
