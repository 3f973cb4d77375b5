// Forms posted without script come from pages that are shared (edge-cached), so they cannot carry
// the visitor's crumb. The browser's own word is asked instead: a POST from a form of this site
// says Origin (or, where Origin is absent, Sec-Fetch-Site: same-origin); anything else is refused.
import type { PageCtx } from "../page";

export function sameOrigin(c: PageCtx): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== "null") return origin === new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "same-origin";
}
