// Opening store pages for the island tests, as a visitor would: the test acts the moment a control
// is visible, never waiting on the page's own markers. Optionally with playwright's controllable
// clock (installed before the page's scripts run, so every island timer is fake), a smaller
// viewport or a touch phone. Every page records what a visitor would notice going wrong.
import { devices, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { expect } from "vitest";
import { collectPageErrors } from "./page-errors";

export interface OpenOptions {
  clock?: boolean;
  viewport?: { width: number; height: number };
  /** A touch phone (Chromium emulating a Pixel 7: its screen, pixel ratio, touch, user agent). */
  phone?: boolean;
  /** Rewrites the page's HTML before the browser sees it (e.g. to turn a store setting on). */
  rewrite?: (html: string) => string;
}

/** The fake clock's start; tests pause it once the page has loaded. */
const T0 = new Date("2026-01-05T10:00:00Z").getTime();

export const PHONE: BrowserContextOptions = devices["Pixel 7"];

const seen = new WeakMap<Page, () => string[]>();

/**
 * What went wrong on the page so far, as a visitor's browser reports it (page-errors.ts): console
 * errors, uncaught script errors, failed requests and answers of 400 or more. Requests cut off by
 * leaving the page are not failures.
 */
export const problems = (page: Page): string[] => seen.get(page)?.() ?? [];

export function watchProblems(page: Page): void {
  if (!seen.has(page)) seen.set(page, collectPageErrors(page, { leavesPages: true }));
}

/**
 * A visitor's own client address (wrangler dev passes CF-Connecting-IP on to the worker): each
 * test visitor is another person, so the per-address limits (form submissions, cart writes) count
 * each apart instead of every test in the run as one client.
 */
export const visitorAddress = (): Record<string, string> => ({
  "CF-Connecting-IP": `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 254) + 1).join(".")}`,
});

/** A blank page in a context of its own (no cookies), which closes with the page. */
export async function freshPage(
  browser: Browser,
  viewport?: { width: number; height: number },
  phone = false,
): Promise<Page> {
  const context = await browser.newContext({
    ...(phone ? PHONE : viewport ? { viewport } : {}),
    extraHTTPHeaders: visitorAddress(),
  });
  const page = await context.newPage();
  watchProblems(page);
  // The context may close after the browser did (the last test of a file): nothing to close then.
  page.on("close", () => void context.close().catch(() => undefined));
  return page;
}

/** A page in a fresh browser context (a visitor without cookies), as soon as it has loaded. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Page> {
  const page = await freshPage(browser, options.viewport, options.phone);
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

/** Adds lines through the API as the page's scripts would (same origin, crumb header). */
export async function addCartLines(
  page: Page,
  lines: { itemId: string; sku: string; quantity: number; additionalFields?: string }[],
) {
  const statuses = await page.evaluate(async (lines) => {
    const crumb = /(?:^|; )crumb=([0-9a-f]+)/.exec(document.cookie)?.[1] ?? "";
    const out: number[] = [];
    for (const line of lines) {
      const res = await fetch("/api/commerce/shopping-cart/entries", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": crumb },
        body: JSON.stringify({ additionalFields: "", ...line }),
      });
      out.push(res.status);
    }
    return out;
  }, lines);
  expect(statuses.every((s) => s === 200)).toBe(true);
}
