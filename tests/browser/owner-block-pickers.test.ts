// The block pickers as an owner uses them: the product block's product is found by typing part of
// its title and chosen with the keyboard, the summary block's collection and the form block's form
// are chosen from their lists, and the preview shows each choice (the worker-rendered draft).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

async function addBlock(page: Page, type: string) {
  await page.getByRole("button", { name: "Add block to section 1" }).click();
  await page.getByRole("menuitem", { name: type, exact: true }).click();
}

describe("block pickers", () => {
  it("chooses a product by title, a collection and a form, by keyboard, and the preview shows them", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
    await page.getByRole("heading", { name: "Pages" }).waitFor();
    const title = `Picks ${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Add page" }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    const preview = page.frameLocator('iframe[title="Page preview"]');

    await addBlock(page, "Product");
    const product = page.getByRole("combobox", { name: "Product" });
    await product.click();
    await product.pressSequentially("field sh");
    const options = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining("Linen Field Shirt")]);
    await product.press("ArrowDown");
    await product.press("Enter");
    await expect.poll(() => product.inputValue()).toBe("Linen Field Shirt");
    await expect
      .poll(() => preview.locator(".product-block-card strong").innerText())
      .toBe("Linen Field Shirt");

    await addBlock(page, "Summary");
    const collection = page.getByRole("combobox", { name: "Collection" });
    await collection.click();
    await page.getByRole("option", { name: /^Shop/ }).click();
    await expect.poll(() => collection.inputValue()).toBe("Shop");
    await expect.poll(() => preview.locator(".summary-block-list li").count()).toBeGreaterThan(0);

    await addBlock(page, "Form");
    const form = page.getByRole("combobox", { name: "Form" });
    await form.focus();
    await form.press("ArrowDown");
    await page.getByRole("option", { name: "Contact" }).waitFor();
    await form.press("Enter");
    await expect.poll(() => form.inputValue()).toBe("Contact");
    await expect.poll(() => preview.locator('[data-island="FormBlock"]').count()).toBe(1);
    await expect.poll(() => preview.locator('[data-island="FormBlock"]').innerText()).toContain("Name");

    // Clearing a choice empties the block again.
    await page.getByRole("button", { name: "Clear: Form" }).click();
    await expect.poll(() => form.inputValue()).toBe("");
  });
});
