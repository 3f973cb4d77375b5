// Subscribing in Chromium: Sock Club's Subscribe button, the subscription checkout with the test
// card, the subscription confirmed page (206), the email with its cancel link in the development
// mailbox, and cancelling from that link. The stock the first order took is given back at the end
// (the browser tests share one D1).
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { useBrowser } from "./browser";
import { openPage } from "./pages";
import { fillTestCheckout } from "./checkout-form";

const { browser, store } = useBrowser();
const open = (path: string) => openPage(browser(), `${store()}${path}`);

let stockTaken = 0;

/** Gives back the sock the order took, as the owner would in the stock dialog (owner API). */
async function restoreStock(page: Page) {
  if (stockTaken === 0) return;
  const crumb = (await page.context().cookies(store())).find((c) => c.name === "crumb")!.value;
  const headers = { "x-csrf-token": crumb, origin: store() };
  const session = await page.request.post(`${store()}/api/owner/session`, {
    headers,
    data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD, rememberMe: false },
  });
  const { xsrfToken } = (await session.json()) as { xsrfToken: string };
  const res = await page.request.post(`${store()}/api/owner/catalog/variants/var_socks_m/stock-adjustments`, {
    headers: { ...headers, "x-xsrf-token": xsrfToken },
    data: { delta: stockTaken, reason: "browser test" },
  });
  expect(res.status()).toBe(200);
  stockTaken = 0;
}

let cleanup: Page | undefined;
afterAll(async () => {
  if (cleanup) await restoreStock(cleanup);
});

describe("subscribing", () => {
  it("to Sock Club with the test card: 206 page, email with a cancel link that cancels", async () => {
    const page = await open("/shop/hand-dyed-sock-club");
    cleanup = page;
    await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
    await page.locator(".sqs-add-to-cart-button").click();
    await page.waitForURL(/\/commerce\/subscription\?cartToken=/);
    await expect
      .poll(() => page.locator(".checkout-subscription").innerText())
      .toContain("$24.00 every month");
    await expect
      .poll(() => page.locator(".checkout-lines li").innerText())
      .toContain("1 × Hand-Dyed Sock Club");

    const email = `socks-${Date.now()}@example.com`;
    await fillTestCheckout(page, email);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/commerce\/subscriptions\/sub_\w+\?token=/);
    stockTaken = 1;

    expect(await page.locator("h1#subscription-title").innerText()).toBe(
      "Thank you! Your subscription to Hand-Dyed Sock Club has started.",
    );
    expect(await page.locator(".subscription-terms").innerText()).toBe(
      "1 × Hand-Dyed Sock Club: $24.00 every month",
    );
    expect(await page.locator(".subscription-next").innerText()).toMatch(
      /^Your next payment is on \w+ \d{1,2}, \d{4}\.$/,
    );
    expect(await page.locator(".subscription-next").getAttribute("data-status")).toBe("ACTIVE");

    // The started email, through the queue, in the development mailbox, with the cancel link.
    let cancelUrl = "";
    await expect
      .poll(
        async () => {
          await page.goto(`${store()}/dev/mailbox`);
          const message = page
            .locator("article")
            .filter({ hasText: email })
            .filter({ has: page.locator("h2", { hasText: "Your subscription to Hand-Dyed Sock Club" }) });
          if ((await message.count()) !== 1) return false;
          const text = await message.locator("pre").innerText();
          cancelUrl = /https?:\/\/\S+\/cancel\?token=[\w-]+/.exec(text)?.[0] ?? "";
          return cancelUrl !== "";
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);

    await page.goto(new URL(new URL(cancelUrl).pathname + new URL(cancelUrl).search, store()).href);
    expect(await page.locator(".subscription-cancel-text").innerText()).toBe(
      "Cancel your subscription to Hand-Dyed Sock Club? You will not be charged again.",
    );
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect
      .poll(() => page.locator(".subscription-cancel-text").innerText())
      .toBe("Your subscription to Hand-Dyed Sock Club is cancelled. You will not be charged again.");
  });
});
