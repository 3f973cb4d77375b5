// Add-to-cart off the product page (list, product block, add-on), quick view, hydration when
// visible, and how the build's assets are served.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser";
import { openPage } from "./pages";

const { browser, store } = useBrowser();
const open = (path: string, options = {}) => openPage(browser(), `${store()}${path}`, options);

/** The card of a product on a listing, scrolled into view as a visitor would before using it. */
async function card(page: Page, title: string) {
  const el = page.locator(".product-card", { has: page.getByRole("heading", { name: title }) });
  await el.scrollIntoViewIfNeeded();
  return el;
}

describe("the listing", () => {
  it("shows Select Option for 2 s, disabled, for a product whose option is unchosen, then restores", async () => {
    const page = await open("/shop", { clock: true });
    const button = (await card(page, "Linen Field Shirt")).locator(".sqs-add-to-cart-button");
    await button.click();
    await expect.poll(() => button.innerText()).toBe("Select Option");
    expect(await button.isDisabled()).toBe(true);
    await page.clock.runFor(1999);
    expect(await button.innerText()).toBe("Select Option");
    await page.clock.runFor(1);
    await expect.poll(() => button.innerText()).toBe("Add To Cart");
    expect(await button.isDisabled()).toBe(false);
    await page.close();
  });

  it("shows Sold Out, disabled, for a sold-out product, and adds a simple one from its card", async () => {
    const page = await open("/shop");
    const soldOut = (await card(page, "Stoneware Pour-Over Set")).locator(".sqs-add-to-cart-button");
    expect(await soldOut.innerText()).toBe("Sold Out");
    expect(await soldOut.isDisabled()).toBe(true);
    const pdf = (await card(page, "Field Notes: A Dyer's Handbook (PDF)")).locator(".sqs-add-to-cart-button");
    await pdf.click();
    await expect.poll(() => pdf.innerText(), { timeout: 5000 }).toBe("Added!");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("1");
    await page.close();
  });

  it("replaces the 'added to cart' popover with the next one, whose 3 s start afresh", async () => {
    const page = await open("/shop", { clock: true });
    const popover = page.locator(".cart-popover");
    const pdf = (await card(page, "Field Notes: A Dyer's Handbook (PDF)")).locator(".sqs-add-to-cart-button");
    const mug = (await card(page, "Speckled Stoneware Mug")).locator(".sqs-add-to-cart-button");
    await pdf.click();
    await expect.poll(() => popover.innerText()).toContain("Field Notes: A Dyer's Handbook (PDF) × 1");
    await page.clock.runFor(2000);
    await mug.click();
    await expect.poll(() => popover.innerText()).toContain("Speckled Stoneware Mug × 1");
    expect(await popover.count()).toBe(1);
    expect(await popover.innerText()).not.toContain("Dyer's Handbook");
    // The first popover's 3 s pass; the second stays for its own 3 s.
    await page.clock.runFor(1000);
    expect(await popover.count()).toBe(1);
    await page.clock.runFor(1999);
    expect(await popover.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => popover.count()).toBe(0);
    expect(await page.locator(".cart-quantity").innerText()).toBe("2");
    await page.close();
  });

  it("quick view opens the product's pickers and button in a modal; Escape closes it and focus returns", async () => {
    const page = await open("/shop");
    const giftCard = await card(page, "Atelier Gift Card");
    const quick = giftCard.getByRole("button", { name: /Quick View/ });
    await quick.click();
    const dialog = page.getByRole("dialog", { name: "Atelier Gift Card" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await quick.evaluate((el) => el === document.activeElement)).toBe(true);

    await quick.click();
    await dialog.locator("select").selectOption("$50");
    const add = dialog.locator(".sqs-add-to-cart-button");
    await add.click();
    await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");
    await expect.poll(() => page.locator(".cart-subtotal-label").innerText()).toBe("$50");
    await page.close();
  });

  // Checks the scheduler itself (no visitor acts here): a card's island wakes when it is in view.
  it("hydrates cards below the fold only when they come into view", async () => {
    const page = await open("/shop", { viewport: { width: 390, height: 700 } });
    const last = page.locator("[data-island=ProductCardActions]").last();
    expect(await last.getAttribute("data-hydrated")).toBeNull();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute("data-hydrated")).toBe("true");
    await page.close();
  });

  it("loads the first (LCP) image eagerly with its true size, and the rest lazily", async () => {
    const page = await open("/shop");
    const images = page.locator(".product-card-image img");
    const first = images.first();
    expect(await first.getAttribute("loading")).toBeNull();
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    expect([await first.getAttribute("width"), await first.getAttribute("height")]).toEqual(["800", "1000"]);
    expect(await images.nth(1).getAttribute("loading")).toBe("lazy");
    await page.close();
  });
});

