// What a page reports going wrong while a test uses it: console errors, warnings about hydration,
// uncaught exceptions (`pageerror`, where React's minified #418/#419/#423 errors land), requests
// that failed and responses of status 400 or more. `watchPageErrors(page)` starts collecting (call
// it before the page's first `goto`) and returns a check that throws, listing all of them, when
// any came since the last check.
import type { Page } from "playwright-core";

export interface WatchOptions {
  /** URLs whose status >= 400 is expected (a not-found page's own document). */
  allowStatus?: (url: string) => boolean;
}

/**
 * The analytics calls' paths. Their scripts give up on a call after 2.5 s (client/analytics/
 * transport.ts) and a visitor never notices; under `wrangler dev`, the first commerce event of a
 * page load now and then never reaches Chromium although the worker answered it at once (its log
 * shows `POST /api/analytics/events 202 Accepted (163ms)`), so the script's own abort of these
 * calls is not counted. Any other failure of theirs (a status of 400 or more) still is.
 */
const ANALYTICS_CALL = /^\/api\/(analytics|census|events|1\/performance)\//;

/** React's words for a server rendering the browser could not take over as it was. */
const HYDRATION_WORDS =
  /hydrat|did not match|server rendered|client render|react\.dev\/errors\/(418|419|423|425)/i;

export function watchPageErrors(page: Page, options: WatchOptions = {}): () => void {
  const allowStatus = options.allowStatus ?? (() => false);
  let found: string[] = [];
  page.on("console", (message) => {
    const type = message.type();
    // Chromium's own line for a failed response comes with it: the response itself is reported.
    const url = message.location().url;
    if (type === "error" && /^Failed to load resource/.test(message.text()) && allowStatus(url)) return;
    if (type === "error" || (type === "warning" && HYDRATION_WORDS.test(message.text()))) {
      found.push(`console ${type}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => found.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    if (error === "net::ERR_ABORTED" && ANALYTICS_CALL.test(new URL(request.url()).pathname)) return;
    found.push(`request failed: ${request.method()} ${request.url()} ${error}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !allowStatus(response.url())) {
      found.push(`status ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return () => {
    const errors = found;
    found = [];
    if (errors.length > 0) throw new Error(`the page reported:\n${errors.join("\n")}`);
  };
}
