// The owner panel at /config, as the demo store's owner uses it: sign in, the products table,
// its search and sort, the confirm modal by keyboard, and none of the panel on storefront pages.
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { ownerApi } from "./owner-api";
import { freshPage } from "./pages";

const { browser, store } = useBrowser();

async function openPanel() {
  const page = await freshPage(browser());
  await page.goto(`${store()}/config`);
  return page;
}

describe("the owner panel", () => {
  it("signs the demo owner in, lists, searches and sorts the products, and signs out", async () => {
    const page = await openPanel();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/config/sign-in");
    expect(await severeViolations(page)).toEqual([]);

    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toContain("The email or password is incorrect.");

    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await page.getByLabel("Password").press("Enter");
    const table = page.getByRole("table", { name: "Products" });
    await table.waitFor();
    expect(new URL(page.url()).pathname).toBe("/config/products");
    expect(await table.getByRole("row").count()).toBe(11); // a header row and the 10 demo products
    expect(await table.innerText()).toContain("Linen Field Shirt");
    expect(await severeViolations(page)).toEqual([]);

    await page.getByLabel("Search products").fill("mug");
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    expect(await table.getByRole("row").nth(1).innerText()).toContain("Speckled Stoneware Mug");
    expect(await page.locator(".table-count").innerText()).toBe("1–1 of 1");

    await page.getByLabel("Search products").fill("");
    await table.getByRole("button", { name: "Product" }).click();
    const header = table.getByRole("columnheader", { name: "Product" });
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    const first = await table.getByRole("row").nth(1).innerText();
    expect(first).toContain("Atelier Gift Card");

    // Sign out is in the account menu; its confirm modal by keyboard: Escape answers no and gives
    // focus back to the account menu's button.
    const account = page.getByRole("button", { name: DEMO_OWNER_EMAIL });
    await account.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Sign out?" });
    await dialog.waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);

    await account.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/config/sign-in");
    await page.close();
  });

  it("clears a field's error as it is edited, so one press sends the corrected form", async () => {
    const page = await openPanel();
    await page.getByRole("button", { name: "Sign in" }).click();
    const errors = page.locator(".field-error");
    await expect
      .poll(() => errors.allInnerTexts())
      .toEqual(["Please enter a valid email", "Please enter your password."]);
    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await expect.poll(() => errors.allInnerTexts()).toEqual(["Please enter your password."]);
    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    expect(await errors.count()).toBe(0);
    // One press: before, the last error line vanished on blur, the button moved under the pointer
    // and the click was lost.
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table", { name: "Products" }).waitFor();
    await page.close();
  });

  it("keeps a row's confirm dialog open while the table's list refreshes under it", async () => {
    const owner = await ownerApi(browser(), store());
    const title = `Spare page ${Date.now().toString(36)}`;
    expect((await owner.send("POST", "/api/owner/pages", { title })).status()).toBe(201);
    const page = await openPanel();
    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table", { name: "Products" }).waitFor();
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Pages", exact: true })
      .click();
    await page.getByRole("row").filter({ hasText: title }).waitFor();
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Products", exact: true })
      .click();
    await page.getByRole("table", { name: "Products" }).waitFor();

    // Back on Pages, the list shown is the one read before; a fresh one is on its way (held here).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/owner/pages", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Pages", exact: true })
      .click();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
    await dialog.waitFor();
    const refreshed = page.waitForResponse("**/api/owner/pages");
    release();
    await refreshed;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row.waitFor({ state: "detached" });
    await page.close();
    await owner.close();
  });

  it("opens on today's orders, sales and visits and the items lowest in stock, each leading to its product", async () => {
    const page = await openPanel();
    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table", { name: "Products" }).waitFor();
    await page.goto(`${store()}/config`);
    const today = page.getByRole("region", { name: "Today" });
    await today.waitFor();
    expect(await today.getByRole("term").allInnerTexts()).toEqual(["Orders", "Sales", "Visits"]);
    const low = page.getByRole("region", { name: "Low in stock" });
    const soldOut = low.getByRole("listitem").filter({ hasText: "Stoneware Pour-Over Set" });
    expect(await soldOut.innerText()).toContain("Sold out");
    expect(await severeViolations(page)).toEqual([]);
    await soldOut.getByRole("link").click();
    await page.waitForURL(/\/config\/products\/prd_pour_over$/);
    await page.close();
  });

  it("loads none of the panel's files on a storefront page", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${store()}/shop/linen-field-shirt`);
    await page.waitForLoadState("networkidle");
    expect(requested.filter((p) => p.startsWith("/owner/") || p.includes("client/owner"))).toEqual([]);
    await context.close();
  });
});
