// Every kind of storefront page, as a visitor at desktop size uses it: no console error, no
// hydration warning, no uncaught error (React's #419 among them) and no failed request, once the
// page's islands have loaded and one of its controls was used.
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser";
import { DEMO_MUG_STOCK, putBackStock } from "./owner-api";
import { freshPage } from "./pages";
import { watchPageErrors } from "./page-errors";
import { fillTestCheckout } from "./checkout-form";

const { browser, store } = useBrowser();
// These tests buy mugs; the next file finds the 5 of the seed.
afterAll(() => putBackStock(browser(), store(), DEMO_MUG_STOCK));
const DESKTOP = { width: 1280, height: 800 };

/** Opens `path`, waits for its scripts to settle, lets `act` use the page, then checks it. */
async function visit(
  path: string,
  act: (page: Page) => Promise<void>,
  allowStatus?: (url: string) => boolean,
) {
  const page = await freshPage(browser(), DESKTOP);
  try {
    const check = watchPageErrors(page, { allowStatus });
    await page.goto(`${store()}${path}`);
    await page.waitForLoadState("networkidle");
    await act(page);
    await page.waitForLoadState("networkidle");
    check();
  } finally {
    await page.close();
  }
}

/** Scrolls to the end, so islands that hydrate when visible do. */
const scrollDown = async (page: Page) => {
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState("networkidle");
};

describe("each kind of storefront page", () => {
  it("home: the newsletter form takes an address", async () => {
    await visit("/", async (page) => {
      const email = page.locator('[data-island="NewsletterBlock"] input[type="email"]');
      await email.fill("reader@example.com");
      expect(await email.inputValue()).toBe("reader@example.com");
    });
  });

  it("listing: every product card down to the last", async () => {
    await visit("/shop", async (page) => {
      await scrollDown(page);
      expect(await page.locator(".product-card").count()).toBeGreaterThanOrEqual(8);
    });
  });

  it("product: choosing a variant shows its price", async () => {
    await visit("/shop/linen-field-shirt", async (page) => {
      await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
      await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
      await expect.poll(() => page.locator(".product-meta .product-price").innerText()).toContain("$118.00");
    });
  });

  it("sold-out product: its restock form, rendered by the server, takes an address", async () => {
    await visit("/shop/stoneware-pour-over-set", async (page) => {
      const email = page.getByPlaceholder("Your Email");
      await email.fill("waiting@example.com");
      expect(await email.inputValue()).toBe("waiting@example.com");
    });
  });

  it("blog list and blog post, down to the post's comments", async () => {
    await visit("/journal", async (page) => {
      expect(await page.getByText("Our first indigo vat of the year").count()).toBeGreaterThan(0);
    });
    await visit("/journal/first-indigo-vat", scrollDown);
  });

  it("event, down to its comments", async () => {
    await visit("/workshops/natural-dye-day", scrollDown);
  });

  it("search results", async () => {
    await visit("/search?q=linen", async (page) => {
      expect(await page.getByText("Linen Field Shirt").count()).toBeGreaterThan(0);
    });
  });

  it("not found: only its own document answers 404", async () => {
    const path = "/no-such-page";
    await visit(
      path,
      async (page) => expect(await page.locator("body").innerText()).not.toBe(""),
      (url) => new URL(url).pathname === path,
    );
  });

  it("lock screen: the password field takes a password", async () => {
    await visit("/wholesale", async (page) => {
      const password = page.locator('input[type="password"]');
      await password.fill("not-yet");
      expect(await password.inputValue()).toBe("not-yet");
    });
  });

  it("cart with a line, checkout with the test card, and the order confirmation", async () => {
    const page = await freshPage(browser(), DESKTOP);
    try {
      const check = watchPageErrors(page);
      await page.goto(`${store()}/shop/speckled-stoneware-mug`);
      await page.waitForLoadState("networkidle");
      const add = page.locator(".sqs-add-to-cart-button");
      await add.click();
      await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");
      check();

      await page.goto(`${store()}/cart`);
      await expect.poll(() => page.locator("#sqs-cart-root").innerText()).toContain("Speckled Stoneware Mug");
      await page.waitForLoadState("networkidle");
      check();

      await page.goto(`${store()}/checkout`);
      await expect
        .poll(() => page.locator(".checkout-lines li").innerText())
        .toContain("1 × Speckled Stoneware Mug");
      await page.waitForLoadState("networkidle");
      await fillTestCheckout(page, "buyer@example.com");
      check();

      await page.getByRole("button", { name: "Place order" }).click();
      await page.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);
      expect(await page.locator("h1#order-title").innerText()).toMatch(/Your order #\d+ is confirmed\./);
      await page.waitForLoadState("networkidle");
      check();
    } finally {
      await page.close();
    }
  });
});
