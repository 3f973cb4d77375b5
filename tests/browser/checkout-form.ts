// The checkout form as a buyer fills it: a New York address and the test card that succeeds.
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Fills the buyer, a US address and the test card, once the shipping options have come. */
export async function fillTestCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Address", { exact: true }).fill("1 Main Street");
  await page.getByLabel("Town or city").fill("New York");
  await page.getByLabel("State").selectOption("NY");
  await page.getByLabel("ZIP Code").fill("10001");
  await expect.poll(() => page.locator(".checkout-option").count()).toBeGreaterThan(0);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
}
