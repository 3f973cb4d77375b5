// Saved views in the panel: the demo owner filters and searches the orders table, picks 50 rows per
// page, saves that under a name, comes back to a fresh table and applies the view, then deletes it.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("saved views in the panel", () => {
  it("saves the orders table's filter, search and rows per page, applies them again and deletes the view", async () => {
    const name = `Paid ${Date.now()}`;
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());

    await page.goto(`${store()}/config/orders`);
    await page.getByRole("table", { name: "Orders" }).waitFor();
    await page.getByLabel("Status").selectOption("paid");
    await page.getByRole("searchbox").fill("example.com");
    await page.getByRole("button", { name: /Rows per page/ }).click();
    await page.getByRole("option", { name: "50" }).click();
    await page.getByLabel("View name").fill(name);
    await page.getByRole("button", { name: "Save view" }).click();
    await expect
      .poll(() => page.getByLabel("Saved views").locator("option", { hasText: name }).count())
      .toBe(1);

    await page.reload();
    await page.getByRole("table", { name: "Orders" }).waitFor();
    expect(await page.getByLabel("Status").inputValue()).toBe("all");
    expect(await page.getByRole("searchbox").inputValue()).toBe("");
    await expect
      .poll(() => page.getByLabel("Saved views").locator("option", { hasText: name }).count())
      .toBe(1);
    await page.getByLabel("Saved views").selectOption({ label: name });
    await expect.poll(() => page.getByLabel("Status").inputValue()).toBe("paid");
    await expect.poll(() => page.getByRole("searchbox").inputValue()).toBe("example.com");
    expect(await page.getByRole("button", { name: /Rows per page/ }).textContent()).toContain("50");

    await page.getByRole("button", { name: "Delete view" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete view" }).click();
    await expect
      .poll(() => page.getByLabel("Saved views").locator("option", { hasText: name }).count())
      .toBe(0);
    await page.context().close();
  });
});
