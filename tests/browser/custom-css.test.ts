// The Custom CSS screen as an owner uses it: CodeMirror by keyboard (Tab indents, Escape then Tab
// leaves the editor), saving, and a visitor's page styled by it at once; on Android, a plain text
// area with the spec's notice. The CSS is emptied again at the end (one D1 for every test).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CODE_EDITING_UNAVAILABLE_ON_ANDROID } from "../../client/owner/components/code/is-android";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { freshPage } from "./pages";

const { browser, store } = useBrowser();
const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

async function openCustomCss(page: Page) {
  await signInDemoOwner(page, store());
  await page.getByRole("link", { name: "Custom CSS" }).click();
  await page.getByRole("heading", { name: "Custom CSS" }).waitFor();
}

describe("custom CSS in the panel", () => {
  it("is typed in the code editor by keyboard, saved, and styles a visitor's page at once", async () => {
    const page = await freshPage(browser());
    await openCustomCss(page);
    // CodeMirror replaces the plain text area once its chunk has loaded.
    await page.locator(".cm-editor").waitFor();
    const editor = page.getByRole("textbox", { name: "CSS" });
    expect(await editor.getAttribute("contenteditable")).toBe("true");
    await editor.click();
    await page.keyboard.type(".site-title {");
    await page.keyboard.press("Enter");
    // Tab indents inside the editor rather than leaving it.
    await page.keyboard.press("Tab");
    await page.keyboard.type("color: rgb(102, 51, 153);");
    await page.keyboard.press("Enter");
    await page.keyboard.type("}");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Save CSS");
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await page.getByText("Custom CSS saved. Every page uses it now.").waitFor();

    const visitor = await freshPage(browser());
    await visitor.goto(`${store()}/`);
    await expect
      .poll(() => visitor.locator(".site-title").evaluate((el) => getComputedStyle(el).color))
      .toBe("rgb(102, 51, 153)");
    await visitor.close();

    // Back to no custom CSS, through the screen.
    await page.reload();
    await page.locator(".cm-editor").waitFor();
    await editor.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    await page.getByRole("button", { name: "Save CSS" }).click();
    await page.getByText("Custom CSS saved. Every page uses it now.").waitFor();
    const after = await freshPage(browser());
    await after.goto(`${store()}/`);
    expect(await after.locator('link[href^="/site-custom.css"]').count()).toBe(0);
    await after.close();
    await page.close();
  });

  it("offers a plain text area on Android, with the notice that code editing is not available", async () => {
    const context = await browser().newContext({ userAgent: ANDROID_UA });
    const page = await context.newPage();
    await openCustomCss(page);
    const area = page.getByRole("textbox", { name: "CSS" });
    expect(await area.evaluate((el) => el.tagName)).toBe("TEXTAREA");
    await page.getByText(CODE_EDITING_UNAVAILABLE_ON_ANDROID, { exact: true }).waitFor();
    expect(await page.locator(".cm-editor").count()).toBe(0);
    await context.close();
  });
});
