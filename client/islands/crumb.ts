// The crumb (worker/http/crumb.ts): every state-changing API call sends the `crumb` cookie back
// in a header, which another site cannot do since it cannot read our cookies.

export const CRUMB_COOKIE = "crumb";
export const CRUMB_HEADER = "X-CSRF-Token";

/** The crumb cookie's value, read at call time (the worker may have renewed it). */
export function readCrumb(cookies: string = documentCookies()): string | undefined {
  return /(?:^|;)\s*crumb=([^;]*)/.exec(cookies)?.[1]!.trim() || undefined; // crumb: CRUMB_COOKIE
}

/** Headers to spread into a state-changing fetch: `{ "X-CSRF-Token": crumb }`, or none yet. */
export function crumbHeaders(cookies?: string): Record<string, string> {
  const crumb = readCrumb(cookies);
  return crumb ? { [CRUMB_HEADER]: crumb } : {};
}

function documentCookies(): string {
  return (globalThis as { document?: { cookie?: string } }).document?.cookie ?? "";
}
