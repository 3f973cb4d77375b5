// Sign-up as a new owner would do it: a new site from a copy of the demo store, on its own host
// ({name}.localhost), where its administrator signs in, finds the copied products and sees the
// storefront under the new title; the demo site is untouched.
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

describe("sign-up", () => {
  it("creates a site on its own host, whose administrator signs in and finds the copied store", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const name = `browser-${Date.now().toString(36)}`;
    const email = `${name}@example.com`;
    const password = "a long enough password";

    await page.goto(`${store()}/config/sign-up`);
    await page.getByRole("heading", { name: "Create your site" }).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByLabel("Site title").fill("Browser Pottery");
    await page.getByLabel("Site name").fill(name);
    // react-aria draws the radio; its input is visually hidden, so the label is what is clicked.
    await page.getByText("A copy of the demo store").click();
    expect(await page.getByRole("radio", { name: "A copy of the demo store" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Create site" }).click();
    await page.getByRole("heading", { name: "Your site is ready" }).waitFor();

    const link = page.getByRole("link", { name: new RegExp(`^http://${name}\\.localhost:\\d+/config$`) });
    const siteUrl = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL(new RegExp(`^http://${name}\\.localhost:\\d+/config`));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    expect(await products.innerText()).toContain("Linen Field Shirt");

    // Its storefront carries the new title; the demo keeps its own.
    await page.goto(siteUrl.replace(/\/config$/, "/"));
    expect(await page.locator(".site-title").innerText()).toBe("Browser Pottery");
    await page.goto(`${store()}/`);
    expect(await page.locator(".site-title").innerText()).toBe("Atelier Supply Co.");
    await context.close();
  });
});
