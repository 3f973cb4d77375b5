// Buying in Chromium: product page, cart, checkout with the test card, the order confirmed page
// with its number, the confirmation email in the development mailbox, the cart empty afterwards.
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { DEMO_MUG_STOCK, putBackStock } from "./owner-api";
import { openPage } from "./pages";

const { browser, store } = useBrowser();
// These tests buy mugs; the next file finds the 5 of the seed.
afterAll(() => putBackStock(browser(), store(), DEMO_MUG_STOCK));
const open = (path: string) => openPage(browser(), `${store()}${path}`);

describe("checkout", () => {
  it("buys a mug with the test card and shows the order, emails it and empties the cart", async () => {
    const page = await open("/shop/speckled-stoneware-mug");
    const add = page.locator(".sqs-add-to-cart-button");
    await add.click();
    await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");

    await page.goto(`${store()}/checkout`);
    await expect
      .poll(() => page.locator(".checkout-lines li").innerText())
      .toContain("1 × Speckled Stoneware Mug");

    await page.getByLabel("Email").fill("buyer@example.com");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Address", { exact: true }).fill("1 Main Street");
    await page.getByLabel("Town or city").fill("New York");
    await page.getByLabel("State").selectOption("NY");
    // The spec's postal-code message, checked in the page on leaving the field.
    const zip = page.getByLabel("ZIP Code");
    await zip.fill("123");
    await zip.press("Tab");
    await expect
      .poll(() => page.locator("#checkout-shippingAddress-postalCode-error").innerText())
      .toBe("ZIP Codes need to be 5 digits.");
    await zip.fill("10001");
    await expect.poll(() => page.locator(".checkout-option").count()).toBeGreaterThan(0);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    const total = await page.locator(".checkout-grand-total").innerText();

    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);
    const heading = await page.locator("h1#order-title").innerText();
    const number = /Your order #(\d+) is confirmed\./.exec(heading)?.[1];
    expect(number).toBeDefined();
    expect(await page.locator(".order-line").innerText()).toContain("Speckled Stoneware Mug");
    expect(await page.locator(".order-total").innerText()).toBe(total);
    const analytics = JSON.parse((await page.locator("#purchase-analytics").textContent()) ?? "{}");
    expect(analytics.purchase.transactionId).toBe(number);

    // The confirmation email, through the queue, in the development mailbox.
    await expect
      .poll(
        async () => {
          await page.goto(`${store()}/dev/mailbox`);
          return page.locator("h2", { hasText: `Your order #${number} from` }).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);

    // The cart is empty.
    const cart = await page.request.get(`${store()}/api/commerce/shopping-cart`);
    expect(((await cart.json()) as { entries: unknown[] }).entries).toEqual([]);
    await page.close();
  });

  it("buys the handbook without an address: a declined card's message, then the test card and its download link; an empty checkout says so", async () => {
    const page = await open("/checkout?item=prd_dyers_handbook&sku=SQ-HANDBOOK-PDF&qty=1");
    await expect.poll(() => page.locator(".checkout-lines li").count()).toBe(1);
    // The handbook is a PDF: nothing ships, so no address is asked.
    await expect.poll(() => page.getByLabel("Full name").count()).toBe(0);
    await page.getByLabel("Email").fill("buyer@example.com");
    const card = page.getByLabel("Card number");
    await card.fill("4000 0000 0000 0002");
    const place = page.getByRole("button", { name: "Place order" });
    await place.click();
    await expect
      .poll(() => page.locator(".checkout-form-error").innerText())
      .toBe("Your card was declined. Please try a different card or contact your bank.");
    expect(await place.isDisabled()).toBe(false);

    await card.fill("4242424242424242");
    await place.click();
    await page.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);
    expect(await page.locator("h1#order-title").innerText()).toMatch(/Your order #\d+ is confirmed\./);
    // Its download link streams the PDF.
    const link = page.getByRole("link", { name: "Download Field Notes: A Dyer's Handbook (PDF)" });
    const file = await page.request.get(new URL((await link.getAttribute("href"))!, page.url()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");

    const empty = await open("/checkout");
    await expect.poll(() => empty.locator(".checkout-empty").innerText()).toContain("Your cart is empty.");
    await page.close();
    await empty.close();
  });
});
