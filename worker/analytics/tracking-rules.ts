// When the census counts a page (spec sections 2, 4 and 6), and the site-preview `area_test`
// overrides. Pure, no imports: the census script and the endpoints both apply these rules.

/** Not found (100), lock screen (103), member area access denied (106): never counted. */
export const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([100, 103, 106]);
/** Contributor role "viewer" (spec section 3): treated like a visitor. */
export const VIEWER_ROLE = 10;

export interface TrackingInput {
  /** Numeric page type (spec section 2). */
  pageType: number;
  /** The page's path, e.g. "/shop/p/mug". */
  path: string;
  /** A page view (RecordHit), rather than an intra-page event. */
  pageView: boolean;
  /** The disabling flag (site setting or page flag). */
  disabled: boolean;
  /** A signed-in contributor and their roles; null for a visitor. */
  signedIn: { roles: readonly number[] } | null;
}

export type TrackingDecision =
  { track: true } | { track: false; reason: "disabled" | "page-type" | "search" | "signed-in" };

/** Paths containing /config are owner configuration (spec section 2). */
export const isConfigPath = (path: string) => path.includes("/config");

const isSearchPath = (path: string) => path === "/search" || path.startsWith("/search/");

export function trackingDecision(input: TrackingInput): TrackingDecision {
  if (input.disabled) return { track: false, reason: "disabled" };
  if (UNTRACKED_PAGE_TYPES.has(input.pageType)) return { track: false, reason: "page-type" };
  if (input.pageView && isSearchPath(input.path)) return { track: false, reason: "search" };
  if (input.signedIn) {
    const roles = input.signedIn.roles;
    const viewerOnly = roles.length > 0 && roles.every((r) => r === VIEWER_ROLE);
    if (!viewerOnly || isConfigPath(input.path)) return { track: false, reason: "signed-in" };
  }
  return { track: true };
}

// area_test: `?area_test=<area>:<variant>` (repeatable, or comma-separated) sets an override that
// the preview keeps for the session; `<area>:reset` clears that area's, `area_test=reset` all.
export const AREA_TEST_PARAM = "area_test";
const AREA = /^[\w-]{1,64}$/;

export type AreaTestOverrides = Record<string, string>;

export function applyAreaTestOverrides(stored: AreaTestOverrides, search: string): AreaTestOverrides {
  const values = new URLSearchParams(search)
    .getAll(AREA_TEST_PARAM)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  let next: AreaTestOverrides = { ...stored };
  for (const value of values) {
    if (value === "reset") {
      next = {};
      continue;
    }
    const colon = value.indexOf(":");
    if (colon < 0) continue;
    const area = value.slice(0, colon);
    const variant = value.slice(colon + 1);
    if (!AREA.test(area) || !AREA.test(variant)) continue;
    if (variant === "reset") delete next[area];
    else next[area] = variant;
  }
  return next;
}
