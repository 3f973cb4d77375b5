// The Navigation screen as the demo owner uses it: an item moved by keyboard alone through its Move
// menu keeps the focus, another moved by drag and drop, then Save, and a visitor's header shows the
// new order at once. The demo's navigation is put back afterwards (one D1 for every browser test).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { restoreDemoNavigation } from "./owner-api";

const { browser, store } = useBrowser();

const mainRows = (page: Page) =>
  page.getByRole("grid", { name: "Main Navigation" }).locator(".nav-title").allInnerTexts();

async function visitorNav(page: Page): Promise<string[]> {
  const res = await page.request.get(`${store()}/`);
  const html = await res.text();
  const nav = /<nav class="site-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
}

// From the demo's navigation, and back to it for the other tests (also after a failed try).
beforeAll(() => restoreDemoNavigation(browser(), store()));
afterAll(() => restoreDemoNavigation(browser(), store()));

describe("navigation in the panel", () => {
  it("moves an item by keyboard and one by drag and drop, saves, and a visitor sees the new order", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Navigation" }).click();
    await page.getByRole("heading", { name: "Navigation", level: 1 }).waitFor();
    expect(await mainRows(page)).toEqual(["Home", "Shop", "Contact"]);
    expect(await visitorNav(page)).toEqual(["/", "/shop", "/contact"]);

    // Keyboard alone: into the list, down to Contact, Tab to its Move menu, "Move up"; the focus
    // stays on Contact's row.
    await page.getByRole("row", { name: "Home" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Move Contact");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Move Contact" });
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      "Move up",
      "Move to Footer Navigation",
      "Remove from navigation",
    ]);
    await page.keyboard.press("Enter");
    await expect.poll(() => mainRows(page)).toEqual(["Home", "Contact", "Shop"]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="row"]')?.textContent ?? ""))
      .toContain("Contact");
    // Again by keyboard, the focused row's Move menu: Contact to the top.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Move Contact");
    await page.keyboard.press("Enter");
    await page.getByRole("menu", { name: "Move Contact" }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => mainRows(page)).toEqual(["Contact", "Home", "Shop"]);

    // Drag and drop: Home's row dropped on the lower half of Shop's row lands after it.
    const shopRow = page.getByRole("row", { name: "Shop" });
    const box = (await shopRow.boundingBox())!;
    await page.getByRole("row", { name: "Home" }).dragTo(shopRow, {
      targetPosition: { x: box.width / 2, y: box.height - 3 },
    });
    await expect.poll(() => mainRows(page)).toEqual(["Contact", "Shop", "Home"]);
    expect(await severeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save navigation" }).click();
    await page.getByText("Navigation saved. Visitors see it now.").waitFor();
    expect(await visitorNav(page)).toEqual(["/contact", "/shop", "/"]);
  });
});
