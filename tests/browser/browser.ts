// Debian's Chromium driven by playwright-core (its own browser download cannot run here).
// playwright gives every launch a fresh, empty user data directory.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!executablePath) throw new Error("Chromium not found: apt-get install -y chromium (see .ci/run)");
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
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
