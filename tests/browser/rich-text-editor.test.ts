// The rich text editor and its link editor as an owner uses them by keyboard, on a test-only page
// (fixtures/rich-text, built here into a temporary folder and never shipped): formatting from
// the toolbar, the link editor's owner messages word for word, Escape returning focus to the
// Link button, and the stored JSON rendered by the worker's renderer.
import react from "@vitejs/plugin-react";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/wrangler-dev";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";

const { browser } = useBrowser();
const fixtureRoot = fileURLToPath(new URL("./fixtures/rich-text/", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "rich-text-fixture-"));
let server: PreviewServer | undefined;
let url = "";

beforeAll(async () => {
  await build({
    configFile: false,
    root: fixtureRoot,
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const port = await freePort();
  server = await preview({
    configFile: false,
    root: fixtureRoot,
    logLevel: "warn",
    build: { outDir },
    preview: { host: "127.0.0.1", port, strictPort: true },
  });
  url = `http://127.0.0.1:${port}/`;
});

afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.textContent ?? "";
  });

/**
 * Waits for the caret to be back in the text: the toolbar's buttons and its Tab hand focus back
 * through Tiptap's focus command, which runs on the next animation frame, so a key pressed at once
 * could still land on the toolbar.
 */
const backInText = (page: Page) => expect.poll(() => focusedName(page)).toBe("Description");

/** Moves along the toolbar with the arrow keys until the named button has focus. */
async function arrowTo(page: Page, name: string) {
  for (const key of ["ArrowLeft", "ArrowRight"]) {
    for (let i = 0; i < 16 && (await focusedName(page)) !== name; i++) await page.keyboard.press(key);
  }
  expect(await focusedName(page)).toBe(name);
}

async function selectLastWord(page: Page, word: string) {
  await page.keyboard.press("Control+End");
  for (let i = 0; i < word.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(() => page.evaluate(() => String(window.getSelection()))).toBe(word);
}

describe("rich text editor", () => {
  it("formats and links text by keyboard alone, and the worker renders what it stores", async () => {
    const page = await (await browser().newContext()).newPage();
    await page.goto(url);
    const editor = page.getByRole("textbox", { name: "Description" });
    const stored = async () => JSON.parse(await page.getByTestId("stored").innerText());
    const rendered = () => page.getByTestId("rendered").innerText();
    await editor.focus();
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);

    // Bold from the toolbar: Shift+Tab leaves the text for the toolbar, arrows reach the button.
    await selectLastWord(page, "today");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("Link");
    await arrowTo(page, "Bold");
    await page.keyboard.press("Enter");
    await expect.poll(rendered).toBe("<p>Visit our shop <strong>today</strong></p>");
    expect(await page.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");

    // A heading, back in the text where the button's press left the focus.
    await backInText(page);
    await page.keyboard.press("Shift+Tab");
    await arrowTo(page, "Heading 2");
    await page.keyboard.press("Enter");
    await expect.poll(rendered).toBe("<h2>Visit our shop <strong>today</strong></h2>");

    // The link editor: each owner message of spec section 5 under the web address.
    await backInText(page);
    await page.keyboard.press("Shift+Tab");
    await arrowTo(page, "Link");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add link" });
    await dialog.waitFor();
    const address = dialog.getByRole("textbox", { name: "Web address" });
    expect(await focusedName(page)).not.toBe("Link");
    expect(await dialog.getByRole("textbox", { name: "Link name" }).inputValue()).toBe("today");
    for (const [typed, message] of [
      ["javascript:alert(1)", "Links must be formatted as example.com or https://example.com"],
      ["example", "Links must be formatted as example.com or https://example.com"],
      ["/nope", "/nope is not a valid page URL"],
      ["mailto:", "Please enter a valid email"],
      ["mailto:bob", "Emails must be formatted as name@example.com"],
    ]) {
      await address.fill(typed!);
      await address.press("Enter");
      await expect.poll(() => dialog.locator(".field-error").innerText()).toBe(message);
      expect(await address.getAttribute("aria-invalid")).toBe("true");
    }
    expect(await severeViolations(page)).toEqual([]);

    // Escape closes it, changes nothing, and gives the focus back to the Link button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedName(page)).toBe("Link");
    expect(await rendered()).toBe("<h2>Visit our shop <strong>today</strong></h2>");

    // A web address opening in a new window, on the selected (bold) word.
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await address.fill("example.com");
    await dialog.getByRole("checkbox", { name: "Open in new window" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedName(page)).toBe("Link");
    await expect
      .poll(rendered)
      .toMatch(
        /^<h2>Visit our shop (<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer"><strong>today<\/strong><\/a>|<strong><a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">today<\/a><\/strong>)<\/h2>$/,
      );
    const link = (await stored()).content[0].content[1].marks.find(
      (m: { type: string }) => m.type === "link",
    );
    expect(link.attrs).toMatchObject({ href: "https://example.com", target: "_blank" });

    // A link to one of the site's pages, named in the dialog, typed at the end of the text.
    await page.keyboard.press("Tab");
    await backInText(page);
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Shift+Tab");
    await arrowTo(page, "Link");
    await page.keyboard.press("Enter");
    await address.fill("/about");
    await dialog.getByRole("textbox", { name: "Link name" }).fill("About us");
    await address.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedName(page)).toBe("Link");
    await expect.poll(rendered).toMatch(/<p><a href="\/about">About us<\/a><\/p>$/);

    // Tab from the toolbar returns to the caret, at the end of the new link; editing that link
    // shows it in the dialog, and Remove link takes the link off its text.
    await page.keyboard.press("Tab");
    await backInText(page);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+Tab");
    await arrowTo(page, "Link");
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit link" });
    expect(await edit.getByRole("textbox", { name: "Web address" }).inputValue()).toBe("/about");
    expect(await edit.getByRole("textbox", { name: "Link name" }).inputValue()).toBe("About us");
    await edit.getByRole("button", { name: "Remove link" }).click();
    await edit.waitFor({ state: "detached" });
    await expect.poll(rendered).toMatch(/<p>About us<\/p>$/);
    await page.close();
  });
});
