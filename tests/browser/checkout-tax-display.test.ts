// Tax at checkout the way each place expects (docs/taxes.md): a UK address sees the demo's $34.00
// mug and Royal Mail with 20% VAT inside and 'Including … VAT' under the total; a New York address
// sees the tax as its own line added to the total. The demo store enters prices without tax.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { openPage } from "./pages";

const { browser, store } = useBrowser();

describe("checkout tax display", () => {
  it("shows a UK buyer 'Including $10.40 VAT' in a $62.40 total, and a New York buyer a $1.60 tax line", async () => {
    const page = await openPage(browser(), `${store()}/shop/speckled-stoneware-mug`);
    const add = page.locator(".sqs-add-to-cart-button");
    await add.click();
    await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");
    await page.goto(`${store()}/checkout`);

    // Mug 34.00 + Royal Mail 18.00, VAT 20% of 52.00 = 10.40 inside: 40.80 + 21.60 = 62.40.
    await page.getByLabel("Country").selectOption("GB");
    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByLabel("Postcode").press("Tab");
    const included = page.locator(".checkout-included-tax");
    await expect.poll(() => included.innerText(), { timeout: 10_000 }).toBe("Including $10.40 VAT");
    expect(await page.locator(".checkout-grand-total").innerText()).toBe("$62.40");
    expect(await page.locator(".checkout-line-total").innerText()).toBe("$40.80");
    expect(await page.locator(".checkout-tax").count()).toBe(0);

    // Mug 34.00 + Standard 6.00, New York's 4% on both: 1.60 added, 41.60.
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("ZIP Code").fill("10001");
    await page.getByLabel("ZIP Code").press("Tab");
    await expect.poll(() => page.locator(".checkout-tax").count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator(".checkout-tax").innerText()).toBe("$1.60");
    await expect.poll(() => page.locator(".checkout-grand-total").innerText()).toBe("$41.60");
    expect(await page.locator(".checkout-line-total").innerText()).toBe("$34.00");
    expect(await included.count()).toBe(0);
    await page.close();
  });
});
