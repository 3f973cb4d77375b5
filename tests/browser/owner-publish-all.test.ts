// Publishing the whole site from the Pages screen: two pages edited in the editor show up as
// unpublished changes, "Publish all changes" lists them in a dialog (keyboard: it opens from the
// button and gives focus back), and Publish now makes both live for a visitor at once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

async function pageWithText(page: Page, title: string, text: string): Promise<string> {
  await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("heading", { name: "Pages" }).waitFor();
  await page.getByRole("form", { name: "Add a page" }).getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Add page" }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await row.waitFor();
  const url = (await row.getByRole("cell").nth(1).innerText()).trim();
  await row.getByRole("link", { name: title }).click();
  await page.getByRole("heading", { name: title }).waitFor();
  await page.getByRole("button", { name: "Add block to section 1" }).click();
  await page.getByRole("menuitem", { name: "Markdown", exact: true }).click();
  await page.locator(".builder-block-name", { hasText: "Markdown" }).click();
  await page.getByLabel("Markdown", { exact: true }).fill(text);
  await expect
    .poll(() => page.locator(".builder-save-state").innerText(), { timeout: 10_000 })
    .toBe("All changes saved");
  return url;
}

async function visitorStatus(url: string): Promise<{ status: number; html: string }> {
  const context = await browser().newContext();
  const page = await context.newPage();
  const res = await page.goto(url);
  const html = await page.content();
  await context.close();
  return { status: res?.status() ?? 0, html };
}

describe("publish all changes", () => {
  it("lists the pages with unpublished changes and publishes them together", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    const stamp = Date.now().toString(36);
    const first = await pageWithText(page, `Spring ${stamp}`, "Spring arrivals are here");
    const second = await pageWithText(page, `Care ${stamp}`, "Wash cold, dry flat");
    expect((await visitorStatus(`${store()}${first}`)).status).toBe(404);

    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
    await page.getByRole("heading", { name: "Pages" }).waitFor();
    // The screen shows its last list at once and reads the changes again behind it.
    await expect
      .poll(() => page.locator(".publish-all [role=status]").innerText())
      .toMatch(/^\d+ pages have unpublished changes\.$/);
    const open = page.getByRole("button", { name: "Publish all changes" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    const listed = await dialog.getByRole("list", { name: "Pages that change" }).innerText();
    expect(listed).toContain(`Spring ${stamp}`);
    expect(listed).toContain(`Care ${stamp}`);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    const published = page.waitForResponse(
      (r) => r.url().endsWith("/api/owner/pages/publish") && r.request().method() === "POST",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
    expect((await published).status()).toBe(200);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect
      .poll(() => page.locator(".publish-all [role=status]").innerText())
      .toBe("Every page is published.");

    const seenFirst = await visitorStatus(`${store()}${first}`);
    expect(seenFirst.status).toBe(200);
    expect(seenFirst.html).toContain("Spring arrivals are here");
    expect((await visitorStatus(`${store()}${second}`)).html).toContain("Wash cold, dry flat");
  });
});
