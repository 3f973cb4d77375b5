// With JavaScript blocked, the form block and the product form still work: real forms posting to
// the worker, answered with a server-rendered page that shows the same messages as the script would,
// or (a product added) the cart.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_UPDATE_MISSING,
  REQUIRED,
} from "../../worker/forms/messages";
import { useBrowser } from "./browser";
import { PHONE } from "./pages";

const { browser, store } = useBrowser();
const SUBMISSION_TEXT = "Thank you! We will get back to you within two working days.";

async function openWithoutScript(path: string, phone: boolean): Promise<Page> {
  const context = await browser().newContext({ ...(phone ? PHONE : {}), javaScriptEnabled: false });
  const page = await context.newPage();
  page.on("close", () => void context.close().catch(() => undefined));
  await page.goto(`${store()}${path}`);
  return page;
}

const fieldError = (page: Page, id: string) =>
  page.locator(`[data-field-id="${id}"] .form-field-error`).innerText();

describe.each([
  ["a desktop", false],
  ["a phone", true],
] as const)("the Contact form without script on %s", (_, phone) => {
  it("shows 'Required' by each required field and the banners for an empty form, then the submission text", async () => {
    const page = await openWithoutScript("/contact", phone);
    const send = page.getByRole("button", { name: "Send", exact: true });
    await (phone ? send.tap() : send.click());
    await page.waitForURL(/\/forms\/form_contact$/);
    expect(await fieldError(page, "name")).toBe(REQUIRED);
    expect(await fieldError(page, "email")).toBe(REQUIRED);
    expect(await fieldError(page, "topic")).toBe(REQUIRED);
    expect(await fieldError(page, "message")).toBe(REQUIRED);
    expect(await page.locator(".form-block-error").innerText()).toBe(FORM_UPDATE_MISSING);
    expect(await page.locator(".form-banner-above").innerText()).toBe(FORM_BANNER_ABOVE);
    expect(await page.locator(".form-banner-below").innerText()).toBe(FORM_BANNER_BELOW);

    // The answers page holds the form again, with what was sent: fill it in and send it.
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.locator('[data-field-id="email"] input').fill(`no-script-${Date.now()}@example.com`);
    await page.locator('[data-field-id="topic"] select').selectOption("Workshop");
    await page.getByRole("radio", { name: "Email" }).check();
    await page.locator('[data-field-id="message"] textarea').fill("Is there room on the March workshop?");
    const again = page.getByRole("button", { name: "Send", exact: true });
    await (phone ? again.tap() : again.click());
    await expect.poll(() => page.locator(".form-submission-text").innerText()).toBe(SUBMISSION_TEXT);
    await page.close();
  });
});

describe.each([
  ["a desktop", false],
  ["a phone", true],
] as const)("the product form without script on %s", (_, phone) => {
  it("adds the chosen size, colour and quantity to the cart and goes to the cart", async () => {
    const page = await openWithoutScript("/shop/linen-field-shirt", phone);
    await page.locator('select[data-variant-option-name="Size"]').selectOption("S");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
    await page.getByLabel("Quantity").fill("2");
    const add = page.getByRole("button", { name: "Add To Cart", exact: true });
    await (phone ? add.tap() : add.click());
    await page.waitForURL(`${store()}/cart`);
    const cart = await page.request.get(`${store()}/api/commerce/shopping-cart`);
    const entries = (
      (await cart.json()) as { entries: { chosenVariant: { sku: string }; quantity: number }[] }
    ).entries;
    expect(entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([["SQ-SHIRT-S-INDIGO", 2]]);
    await page.close();
  });
});
