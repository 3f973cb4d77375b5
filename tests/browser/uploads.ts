// Uploading through the panel's upload zone (client/owner/components/files/UploadZone.tsx) in the
// browser tests: files handed to its "Choose files" button, the upload slowed by Chromium's own
// network throttling (CDP) so its progress bar can be watched, and every value the bars showed.
import type { Page } from "playwright-core";

export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Presses "Choose files" (in `page`, or in the part of it given) and hands it `files`. */
export async function chooseFiles(page: Page, files: UploadedFile[], within = page.locator("body")) {
  const chooser = page.waitForEvent("filechooser");
  await within.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(files);
}

/** Sends at most `bytesPerSecond` upstream from `page` until the answer is called. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = (uploadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await conditions(bytesPerSecond);
  return async () => {
    await conditions(-1);
    await cdp.detach();
  };
}

/**
 * Records the value (aria-valuenow) of every progress bar named `name` each time the page changes
 * it, from now on: a value shown for a moment between two polls is not missed. Answers a reader of
 * the values seen so far.
 */
export async function watchProgressBars(page: Page, name: string): Promise<() => Promise<number[]>> {
  await page.evaluate((barName) => {
    const seen: number[] = [];
    (window as unknown as { __progressSeen: number[] }).__progressSeen = seen;
    const read = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const label =
          bar.getAttribute("aria-label") ??
          (bar.getAttribute("aria-labelledby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ");
        const value = bar.getAttribute("aria-valuenow");
        if (label.includes(barName) && value !== null && seen.at(-1) !== Number(value))
          seen.push(Number(value));
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  }, name);
  return () => page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
}
