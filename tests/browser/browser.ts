// Debian's Chromium driven by playwright-core (its own browser download cannot run here).
// playwright gives every launch a fresh, empty user data directory.
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** One browser for the tests of a file, and the URL of the store that global-setup started. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => browser!,
    store: () => inject("storeUrl"),
  };
}
