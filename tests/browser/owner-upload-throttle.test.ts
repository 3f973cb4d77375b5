// When the site's uploads per minute are spent, the worker answers 429 'Please try again in a few
// seconds.' with Retry-After; the panel shows the sentence on the file's row, waits and sends the
// file again. (The 429 is played by the browser's network layer here, so the shared store's real
// upload budget stays untouched for other tests; the worker's own 429 is tested in tests/files.)
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { makePng } from "./png";

const { browser, store } = useBrowser();

describe("uploads over the site's rate", () => {
  it("shows the worker's sentence while waiting, then uploads the file", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Files" }).click();
    await page.getByRole("heading", { name: "Files" }).waitFor();

    let refused = 0;
    await page.route(
      (url) => url.pathname === "/api/owner/files",
      async (route) => {
        if (route.request().method() !== "POST" || refused > 0) return route.continue();
        refused++;
        await route.fulfill({
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "2" },
          body: JSON.stringify({ message: "Please try again in a few seconds." }),
        });
      },
    );
    const name = `later-${Date.now().toString(36)}.png`;
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose files" }).click();
    await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: makePng(20, 20) }]);

    const row = page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name });
    await expect.poll(() => row.innerText()).toContain("Please try again in a few seconds.");
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain("Uploaded");
    expect(refused).toBe(1);
    await page.getByRole("row").filter({ hasText: name }).waitFor();
  });
});
