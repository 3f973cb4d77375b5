// Opening store pages for the island tests: optionally with playwright's controllable clock
// (installed before the page's scripts run, so every island timer is fake) and a phone viewport.
import type { Browser, Page } from "playwright-core";

export interface OpenOptions {
  clock?: boolean;
  viewport?: { width: number; height: number };
  /** Rewrites the page's HTML before the browser sees it (e.g. to turn a store setting on). */
  rewrite?: (html: string) => string;
}

/** The fake clock's start; tests pause it once the page has hydrated. */
const T0 = new Date("2026-01-05T10:00:00Z").getTime();

/** A blank page in a context of its own (no cookies), which closes with the page. */
export async function freshPage(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  // The context may close after the browser did (the last test of a file): nothing to close then.
  page.on("close", () => void context.close().catch(() => undefined));
  return page;
}

/** A page in a fresh browser context (a visitor without cookies). */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Page> {
  const page = await freshPage(browser, options.viewport);
  if (options.clock) await page.clock.install({ time: T0 });
  if (options.rewrite) {
    const rewrite = options.rewrite;
    await page.route(url, async (route) => {
      try {
        const response = await route.fetch({ timeout: 10_000 });
        await route.fulfill({ response, body: rewrite(await response.text()) });
      } catch {
        // A stalled answer (see vitest.browser.config.ts) fails this navigation, and so this
        // attempt, instead of surfacing later as an error outside any test.
        await route.abort().catch(() => undefined);
      }
    });
  }
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated=true]");
  // From here on, island timers move only when the test moves the clock.
  if (options.clock) await page.clock.pauseAt(T0 + 60_000);
  return page;
}

/** The add-to-cart failure as one line: its title and message. */
export async function errorText(page: Page): Promise<string> {
  return (await page.locator(".add-to-cart-error").innerText()).replace(/\s+/g, " ").trim();
}

/** Requests the page makes to the cart API, counted from now on. */
export function countCartRequests(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/commerce/shopping-cart" && r.method() === "GET") n++;
  });
  return () => n;
}

/** A CSS custom property as the page's root element has it (the site styles' `:root`). */
export const rootProperty = (page: Page, name: string): Promise<string> =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
