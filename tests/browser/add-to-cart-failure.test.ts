import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

async function openWorkshop(): Promise<Page> {
  const page = await browser().newPage();
  await page.goto(`${store()}/shop/natural-dye-workshop`);
  // The Sunday session has 3 places left.
  await page.locator('select[data-variant-option-name="Session"]').selectOption("Sunday afternoon");
  return page;
}

describe("adding more than the store has", () => {
  it("shows the spec's stock message and returns the button to idle after 1 s", async () => {
    const page = await openWorkshop();
    const button = page.locator(".sqs-add-to-cart-button");
    const label = await button.innerText();
    await page.getByLabel("Quantity").fill("5");
    await button.click();
    const alert = page.locator(".add-to-cart-error");
    await expect
      .poll(() => alert.innerText())
      .toContain("Sorry, we do not have enough of that item available.");
    expect(await alert.innerText()).toContain("Unable to Add Item");
    await expect.poll(() => button.innerText(), { timeout: 3000 }).toBe(label);
    expect(await page.locator(".cart-quantity").innerText()).toBe("");
    await page.close();
  });

  it("adds from the keyboard: Enter in the quantity field adds, and the error of the last try clears", async () => {
    const page = await openWorkshop();
    const quantity = page.getByLabel("Quantity");
    await quantity.fill("9");
    await quantity.press("Enter");
    const alert = page.locator(".add-to-cart-error");
    await expect.poll(() => alert.count()).toBe(1);
    const button = page.locator(".sqs-add-to-cart-button");
    await expect.poll(() => button.getAttribute("data-status"), { timeout: 3000 }).toBe("idle");
    await quantity.fill("2");
    await quantity.press("Enter");
    await expect.poll(() => alert.count()).toBe(0);
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe("Added!");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("2");
    await page.close();
  });
});
