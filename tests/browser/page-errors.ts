// What a page reports going wrong while a test uses it: console errors, warnings about hydration,
// uncaught exceptions (`pageerror`, where React's minified #418/#419/#423 errors land), requests
// that failed and responses of status 400 or more. `collectPageErrors(page)` starts collecting
// (call it before the page's first `goto`) and returns the list so far; `watchPageErrors(page)`
// returns a check that throws, listing all of them, when any came since the last check.
import type { Page } from "playwright-core";

export interface WatchOptions {
  /** URLs whose status >= 400 is expected (a not-found page's own document). */
  allowStatus?: (url: string) => boolean;
  /**
   * Requests cut off by leaving the page (net::ERR_ABORTED) are not failures: for tests that
   * navigate while the page may still be fetching (a click on a link, a checkout's redirect).
   */
  leavesPages?: boolean;
}

/** React's words for a server rendering the browser could not take over as it was. */
const HYDRATION_WORDS =
  /hydrat|did not match|server rendered|client render|react\.dev\/errors\/(418|419|423|425)/i;

export function collectPageErrors(page: Page, options: WatchOptions = {}): () => string[] {
  const allowStatus = options.allowStatus ?? (() => false);
  const found: string[] = [];
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
    if (error === "net::ERR_ABORTED" && options.leavesPages) return;
    found.push(`request failed: ${request.method()} ${request.url()} ${error}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !allowStatus(response.url())) {
      found.push(`status ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return () => found;
}

export function watchPageErrors(page: Page, options: WatchOptions = {}): () => void {
  const found = collectPageErrors(page, options);
  let checked = 0;
  return () => {
    const errors = found().slice(checked);
    checked += errors.length;
    if (errors.length > 0) throw new Error(`the page reported:\n${errors.join("\n")}`);
  };
}