describe("product blocks and add-ons", () => {
  it("adds from a home page product block", async () => {
    const page = await open("/");
    const block = await card(page, "Field Notes: A Dyer's Handbook (PDF)");
    expect(await block.locator(".product-card-actions").getAttribute("class")).toContain("is-block");
    const button = block.locator(".sqs-add-to-cart-button");
    await button.click();
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe("Added!");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("1");
    await page.close();
  });

  it("shows an add-on's icon states: plus, adding, checkmark, then plus again", async () => {
    const page = await open("/cart", { clock: true });
    const addon = page.locator(".cart-addons .addon").first();
    await addon.scrollIntoViewIfNeeded();
    const button = addon.locator(".sqs-add-to-cart-button");
    const icon = button.locator("svg");
    expect(await icon.getAttribute("data-icon")).toBe("plus");
    const posted = page.waitForResponse((r) => r.url().endsWith("/shopping-cart/entries"));
    await button.click();
    await posted;
    await expect.poll(() => icon.getAttribute("data-icon")).toBe("adding");
    expect(await button.getAttribute("aria-label")).toBe("Adding…");
    await page.clock.runFor(1000);
    await expect.poll(() => icon.getAttribute("data-icon")).toBe("checkmark");
    await page.clock.runFor(2000);
    await expect.poll(() => icon.getAttribute("data-icon")).toBe("plus");
    // The cart page's list shows the new line.
    await expect.poll(() => page.locator(".cart-row").count()).toBe(1);
    await page.close();
  });
});

describe("assets", () => {
  it("serves hashed build assets as immutable for a year", async () => {
    const html = await (await fetch(`${store()}/shop`)).text();
    // The entry is imported once the page has loaded (worker/pages/assets.tsx).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${store()}${script}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Critical CSS is inlined: no stylesheet in <head> blocks the first paint. The rules a listing
    // does not paint with (cart, checkout, dialogs) come as one immutable file after the content.
    const styleOf = (page: string) => page.slice(page.indexOf("<style>"), page.indexOf("</style>"));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(styleOf(head)).toContain(".product-grid");
    expect(head).not.toContain(".checkout-form");
    expect(head).not.toContain(".product-gallery-thumbs");
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // The listing's quick view opens a buy box: its rules load after the content.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/product-[^"]+\.css"\/?>/);
    const deferred = /<link rel="stylesheet" href="(\/assets\/deferred-[^"]+\.css)"\/?>\s*<\/body>/.exec(
      html,
    )?.[1];
    expect(deferred).toBeDefined();
    const css = await fetch(`${store()}${deferred}`);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await css.text()).toContain(".checkout-form");
    // A product page paints with the buy box's rules and carries none of the listing's.
    const product = await (await fetch(`${store()}/shop/linen-field-shirt`)).text();
    const productHead = styleOf(product.slice(0, product.indexOf("</head>")));
    expect(productHead).toContain(".product-gallery-thumbs");
    expect(productHead).not.toContain(".product-grid");
    expect(product).not.toContain("/assets/listing-");
    // The cart page paints with its own rules: all inline.
    const cart = await (await fetch(`${store()}/cart`)).text();
    expect(styleOf(cart.slice(0, cart.indexOf("</head>")))).toContain(".cart-table");
    expect(cart).not.toContain("/assets/deferred-");
  });
});
