// The owner's catalogue in Chromium, as the demo store's owner uses it: create a product with two
// variants, see it on the storefront, adjust its stock in the stock dialog (and see the history),
// then delete it again so the demo store is as it was.
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL } from "../../worker/seed/demo-owner-login";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("the owner's products", () => {
  it("creates a product with two variants, shows it on the store, adjusts its stock", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // A retried run must not meet the first run's product: a title of its own.
    const title = `Browser Tote ${Date.now().toString(36)}`;

    await signInDemoOwner(page, store());

    await page.getByRole("link", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "New product" }).waitFor();
    // The creation flow: a new store page (collection, then its root category) from the editor.
    const pageTitle = `Browser Page ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "New store page" }).click();
    const pageDialog = page.getByRole("dialog", { name: "New store page" });
    await pageDialog.getByLabel("Store page title").fill(pageTitle);
    await pageDialog.getByLabel("Add to the main navigation").check();
    await pageDialog.getByRole("button", { name: "Create store page" }).click();
    await pageDialog.waitFor({ state: "detached" });
    // The third step put the page in the main navigation: the storefront shows it at once.
    const home = await context.newPage();
    await home.goto(`${store()}/`);
    expect(await home.getByRole("navigation", { name: "Main" }).innerText()).toContain(pageTitle);
    await home.close();
    // Out of the navigation again: other tests share the demo's.
    const left = await page.evaluate(async (title) => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const { xsrfToken } = (await (await fetch("/api/owner/session")).json()) as { xsrfToken: string };
      const site = (await (await fetch("/api/commondata/GetSiteLayout")).json()) as {
        templateId: string;
        layout: { identifier: string; links: { collectionId: string; title: string }[] }[];
      };
      const main = site.layout[0]!;
      const items = main.links
        .filter((l) => l.title !== title)
        .map((l) => ({ collectionId: l.collectionId }));
      const res = await fetch("/api/widget/UpdateNavigation", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": crumb, "x-xsrf-token": xsrfToken },
        body: JSON.stringify({
          fieldName: main.identifier,
          templateId: site.templateId,
          navigation: { items },
        }),
      });
      return res.status;
    }, pageTitle);
    expect(left).toBe(200);
    await expect
      .poll(() => page.getByLabel("Store page").locator("option:checked").innerText())
      .toBe(pageTitle);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Options", { exact: true }).fill("Size");
    await page.getByLabel("Size of variant 1", { exact: true }).fill("Small");
    await page.getByLabel("Price of variant 1", { exact: true }).fill("30");
    await page.getByLabel("Stock of variant 1", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Add variant" }).click();
    await page.getByLabel("Size of variant 2", { exact: true }).fill("Large");
    await page.getByLabel("Price of variant 2", { exact: true }).fill("35.50");
    await page.getByLabel("Stock of variant 2", { exact: true }).fill("0");
    expect(await severeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save product" }).click();

    const saved = page.getByRole("status").filter({ hasText: "Product saved." });
    await saved.waitFor();
    await page.getByRole("heading", { name: `Edit ${title}` }).waitFor();
    const href = await saved.getByRole("link", { name: "View on the store" }).getAttribute("href");
    expect(href).toMatch(/^\/browser-page-[a-z0-9]+\/browser-tote-/);

    // On the storefront at once.
    const storefront = await context.newPage();
    await storefront.goto(`${store()}${href}`);
    expect(await storefront.locator("h1").first().innerText()).toContain(title);
    expect(await storefront.locator("body").innerText()).toContain("$30.00");
    const listing = await storefront.goto(`${store()}${href!.split("/").slice(0, 2).join("/")}`);
    expect(listing!.status()).toBe(200);
    expect(await storefront.locator("body").innerText()).toContain(title);

    // The stock dialog, by keyboard: focus the button, Enter, type, save.
    const adjust = page.getByRole("button", { name: "Adjust stock of Large" });
    await adjust.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Stock of Large" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId("stock-now").innerText()).toBe("0");
    expect(await severeViolations(page)).toEqual([]);
    await dialog.getByLabel("Units to add (negative to remove)").fill("5");
    await dialog.getByLabel("Reason").fill("Delivery from the weaver");
    await dialog.getByRole("button", { name: "Save stock" }).click();
    await dialog.waitFor({ state: "detached" });
    const largeRow = page
      .getByRole("row")
      .filter({ has: page.getByLabel("Size of variant 2", { exact: true }) });
    await expect.poll(() => largeRow.innerText()).toContain("5");

    await adjust.click();
    await dialog.waitFor();
    const history = dialog.getByRole("table", { name: "Stock history" });
    await history.waitFor();
    expect(await history.innerText()).toContain("Delivery from the weaver");
    expect(await history.innerText()).toContain(DEMO_OWNER_EMAIL);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The store's stock call sees it at once.
    const productId = new URL(page.url()).pathname.split("/").pop()!;
    const stock = (await (
      await storefront.request.get(`${store()}/api/commerce/inventory/stock/?itemId=${productId}`)
    ).json()) as { results: { qtyInStock: number }[] };
    expect(stock.results.map((r) => r.qtyInStock)).toEqual([3, 5]);

    // Bulk edit from the list: hide it; the Draft filter then finds it.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Products" })
      .click();
    const table = page.getByRole("table", { name: "Products" });
    await table.waitFor();
    await page.getByLabel("Search products").fill(title);
    await page.getByLabel(`Select ${title}`).check();
    await page.getByLabel("Visibility").selectOption("hidden");
    await page.getByRole("button", { name: "Apply to 1 selected" }).click();
    await page.getByRole("status").filter({ hasText: "Updated 1 product." }).waitFor();
    await page.getByLabel("Status").selectOption("draft");
    await expect.poll(() => table.innerText()).toContain(title);
    expect(await severeViolations(page)).toEqual([]);
    const hidden = await storefront.goto(`${store()}${href}`);
    expect(hidden!.status()).toBe(404);

    // Leave the demo store as it was for the other browser files.
    await table.getByRole("link", { name: title, exact: true }).click();
    await page.getByRole("heading", { name: `Edit ${title}` }).waitFor();
    await page.getByRole("button", { name: "Delete product" }).click();
    await page
      .getByRole("alertdialog", { name: `Delete “${title}”?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByRole("table", { name: "Products" }).waitFor();
    await expect.poll(() => page.getByRole("table", { name: "Products" }).innerText()).not.toContain(title);
    await context.close();
  });

  it("manages tags: add, edit one at a time, merge, remove", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const stamp = Date.now().toString(36);
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Categories and tags" }).click();
    const tags = page.getByRole("region", { name: "Tags" });
    await tags.getByRole("table", { name: "Tags" }).waitFor();
    expect(await tags.innerText()).toContain("linen"); // adopted from the demo products
    expect(await severeViolations(page)).toEqual([]);

    for (const name of [`red-${stamp}`, `crimson-${stamp}`]) {
      await tags.getByLabel("New tag").fill(name);
      await tags.getByLabel("New tag").press("Enter");
      await tags
        .getByRole("status")
        .filter({ hasText: `Added ${name}.` })
        .waitFor();
    }
    await tags.getByLabel("New tag").fill(`RED-${stamp}`);
    await tags.getByRole("button", { name: "Add tag" }).click();
    await expect.poll(() => tags.getByRole("alert").innerText()).toContain("This tag already exists");

    await tags.getByLabel(`Select red-${stamp}`).check();
    await tags.getByLabel(`Select crimson-${stamp}`).check();
    await tags.getByRole("button", { name: "Edit tag" }).click();
    await expect
      .poll(() => tags.getByRole("alert").innerText())
      .toContain("You may only edit one tag at a time");

    await tags.getByLabel("Merge selected into").selectOption({ label: `red-${stamp}` });
    await tags.getByRole("button", { name: "Merge" }).click();
    await tags.getByRole("status").filter({ hasText: "Merged." }).waitFor();
    await expect.poll(() => tags.innerText()).not.toContain(`crimson-${stamp}`);

    await tags.getByLabel(`Select red-${stamp}`).check();
    await tags.getByRole("button", { name: "Remove tag" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => tags.innerText()).not.toContain(`red-${stamp}`);
    await context.close();
  });
});
