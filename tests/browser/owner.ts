// What the owner-panel browser tests share: the demo owner signed in, and an order of the demo's
// handbook placed with the test card through the checkout API (the visitor's part is not under test).
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { NY_ADDRESS, TEST_CARD } from "../fixtures/checkout";

/** Signs the demo store's owner in on `page`; resolves on the products table. */
export async function signInDemoOwner(page: Page, store: string): Promise<void> {
  await page.goto(`${store}/config/sign-in`);
  await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("table", { name: "Products" }).waitFor();
}

/** An order of the handbook by `email`, paid with the test card, in a context of its own. */
export async function placeTestOrder(browser: Browser, store: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.get(`${store}/api/commerce/shopping-cart`);
  const crumb = (await context.cookies()).find((c) => c.name === "crumb")!.value;
  const res = await page.request.post(`${store}/api/commerce/checkout`, {
    headers: { "x-csrf-token": crumb, origin: store },
    data: {
      checkoutId: `chk_${crypto.randomUUID().replaceAll("-", "")}`,
      email,
      shippingAddress: NY_ADDRESS,
      couponCodes: [],
      paymentMethod: TEST_CARD,
      express: { itemId: "prd_dyers_handbook", quantity: 1 },
    },
  });
  expect(res.status()).toBe(200);
  const placed = (await res.json()) as { orderId: string; orderNumber: number };
  await context.close();
  return placed;
}
