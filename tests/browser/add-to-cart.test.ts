import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

async function openVisit(url: string): Promise<Page> {
  const page = await browser().newPage();
  await page.goto(url);
  return page;
}

describe("a visitor buying from the demo store", () => {
  it("lists every product with a price and an image", async () => {
    const page = await openVisit(`${store()}/shop`);
    const cards = page.locator(".product-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    for (const card of await cards.all()) {
      expect(await card.locator("img").count()).toBeGreaterThan(0);
      expect((await card.locator(".product-price").innerText()).trim()).toMatch(/\d/);
    }
    await page.close();
  });

  it("picks a variant, adds it, sees Adding… then Added!, the counter shows 1 and the cart lists the line", async () => {
    const page = await openVisit(`${store()}/shop`);
    const productUrl = await page.locator(".product-card-link").first().getAttribute("href");
    // The first product of the demo store has two options (size and colour).
    await page.goto(`${store()}${productUrl}`);
    const selects = page.locator(".product-form select");
    expect(await selects.count()).toBe(2);
    const button = page.locator(".sqs-add-to-cart-button");
    // Choose the first in-stock combination.
    const options = await page.evaluate(() =>
      JSON.parse(document.querySelector<HTMLElement>("[data-island=ProductForm]")!.dataset.props!),
    );
    const available = options.variants.find((v: { available: boolean }) => v.available);
    for (const [name, value] of Object.entries(available.attributes as Record<string, string>)) {
      await page.locator(`select[data-variant-option-name="${name}"]`).selectOption(value);
    }
    const counter = page.locator(".cart-quantity");
    await expect.poll(() => counter.innerText()).toBe("");

    await button.click();
    await expect.poll(() => button.innerText(), { interval: 20 }).toBe("Adding…");
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe("Added!");
    await expect.poll(() => counter.innerText()).toBe("1");
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe(options.buttonText);

    await page.goto(`${store()}/cart`);
    const row = page.locator(".cart-row");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute("data-sku")).toBe(available.sku);
    expect(await row.getByRole("spinbutton").inputValue()).toBe("1");
    await page.close();
  });

  it("asks for the missing options before adding", async () => {
    const page = await openVisit(`${store()}/shop`);
    const productUrl = await page.locator(".product-card-link").first().getAttribute("href");
    await page.goto(`${store()}${productUrl}`);
    await page.locator(".sqs-add-to-cart-button").click();
    const alert = page.locator(".add-to-cart-error");
    await expect.poll(() => alert.innerText()).toContain("Unable to Add Item");
    expect(await alert.innerText()).toMatch(/Please select the \w+ and \w+ options\./);
    await page.close();
  });
});
