// The cart page in Chromium: each line's image, variant and unit price; the quantity stepper by
// mouse and keyboard; a refusal shown with the spec's cart strings; removing a line (and undoing
// it); editing a line's form answers in the additional-fields dialog; the checkout button.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { addCartLines as addLines, openPage } from "./pages";

const { browser, store } = useBrowser();

const row = (page: Page, title: string) =>
  page.locator(".cart-row", { has: page.locator(".cart-row-title", { hasText: title }) });
const quantity = (page: Page, title: string) =>
  page.getByRole("spinbutton", { name: `Quantity of ${title}` });

describe("the cart page", () => {
  it("changes a quantity with the stepper and the keyboard, shows refusals, removes a line", async () => {
    const page = await openPage(browser(), `${store()}/cart`);
    await addLines(page, [
      { itemId: "prd_speckled_mug", sku: "SQ-MUG", quantity: 2 },
      { itemId: "prd_dyers_handbook", sku: "SQ-HANDBOOK-PDF", quantity: 1 },
    ]);
    await page.reload();
    const mug = row(page, "Speckled Stoneware Mug");
    await mug.waitFor();
    expect(await mug.locator("img").getAttribute("src")).toBe("/images/demo/speckled-mug.svg");
    expect(await mug.locator(".cart-row-unit-price").innerText()).toBe("$34.00");
    expect(await quantity(page, "Speckled Stoneware Mug").inputValue()).toBe("2");
    // The whole page with a filled cart: lines, steppers, totals and the header's cart link.
    expect(await severeViolations(page)).toEqual([]);

    // + by mouse: 3 mugs.
    await page.getByRole("button", { name: "Increase quantity of Speckled Stoneware Mug" }).click();
    await expect.poll(() => quantity(page, "Speckled Stoneware Mug").inputValue()).toBe("3");
    await expect.poll(() => mug.locator(".cart-row-price").innerText()).toBe("$102.00");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("4");

    // Typed, then Enter: 1 mug. Then more than the stock of 5: refused, the field goes back to 1.
    const field = quantity(page, "Speckled Stoneware Mug");
    await field.fill("1");
    await field.press("Enter");
    await expect.poll(() => mug.locator(".cart-row-price").innerText()).toBe("$34.00");
    await field.fill("9");
    await field.press("Enter");
    const alert = page.locator(".cart-error");
    await expect.poll(() => alert.innerText()).toContain("Unable to update quantity");
    expect(await alert.innerText()).toContain("Sorry, we do not have enough of that item available.");
    await expect.poll(() => field.inputValue()).toBe("1");

    // − from the keyboard alone: Tab to the button, Space.
    await page.getByRole("button", { name: "Increase quantity of Speckled Stoneware Mug" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => field.inputValue()).toBe("2");
    await page.getByRole("button", { name: "Decrease quantity of Speckled Stoneware Mug" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => field.inputValue()).toBe("1");

    // Remove the download; undo brings it back; remove again.
    const handbook = "Field Notes: A Dyer's Handbook (PDF)";
    await page.getByRole("button", { name: `Remove ${handbook}` }).click();
    await expect.poll(() => row(page, handbook).count()).toBe(0);
    await expect.poll(() => page.getByRole("status").innerText()).toContain(`Removed ${handbook}.`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => row(page, handbook).count()).toBe(1);
    await page.getByRole("button", { name: `Remove ${handbook}` }).click();
    await expect.poll(() => page.locator(".cart-row").count()).toBe(1);
    await expect.poll(() => page.locator(".cart-grand-total-price").innerText()).toBe("$34.00");
    expect(await page.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");

    // After a reload the server's cart says the same.
    await page.reload();
    await expect.poll(() => page.locator(".cart-row").count()).toBe(1);
    expect(await quantity(page, "Speckled Stoneware Mug").inputValue()).toBe("1");
    await page.close();
  });

  it("edits a line's form answers in the additional-fields dialog", async () => {
    const page = await openPage(browser(), `${store()}/cart`);
    await addLines(page, [
      {
        itemId: "prd_beeswax_candles",
        sku: "SQ-CANDLES",
        quantity: 1,
        additionalFields: '{"engraving":"Ann"}',
      },
    ]);
    await page.reload();
    const candles = row(page, "Beeswax Candle Trio");
    await candles.waitFor();
    expect(await candles.locator(".cart-row-answer").innerText()).toBe("Ann");
    await page.getByRole("button", { name: "Edit details of Beeswax Candle Trio" }).click();
    const dialog = page.getByRole("dialog", { name: "Personalise your candles" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const engraving = dialog.getByLabel("Name to engrave");
    expect(await engraving.inputValue()).toBe("Ann");
    await engraving.fill("Bo & Cy");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => candles.locator(".cart-row-answer").innerText()).toBe("Bo & Cy");
    await page.close();
  });
});
