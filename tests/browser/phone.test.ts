// The visitor's money path on a touch phone (Chromium emulating a Pixel 7): every control is
// tapped the moment it is visible, and nothing goes wrong in the browser on the way.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { DEMO_MUG_STOCK, putBackStock } from "./owner-api";
import { openPage, problems } from "./pages";
import { fillTestCheckout } from "./checkout-form";

const { browser, store } = useBrowser();
// These tests buy mugs; the next file finds the 5 of the seed.
afterAll(() => putBackStock(browser(), store(), DEMO_MUG_STOCK));

const tap = (page: Page, role: "button" | "link", name: string) =>
  page.getByRole(role, { name, exact: true }).tap();

describe("a visitor on a phone", () => {
  it("sees each storefront page within the phone's width (nothing to scroll sideways)", async () => {
    for (const path of ["/", "/shop", "/shop/linen-field-shirt", "/cart", "/contact"]) {
      const page = await openPage(browser(), `${store()}${path}`, { phone: true });
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      expect({ path, width: widths[0] }).toEqual({ path, width: 412 });
      expect(widths[1]).toBe(412);
      expect(problems(page)).toEqual([]);
      await page.close();
    }
  });

  it("chooses a variant and a quantity, adds to cart, edits the cart and pays with the test card", async () => {
    const page = await openPage(browser(), `${store()}/shop/linen-field-shirt`, { phone: true });
    const props = await page.evaluate(() =>
      JSON.parse(document.querySelector<HTMLElement>("[data-island=ProductForm]")!.dataset.props!),
    );
    const shirt = props.variants.find((v: { available: boolean }) => v.available);
    for (const [name, value] of Object.entries(shirt.attributes as Record<string, string>)) {
      await page.locator(`select[data-variant-option-name="${name}"]`).selectOption(value);
    }
    const quantity = page.getByLabel("Quantity");
    await quantity.tap();
    await quantity.fill("2");
    await tap(page, "button", "Add To Cart");
    const counter = page.locator(".cart-quantity");
    await expect.poll(() => counter.innerText(), { timeout: 10_000 }).toBe("2");

    await page.goto(`${store()}/shop/speckled-stoneware-mug`);
    await tap(page, "button", "Add To Cart");
    await expect.poll(() => counter.innerText(), { timeout: 10_000 }).toBe("3");

    // The cart: one more mug, then the shirts go.
    await page.locator(".cart-link").tap();
    await page.waitForURL(`${store()}/cart`);
    const mugs = page.getByRole("spinbutton", { name: "Quantity of Speckled Stoneware Mug" });
    await expect.poll(() => mugs.inputValue()).toBe("1");
    expect(await page.getByRole("spinbutton", { name: "Quantity of Linen Field Shirt" }).inputValue()).toBe(
      "2",
    );
    await tap(page, "button", "Increase quantity of Speckled Stoneware Mug");
    await expect.poll(() => mugs.inputValue()).toBe("2");
    await tap(page, "button", "Remove Linen Field Shirt");
    await expect.poll(() => page.locator(".cart-row").count()).toBe(1);
    await expect.poll(() => counter.innerText()).toBe("2");
    await expect.poll(() => page.locator(".cart-grand-total-price").innerText()).toBe("$68.00");

    // Checkout with the test card.
    await tap(page, "link", "Checkout");
    await page.waitForURL(`${store()}/checkout`);
    await expect
      .poll(() => page.locator(".checkout-lines li").innerText())
      .toContain("2 × Speckled Stoneware Mug");
    await fillTestCheckout(page, "phone-buyer@example.com");
    await tap(page, "button", "Place order");
    await page.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);
    expect(await page.locator("h1#order-title").innerText()).toMatch(/Your order #\d+ is confirmed\./);
    expect(await page.locator(".order-line").innerText()).toContain("Speckled Stoneware Mug");
    expect(problems(page)).toEqual([]);
    await page.close();
  });
});
