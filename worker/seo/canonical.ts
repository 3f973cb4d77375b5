// The canonical address of a page: absolute, on the host the visitor asked for, with only the
// query parameters that select different content (a listing's page and filters). Tracking
// parameters (utm_*, gclid, fbclid...), `format=json` and anything unknown are dropped, so every
// variant of a shared link points search engines at one URL.

/** Query parameters that change what a product listing shows. */
export const LISTING_PARAMS = ["category", "tag", "page", "offset"] as const;

/** `path` on the origin of `requestUrl`, keeping the `kept` parameters of the request (sorted). */
export function canonicalUrl(requestUrl: string, path: string, kept: readonly string[] = []): string {
  const request = new URL(requestUrl);
  const url = new URL(path, request.origin);
  for (const name of [...kept].sort()) {
    const value = request.searchParams.get(name);
    if (value !== null && value !== "") url.searchParams.set(name, value);
  }
  return url.href;
}

/** An asset or page path made absolute against `origin`; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href;
}
