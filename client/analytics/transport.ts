// How the analytics scripts send: every call carries the crumb (worker/http/crumb.ts), as the
// `crumb` field of a form-encoded beacon or the X-CSRF-Token header of a keepalive fetch (a
// beacon cannot carry headers; keepalive lets the request outlive the page like one). Failures are
// swallowed: analytics never disturbs the page (spec section 8: census failures silently ignored).
// Not imported from client/islands/crumb.ts: sharing it would split it into a chunk of its own
// and add a request's overhead to the islands' bytes.
import { readCookie } from "../../worker/analytics/visitor-cookie";

const CRUMB_HEADER = "X-CSRF-Token";
const readCrumb = () => readCookie(document.cookie, "crumb");

/** Census timeout (spec section 9). */
export const CENSUS_TIMEOUT_MS = 2500;

/**
 * Reads an answer's body to its end and drops it. Chromium keeps an answer marked `Cache-Control:
 * no-store` (every census answer, worker/analytics/accept.ts) in flight until the script reads its
 * body: left unread, the call never completes, and the timeout's abort then cancels it
 * (`net::ERR_ABORTED`) although the answer arrived at once. Not wrangler's doing: a plain Node
 * server answering `no-store` gives the same (docs/analytics.md).
 */
const readToEnd = (res: Response): Promise<unknown> => res.arrayBuffer().catch(() => undefined);

/** A form-encoded beacon with the crumb field; fetch keepalive where sendBeacon is missing. */
export function beaconForm(path: string, fields: Record<string, string>): void {
  const body = new URLSearchParams({ ...fields, crumb: readCrumb() ?? "" });
  try {
    if (navigator.sendBeacon?.(path, body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch(path, { method: "POST", body, keepalive: true, credentials: "same-origin" })
    .then(readToEnd)
    .catch(() => {});
}

/**
 * JSON (or, for `plain`, the same text as text/plain) with the crumb header. Keepalive fetch
 * first; XHR when keepalive is refused (bodies over 64 KB, old engines). Resolves to whether the
 * call was accepted (200 or 202), never rejects. It resolves once the answer's body has been read.
 */
export function postJson(
  path: string,
  body: unknown,
  plain = false,
  timeoutMs = CENSUS_TIMEOUT_MS,
): Promise<boolean> {
  const text = JSON.stringify(body);
  const headers = {
    "Content-Type": plain ? "text/plain;charset=UTF-8" : "application/json",
    [CRUMB_HEADER]: readCrumb() ?? "",
  };
  const ok = (status: number) => status === 200 || status === 202;
  const xhr = () =>
    new Promise<boolean>((resolve) => {
      const req = new XMLHttpRequest();
      req.open("POST", path);
      for (const [k, v] of Object.entries(headers)) req.setRequestHeader(k, v);
      req.timeout = timeoutMs;
      req.onloadend = () => resolve(ok(req.status));
      req.send(text);
    });
  try {
    return fetch(path, {
      method: "POST",
      body: text,
      headers,
      keepalive: true,
      credentials: "same-origin",
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      (res) => readToEnd(res).then(() => ok(res.status)),
      (err: unknown) => (err instanceof TypeError ? xhr() : false),
    );
  } catch {
    return xhr();
  }
}
