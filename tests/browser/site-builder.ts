// The page editor as the browser tests drive it (client/owner/routes/page-editor.tsx): blocks added
// from the Add block menu, the outline's order, the autosave state, publishing, and what a visitor
// without cookies gets for a page.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

/** How long a poll waits for what needs the worker (a save, a render): a shared, busy machine is slow. */
export const ROUND_TRIP = { timeout: 10_000 };

/**
 * From the Pages screen of a signed-in owner: adds a page titled `title` (a Draft until published)
 * and opens it in the editor. Answers the page's URL as the list shows it.
 */
export async function createPageInEditor(page: Page, title: string): Promise<string> {
  await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("heading", { name: "Pages" }).waitFor();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Add page" }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await row.waitFor();
  expect(await row.innerText()).toContain("Draft");
  const url = (await row.getByRole("cell").nth(1).innerText()).trim();
  await row.getByRole("link", { name: title }).click();
  await page.getByRole("heading", { name: title }).waitFor();
  return url;
}

/** Adds a block of the panel's `type` name (Text, Image, Quote…) at the end of section 1. */
export async function addBlock(page: Page, type: string): Promise<void> {
  await page.getByRole("button", { name: "Add block to section 1" }).click();
  await page.getByRole("menuitem", { name: type, exact: true }).click();
}

/** The block names of section 1 in the outline, in order. */
export const outline = (page: Page): Promise<string[]> =>
  page.getByRole("list", { name: "Blocks of section 1" }).locator(".builder-block-name").allInnerTexts();

/** Waits for the autosave to say everything is saved. */
export async function saved(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole("status")
          .filter({ hasText: /changes saved|Saving|Unsaved|Not saved/ })
          .innerText(),
      ROUND_TRIP,
    )
    .toBe("All changes saved");
}

/** Presses Publish and waits for the worker's answer and the page's status. */
export async function publish(page: Page): Promise<void> {
  const published = page.waitForResponse(
    (r) => r.url().endsWith("/publish") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  expect((await published).status()).toBe(200);
  await expect.poll(() => page.locator(".builder-status").innerText(), ROUND_TRIP).toBe("Published");
}

/** A page as a visitor gets it, in a fresh context (no cookies): status 200, then its HTML. */
export async function visitorSees(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    return await page.content();
  } finally {
    await context.close();
  }
}
