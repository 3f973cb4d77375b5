// Sign-up as a new owner would do it: a new site on its own host ({name}.localhost), where the
// browser arrives signed in on the panel home (the one-time handover, docs/sign-up.md) with no
// second sign-in: a blank site shows its setup checklist with every step to do; a copy of the demo
// store has its products and its own storefront title; the demo site is untouched.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { collectPageErrors } from "./page-errors";
import { signUp as signUpOn } from "./sign-up";

const { browser, store } = useBrowser();

const signUp = (page: Page, name: string, template: "A blank site" | "A copy of the demo store") =>
  signUpOn(page, store(), name, template);

// Reading the session before signing in answers 401 on purpose: that is how the panel learns
// nobody is signed in yet.
const errorsOf = (page: Page) =>
  collectPageErrors(page, { allowStatus: (url) => url.endsWith("/api/owner/session"), leavesPages: true });

describe("sign-up", () => {
  it("lands on a blank site's panel home, signed in, with the setup steps to do", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = errorsOf(page);
    const name = `blank-${Date.now().toString(36)}`;
    await signUp(page, name, "A blank site");

    // On the new site's host, the token gone from the address, no sign-in screen on the way.
    expect(page.url()).toMatch(new RegExp(`^http://${name}\\.localhost:\\d+/config/?$`));
    await expect.poll(() => page.locator(".panel-account").innerText()).toContain(`${name}@example.com`);
    const checklist = page.getByRole("list", { name: "Setup checklist" });
    expect(await checklist.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^Add a product To do\n/),
      // A new store starts with a flat rate for its country (docs/shipping.md).
      expect.stringMatching(/^✓\nSet up shipping Done\n/),
      expect.stringMatching(/^Publish a page To do\n/),
      expect.stringMatching(/^Make a test order To do\n/),
    ]);
    expect(await page.getByText("3 of 4 steps to go.").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Sign in" }).count()).toBe(0);
    expect(await severeViolations(page)).toEqual([]);

    // The session is the new host's own: it survives a reload.
    await page.reload();
    await checklist.waitFor();
    // Nothing in stock to report on a site with nothing to sell.
    expect(await page.getByRole("region", { name: "Low in stock" }).count()).toBe(0);
    await checklist.getByRole("link", { name: "Add a product" }).click();
    await page.waitForURL(/\/config\/products\/new$/);

    // The empty lists say what will be there and lead to the first step.
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Orders", exact: true })
      .click();
    const noOrders = page.getByRole("region", { name: "Orders" });
    await noOrders.getByText("No orders yet").waitFor();
    expect(await noOrders.getByRole("link", { name: "Open your store" }).getAttribute("href")).toBe("/");
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Products", exact: true })
      .click();
    const noProducts = page.getByRole("region", { name: "Products" });
    await noProducts.getByRole("link", { name: "Add your first product" }).click();
    await page.waitForURL(/\/config\/products\/new$/);
    expect(await severeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);

    // The link works once: opened again in another browser, it says so over the sign-in screen.
    const other = await browser().newContext();
    const again = await other.newPage();
    await again.goto(`${new URL(page.url()).origin}/config/welcome#${"x".repeat(43)}`);
    await again.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await again.getByRole("alert").innerText()).toContain(
      "This sign-in link has expired or was already used. Please sign in with your email and password.",
    );
    await other.close();
    await context.close();
  });

  it("lands on a copy of the demo store signed in, with the copied products and its own title", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const name = `copy-${Date.now().toString(36)}`;
    await signUp(page, name, "A copy of the demo store");
    const siteUrl = new URL(page.url()).origin;
    expect(siteUrl).toMatch(new RegExp(`^http://${name}\\.localhost:\\d+$`));

    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Products", exact: true })
      .click();
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    expect(await products.innerText()).toContain("Linen Field Shirt");

    // Its storefront carries the new title; the demo keeps its own.
    await page.goto(`${siteUrl}/`);
    expect(await page.locator(".site-title").innerText()).toBe("Browser Pottery");
    await page.goto(`${store()}/`);
    expect(await page.locator(".site-title").innerText()).toBe("Atelier Supply Co.");
    await context.close();
  });
});
