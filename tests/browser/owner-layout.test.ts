// The panel's layout at a desktop, a laptop and a phone width (docs/owner-panel-layout.md): every
// screen of the router opens without the page scrolling sideways, axe finds nothing serious on
// it, the sidebar marks the current screen, and on a phone the sidebar is a Menu dialog that
// closes once a link in it is followed. One page for the whole walk; the viewport is resized in
// place, so each screen loads once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_EVENTS_ID } from "../../worker/seed/demo-blog";
import { DEMO_CONTACT_FORM_ID, DEMO_CONTACT_ID } from "../../worker/seed/demo-data";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { placeTestOrder, signInDemoOwner } from "./owner";
import { freshPage, problems } from "./pages";

const { browser, store } = useBrowser();

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * Every screen of client/owner/router.tsx that a signed-in owner opens, with the demo's own data
 * for the screens that show one thing (the order is placed first). Sign-in, sign-up and the other
 * signed-out screens are checked apart.
 */
const screens = (orderId: string) => [
  "/",
  "/orders",
  `/orders/${orderId}`,
  "/products",
  "/products/new",
  "/products/prd_pour_over",
  "/categories-and-tags",
  "/restock",
  "/restock/prd_pour_over/var_pour_over",
  "/reviews",
  "/pages",
  `/pages/${DEMO_CONTACT_ID}`,
  // Not here: a page's translation (/pages/$pageId/translations/$language) needs a second
  // language, which changes every visitor page of the shared store; owner-translations covers it.
  `/blog/${DEMO_EVENTS_ID}`,
  "/comments",
  "/navigation",
  "/header-footer",
  "/files",
  "/files/image-field",
  "/forms",
  `/forms/${DEMO_CONTACT_FORM_ID}`,
  `/forms/${DEMO_CONTACT_FORM_ID}/edit`,
  "/languages",
  "/design",
  "/custom-css",
  "/analytics",
  "/discounts",
  "/connections",
  "/store-settings",
  "/shipping",
  "/taxes",
  "/domains",
  "/api-keys",
  "/people",
];

const SIGNED_OUT_SCREENS = ["/sign-in", "/sign-up", "/forgot-password"];

/** How far the page scrolls sideways, with the elements that stick out furthest, or null. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const out = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      // The innermost ones name the culprit; their ancestors only carry it.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
    return `${root.scrollWidth} px wide in ${root.clientWidth} px (${out.join(", ")})`;
  });

/** The screen's own heading, as a person would wait for the screen to show. */
const screenShown = (page: Page) =>
  page.locator("main").getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });

async function checkEveryWidth(page: Page, path: string, findings: string[]) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // What a person sees: the page once it has drawn at the new width (charts follow their box).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await sidewaysOverflow(page);
    if (overflow) findings.push(`${path} at ${size.width}: ${overflow}`);
    // Every rule at the first width; at the others the rule a width changes: what scrolls in place
    // (a table on a phone) must still be reachable by the keyboard.
    const rules = size === WIDTHS[0] ? undefined : ["scrollable-region-focusable"];
    for (const violation of await severeViolations(page, undefined, rules))
      findings.push(`${path} at ${size.width}: ${violation}`);
  }
  await page.setViewportSize(WIDTHS[0]);
}

describe("the panel's layout", () => {
  it("opens every screen at 1440, 1024 and 390 px without sideways scrolling or axe findings", async () => {
    const placed = await placeTestOrder(browser(), store(), `layout-${Date.now()}@example.com`);
    const page = await freshPage(browser(), WIDTHS[0]);
    const findings: string[] = [];

    for (const path of SIGNED_OUT_SCREENS) {
      await page.goto(`${store()}/config${path}`);
      await screenShown(page);
      await checkEveryWidth(page, path, findings);
    }
    await signInDemoOwner(page, store());
    const signInProblems = problems(page).length;

    for (const path of screens(placed.orderId)) {
      await page.goto(`${store()}/config${path}`);
      await screenShown(page);
      await checkEveryWidth(page, path, findings);
    }
    expect(findings).toEqual([]);
    expect(problems(page).slice(signInProblems)).toEqual([]);
    await page.close();
  }, 240_000);

  it("groups the sidebar's links and marks the current screen", async () => {
    const page = await freshPage(browser(), WIDTHS[1]);
    await signInDemoOwner(page, store());
    const nav = page.getByRole("navigation", { name: "Owner panel" });
    expect(await nav.getByRole("list", { name: "Products" }).getByRole("link").allInnerTexts()).toEqual([
      "Products",
      "Categories and tags",
      "Restock",
      "Reviews",
    ]);
    expect(await nav.getByRole("list", { name: "Settings" }).getByRole("link").allInnerTexts()).toEqual([
      "Store settings",
      "Shipping",
      "Taxes",
      "Domains",
      "API keys",
      "People",
    ]);
    expect(await nav.getByRole("link", { name: "Products", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    await nav.getByRole("link", { name: "Taxes" }).click();
    await page.getByRole("heading", { name: "Taxes", level: 1 }).waitFor();
    expect(await nav.locator("[aria-current=page]").allInnerTexts()).toEqual(["Taxes"]);
    // The top bar: the site's name and its public pages in a new tab.
    expect(await page.locator(".panel-brand").innerText()).toBe("Atelier Supply Co.");
    const viewSite = page.getByRole("link", { name: "View site" });
    expect(await viewSite.getAttribute("href")).toBe("/");
    expect(await viewSite.getAttribute("target")).toBe("_blank");
    await page.close();
  });

  it("on a phone, opens the navigation from the Menu button and closes it on the way to a screen", async () => {
    const page = await freshPage(browser(), WIDTHS[2]);
    await signInDemoOwner(page, store());
    const signInProblems = problems(page).length;
    expect(await page.getByRole("navigation", { name: "Owner panel" }).count()).toBe(0);

    // By keyboard: the Menu button opens the dialog, focus goes into it, Escape closes it again.
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await menu.getByRole("link", { name: "Orders" }).click();
    await page.getByRole("table", { name: "Orders" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/config/orders");
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await menuButton.click();
    expect(await menu.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    await menu.getByRole("link", { name: "Store settings" }).click();
    await page.getByRole("heading", { name: "Store settings", level: 1 }).waitFor();
    expect(await menu.count()).toBe(0);
    expect(problems(page).slice(signInProblems)).toEqual([]);
    await page.close();
  });
});
