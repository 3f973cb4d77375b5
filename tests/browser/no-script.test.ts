// With JavaScript blocked, the form block, the newsletter block and the product form still work:
// real forms posting to the worker, answered with a server-rendered page that shows the same
// messages as the script would, or (a product added) the cart, whose lines are in its HTML.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_UPDATE_MISSING,
  REQUIRED,
} from "../../worker/forms/messages";
import { EMAIL_NOT_VALID } from "../../worker/forms/messages";
import { NEWSLETTER_DEFAULT_SUCCESS } from "../../worker/newsletter/messages";
import { CART_EMPTY } from "../../client/islands/cart-page-text";
import { useBrowser } from "./browser";
import { openPage, PHONE, problems, visitorAddress } from "./pages";

const { browser, store } = useBrowser();
const SUBMISSION_TEXT = "Thank you! We will get back to you within two working days.";

async function openWithoutScript(path: string, phone: boolean): Promise<Page> {
  const context = await browser().newContext({
    ...(phone ? PHONE : {}),
    javaScriptEnabled: false,
    extraHTTPHeaders: visitorAddress(),
  });
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

  it("posts the hidden field's value from the page URL's query", async () => {
    const page = await openWithoutScript("/contact?utm_source=spring-letter", phone);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.postData() ?? ""));
    const send = page.getByRole("button", { name: "Send", exact: true });
    await (phone ? send.tap() : send.click());
    await page.waitForURL(/\/forms\/form_contact$/);
    expect(posts.map((p) => new URLSearchParams(p).get("utm_source"))).toEqual(["spring-letter"]);
    await page.close();
  });
});

describe.each([
  ["a desktop", false],
  ["a phone", true],
] as const)("the newsletter block without script on %s", (_, phone) => {
  it("shows 'Required' and the email message by the field, then the block's success text", async () => {
    const page = await openWithoutScript("/", phone);
    const block = page.locator(".newsletter-block");
    const signUp = () => {
      const button = block.getByRole("button", { name: "Sign Up", exact: true });
      return phone ? button.tap() : button.click();
    };
    await signUp();
    await page.waitForURL(/\/newsletter\/subscribe$/);
    expect(await block.locator(".form-field-error").innerText()).toBe(REQUIRED);
    await block.getByLabel("Email Address").fill("ada@example");
    await signUp();
    await expect.poll(() => block.locator(".form-field-error").innerText()).toBe(EMAIL_NOT_VALID);
    await block
      .getByLabel("Email Address")
      .fill(`letters-${phone ? "phone" : "desk"}-${Date.now()}@example.com`);
    await signUp();
    await expect
      .poll(() => block.locator(".newsletter-success").innerText())
      .toBe(NEWSLETTER_DEFAULT_SUCCESS);
    expect(await block.getByRole("heading").innerText()).toBe("Letters from the studio");
    await page.close();
  });
});

describe.each([
  ["a desktop", false],
  ["a phone", true],
] as const)("the product form without script on %s", (_, phone) => {
  it("adds the chosen size, colour and quantity to the cart and goes to the cart, which lists the line", async () => {
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
    // The cart page, rendered by the worker: the line's name, variant, quantity and total.
    const row = page.locator(".cart-row");
    expect(await row.locator(".cart-row-title").innerText()).toBe("Linen Field Shirt");
    expect(await row.locator(".cart-row-variant").allInnerTexts()).toEqual(["Size: S", "Colour: Indigo"]);
    expect(await row.getByRole("spinbutton").inputValue()).toBe("2");
    const lineTotal = await row.locator(".cart-row-price").innerText();
    expect(lineTotal).toMatch(/^\$\d+\.\d\d$/);
    expect(await page.locator(".cart-subtotal-price").innerText()).toBe(lineTotal);
    await page.close();
  });
});

describe.each([
  ["a desktop", false],
  ["a phone", true],
] as const)("the cart page's lines without script on %s", (_, phone) => {
  it("changes a line's quantity (totals follow), tells a refusal beside the line, then removes the line", async () => {
    const page = await openWithoutScript("/shop/speckled-stoneware-mug", phone);
    const press = (name: string) => {
      const button = page.getByRole("button", { name, exact: true });
      return phone ? button.tap() : button.click();
    };
    await press("Add To Cart");
    await page.waitForURL(`${store()}/cart`);
    const row = page.locator(".cart-row");
    const field = row.getByRole("spinbutton", { name: "Quantity of Speckled Stoneware Mug" });
    expect(await field.inputValue()).toBe("1");

    await field.fill("3");
    await press("Update quantity of Speckled Stoneware Mug");
    await expect.poll(() => row.locator(".cart-row-price").innerText()).toBe("$102.00");
    expect(page.url()).toBe(`${store()}/cart`);
    expect(await field.inputValue()).toBe("3");
    expect(await page.locator(".cart-subtotal-price").innerText()).toBe("$102.00");

    // More than the 5 in stock: the line stays at 3, the reason beside it.
    await field.fill("9");
    await press("Update quantity of Speckled Stoneware Mug");
    await expect
      .poll(() => row.getByRole("alert").innerText())
      .toBe("Unable to update quantity\nSorry, we do not have enough of that item available.");
    expect(await field.inputValue()).toBe("3");

    await press("Remove Speckled Stoneware Mug");
    await expect.poll(() => page.locator(".cart-empty").innerText()).toContain(CART_EMPTY);
    expect(await page.locator(".cart-row").count()).toBe(0);
    await page.close();
  });
});

describe("the cart page with script", () => {
  it("arrives with the visitor's lines in its HTML and hydrates them without a warning", async () => {
    const page = await openPage(browser(), `${store()}/shop/speckled-stoneware-mug`);
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click();
    await expect.poll(() => page.locator(".cart-quantity").getAttribute("data-count")).toBe("1");
    const response = await page.goto(`${store()}/cart`);
    expect(await response!.text()).toContain('class="cart-row-title" href="/shop/speckled-stoneware-mug"');
    // The hydrated island answers a tap: one more mug.
    await page.getByRole("button", { name: "Increase quantity of Speckled Stoneware Mug" }).click();
    await expect.poll(() => page.getByRole("spinbutton").inputValue()).toBe("2");
    // The line's Update, which posts without script, is answered by the island: no page load.
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
    await page.getByRole("spinbutton").fill("3");
    await page.getByRole("button", { name: "Update quantity of Speckled Stoneware Mug" }).click();
    await expect.poll(() => page.locator(".cart-row-price").innerText()).toBe("$102.00");
    expect(posts.filter((p) => p.startsWith("/cart/"))).toEqual([]);
    expect(problems(page)).toEqual([]);
    await page.close();
  });
});
