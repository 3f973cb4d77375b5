// The product detail page's islands, step by step with a controllable clock where the spec
// gives timings (sections 4, 5, 8 and 9).
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { countCartRequests, errorText, openPage } from "./pages";
import { rewriteIslandProps } from "../../worker/pages/island-marker";

const { browser, store } = useBrowser();
const open = (path: string, options = {}) => openPage(browser(), `${store()}${path}`, options);

describe("choosing a variant", () => {
  it("shows the variant's price and sale price, its image, and Sold Out for a sold-out one", async () => {
    const page = await open("/shop/linen-field-shirt");
    const price = page.locator(".product-meta .product-price");
    await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
    await expect.poll(() => price.innerText()).toContain("$118.00");
    expect(await price.locator(".original-price").innerText()).toBe("$148.00");
    expect(
      await page.locator('.product-gallery-slide[data-current="true"]').getAttribute("data-image-id"),
    ).toBe("img_shirt_indigo");

    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Oat");
    await expect.poll(() => price.innerText()).toBe("$148.00");
    expect(
      await page.locator('.product-gallery-slide[data-current="true"]').getAttribute("data-image-id"),
    ).toBe("img_shirt_oat");

    await page.locator('select[data-variant-option-name="Size"]').selectOption("S");
    const button = page.locator(".sqs-add-to-cart-button");
    await expect.poll(() => button.innerText()).toBe("Sold Out");
    expect(await button.isDisabled()).toBe(true);
    await page.close();
  });

  it("offers radio buttons when the product is set to, in the owner's option order", async () => {
    const page = await open("/shop/waxed-canvas-tote");
    expect(await page.locator(".product-form select").count()).toBe(0);
    const radios = page.getByRole("radio");
    expect(await radios.count()).toBe(3);
    await page.getByRole("radio", { name: "Charcoal" }).check();
    await expect.poll(() => page.locator(".product-meta .product-price").innerText()).toBe("$72.00");
    await page.close();
  });

  it("works the radio buttons by keyboard alone: Tab in, arrows choose, Enter and Space add", async () => {
    // Charcoal sold out in this page, so the keyboard also walks into the stock state.
    const charcoalSoldOut = (html: string) =>
      rewriteIslandProps<{ variants: { sku: string; available: boolean; qtyInStock: number }[] }>(
        html,
        "ProductForm",
        ({ variants }) => {
          const charcoal = variants.find((v) => v.sku === "SQ-TOTE-CHARCOAL")!;
          charcoal.available = false;
          charcoal.qtyInStock = 0;
        },
      );
    const page = await open("/shop/waxed-canvas-tote", { rewrite: charcoalSoldOut });
    const price = page.locator(".product-meta .product-price");
    const current = () =>
      page.locator('.product-gallery-slide[data-current="true"]').getAttribute("data-image-id");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.type === "radio" ? `radio ${el.value}` : (el?.className ?? "");
      });
    const button = page.locator(".sqs-add-to-cart-button");

    // Tab from the element before the group lands on its first radio, choosing nothing yet. (The
    // element goes outside the island: the visitor may be quicker than hydration, which adopts
    // the server's markup only as the server rendered it.)
    await page.locator("[data-island=ProductForm]").evaluate((island) => {
      const before = document.createElement("button");
      before.type = "button";
      before.id = "before-picker";
      island.before(before);
    });
    await page.locator("#before-picker").focus();
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("radio Olive");
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);

    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("radio Rust");
    expect(await page.getByRole("radio", { name: "Rust" }).isChecked()).toBe(true);
    await expect.poll(current).toBe("img_tote_rust");
    expect(await price.innerText()).toBe("$68.00");

    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("radio Charcoal");
    await expect.poll(() => price.innerText()).toBe("$72.00");
    expect(await current()).toBe("img_tote_olive");
    await expect.poll(() => button.innerText()).toBe("Sold Out");
    expect(await button.isDisabled()).toBe(true);

    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("radio Rust");
    await expect.poll(() => price.innerText()).toBe("$68.00");
    await expect.poll(() => button.innerText()).toBe("Add Tote To Cart");
    await expect.poll(current).toBe("img_tote_rust");

    // Tab on to the button (past the quantity input) and add with Enter.
    for (let i = 0; i < 5 && !(await focused()).includes("sqs-add-to-cart-button"); i++) {
      await page.keyboard.press("Tab");
    }
    expect(await focused()).toContain("sqs-add-to-cart-button");
    const posted = page.waitForRequest((r) => r.url().endsWith("/shopping-cart/entries"));
    await page.keyboard.press("Enter");
    const body = JSON.parse((await posted).postData()!);
    expect(body.sku).toBe("SQ-TOTE-RUST");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("1");
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe("Add Tote To Cart");

    // Rust's one unit is now in the cart: back to the group, Olive, and Space on the button adds it.
    for (let i = 0; i < 5 && !(await focused()).startsWith("radio"); i++) {
      await page.keyboard.press("Shift+Tab");
    }
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("radio Olive");
    await expect.poll(current).toBe("img_tote_olive");
    for (let i = 0; i < 5 && !(await focused()).includes("sqs-add-to-cart-button"); i++) {
      await page.keyboard.press("Tab");
    }
    const again = page.waitForRequest((r) => r.url().endsWith("/shopping-cart/entries"));
    await page.keyboard.press("Space");
    expect(JSON.parse((await again).postData()!).sku).toBe("SQ-TOTE-OLIVE");
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("2");
    await page.close();
  });

  it("asks for the one missing option word for word", async () => {
    const page = await open("/shop/natural-dye-workshop");
    await page.locator(".sqs-add-to-cart-button").click();
    await expect.poll(() => errorText(page)).toBe("Unable to Add Item Please select the Session option.");
    await page.close();
  });
});

describe("adding to the cart", () => {
  it("steps Adding… (1 s) → Added! (2 s) → idle; the counter shows count and trimmed subtotal; the popover closes after 3 s", async () => {
    const page = await open("/shop/dyers-handbook", { clock: true });
    const cartLoads = countCartRequests(page);
    const button = page.locator(".sqs-add-to-cart-button");
    const posted = page.waitForResponse((r) => r.url().endsWith("/shopping-cart/entries"));
    await button.click();
    await posted;
    await expect.poll(() => button.innerText()).toBe("Adding…");
    await page.clock.runFor(999);
    expect(await button.innerText()).toBe("Adding…");
    await page.clock.runFor(1);
    await expect.poll(() => button.innerText()).toBe("Added!");
    await button.dispatchEvent("click"); // ignored while Added! shows
    await page.clock.runFor(1999);
    expect(await button.innerText()).toBe("Added!");
    await page.clock.runFor(1);
    await expect.poll(() => button.innerText()).toBe("Add To Cart");

    expect(await page.locator(".cart-quantity").innerText()).toBe("1");
    expect(await page.locator(".cart-subtotal-label").innerText()).toBe("$18");
    // The add answered with the cart: no extra cart fetch on this page (none before either,
    // as the visitor had no cart).
    expect(cartLoads()).toBe(0);
    await page.close();
  });

  it("opens the 'added to cart' popover 33 px down and 16 px in, with View Cart; it closes after 3 s or on its close control", async () => {
    const page = await open("/shop/dyers-handbook", { clock: true });
    const button = page.locator(".sqs-add-to-cart-button");
    await button.click();
    const popover = page.locator(".cart-popover");
    await expect.poll(() => popover.count()).toBe(1);
    expect(await popover.getByRole("link", { name: "View Cart" }).getAttribute("href")).toBe("/cart");
    const box = (await popover.boundingBox())!;
    const anchor = (await page.locator(".cart-link-wrapper").boundingBox())!;
    expect(Math.round(box.y - anchor.y)).toBe(33);
    expect(Math.round(anchor.x + anchor.width - (box.x + box.width))).toBe(16);
    await page.clock.runFor(2999);
    expect(await popover.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => popover.count()).toBe(0);

    await page.clock.runFor(3000); // the button is idle again
    await button.click();
    await expect.poll(() => popover.count()).toBe(1);
    await popover.getByRole("button", { name: "Close" }).click();
    expect(await popover.count()).toBe(0);
    await page.close();
  });

  it("loads the cart once per page, and only when a cart exists; the pill cart fades in above 0 and leads to /cart", async () => {
    const first = await open("/shop/dyers-handbook");
    expect(await first.locator(".pill-cart").isVisible()).toBe(false);
    // A first visit without a cart never fetched the pill cart's code.
    expect(await first.locator("[data-island=PillCart][data-hydrated]").count()).toBe(0);
    await first.locator(".sqs-add-to-cart-button").click();
    const pill = first.locator(".pill-cart");
    await expect.poll(() => pill.isVisible()).toBe(true);
    expect(await pill.innerText()).toContain("1");
    const context = first.context();

    // The same visitor on another product page: the flag cookie says a cart exists.
    const page = await context.newPage();
    const cartLoads = countCartRequests(page);
    await page.goto(`${store()}/shop/linen-field-shirt`);
    await expect.poll(() => page.locator(".cart-quantity").innerText()).toBe("1");
    await expect.poll(() => page.locator(".pill-cart").isVisible()).toBe(true);
    expect(cartLoads()).toBe(1);
    await page.locator(".pill-cart").click();
    await page.waitForURL(`${store()}/cart`);
    await first.close();
    await page.close();
  });

  it("shows '429' and crumb failures in the spec's words", async () => {
    const page = await open("/shop/dyers-handbook");
    let status = 429;
    await page.route("**/api/commerce/shopping-cart/entries", (route) =>
      route.fulfill({ status, contentType: "application/json", body: '{"message":"x"}' }),
    );
    const button = page.locator(".sqs-add-to-cart-button");
    await button.click();
    await expect.poll(() => errorText(page)).toBe("Unable to Add Item Please try again in a few seconds.");
    await expect.poll(() => button.getAttribute("data-status"), { timeout: 3000 }).toBe("idle");
    status = 403;
    await button.click();
    await expect
      .poll(() => errorText(page))
      .toBe("Unable to Add Item Your session has expired. Please reload the page and try again.");
    await page.close();
  });
});

describe("the kinds of product", () => {
  it("gift cards ask for a denomination under their own failure title", async () => {
    const page = await open("/shop/gift-card");
    expect(await page.locator("select option").first().innerText()).toBe("Select Value");
    await page.locator(".sqs-add-to-cart-button").click();
    await expect
      .poll(() => errorText(page))
      .toBe("Unable to purchase Gift Card Select a denomination for the Gift Card.");
    await page.close();
  });

  it("subscriptions read 'Subscribe' and go to the subscription checkout with their cart token", async () => {
    const page = await open("/shop/hand-dyed-sock-club");
    const button = page.locator(".sqs-add-to-cart-button");
    expect(await button.innerText()).toBe("Subscribe");
    expect(await page.locator(".instalment-pill").count()).toBe(1);
    await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
    await button.click();
    await page.waitForURL(/\/commerce\/subscription\?cartToken=[\w-]{43}$/);
    await expect
      .poll(() => page.locator(".checkout-lines li").innerText())
      .toContain("1 × Hand-Dyed Sock Club");
    await page.close();
  });

  it("with express checkout reads 'Purchase', fails as 'Unable to Purchase Item', and goes to checkout with its one line", async () => {
    // The store setting is off in the demo; turn it on in the page as the server would render it.
    const express = (html: string) =>
      rewriteIslandProps<{ express: boolean; buttonText: string }>(html, "ProductForm", (props) => {
        props.express = true;
        props.buttonText = "Purchase";
      }).replace(/(class="sqs-add-to-cart-button[^>]*>)Add To Cart</, "$1Purchase<");
    const page = await open("/shop/natural-dye-workshop", { rewrite: express });
    let cartWrites = 0;
    page.on("request", (r) => {
      if (r.url().includes("/shopping-cart/entries")) cartWrites++;
    });
    const button = page.locator(".sqs-add-to-cart-button");
    expect(await button.innerText()).toBe("Purchase");
    await button.click();
    await expect
      .poll(() => errorText(page))
      .toBe("Unable to Purchase Item Please select the Session option.");
    await expect.poll(() => button.getAttribute("data-status"), { timeout: 3000 }).toBe("idle");
    await page.locator('select[data-variant-option-name="Session"]').selectOption("Saturday morning");
    await button.click();
    await page.waitForURL(`${store()}/checkout?sku=SQ-WORKSHOP-SAT&qty=1`);
    await expect
      .poll(() => page.locator(".checkout-lines li").innerText())
      .toContain("1 × Natural Dye Workshop (Session: Saturday morning)");
    // The cart was not touched.
    expect(cartWrites).toBe(0);
    await page.close();
  });
});

describe("the additional-fields lightbox", () => {
  const stock = (qtyInStock: number, unlimited = false) =>
    JSON.stringify({
      results: [
        { itemId: "prd_beeswax_candles", variantId: "var_candles", sku: "SQ-CANDLES", unlimited, qtyInStock },
      ],
    });

  it("checks stock first, opens the form in a modal, closes on Escape with focus back, then adds with the answers", async () => {
    const page = await open("/shop/beeswax-candle-trio");
    let stockCalls = 0;
    await page.route("**/api/commerce/inventory/stock/?itemId=prd_beeswax_candles", (route) => {
      stockCalls++;
      return route.fulfill({ contentType: "application/json", body: stock(0, true) });
    });
    const button = page.locator(".sqs-add-to-cart-button");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Personalise your candles" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(stockCalls).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute("data-status")).toBe("idle");

    await button.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    expect(await dialog.locator(".field-error").innerText()).toBe("Required");
    await dialog.getByLabel("Name to engrave").fill("Ada");
    const posted = page.waitForRequest((r) => r.url().endsWith("/shopping-cart/entries"));
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    expect(JSON.parse((await posted).postData()!).additionalFields).toBe('{"engraving":"Ada"}');
    await expect.poll(() => button.innerText(), { timeout: 5000 }).toBe("Added!");
    await page.close();
  });

  it("says there is not enough before opening the form when the stock is used up", async () => {
    const page = await open("/shop/beeswax-candle-trio");
    await page.route("**/api/commerce/inventory/stock/?itemId=prd_beeswax_candles", (route) =>
      route.fulfill({ contentType: "application/json", body: stock(0) }),
    );
    await page.locator(".sqs-add-to-cart-button").click();
    await expect
      .poll(() => errorText(page))
      .toBe("Unable to Add Item Sorry, we do not have enough of that item available.");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.close();
  });
});

describe("instalments, scarcity and restock", () => {
  it("splits a price in 4, names the bound outside the range, and its info modal closes on Escape, close and outside click", async () => {
    const page = await open("/shop/linen-field-shirt");
    const pill = page.locator(".instalment-pill");
    // Before a variant is chosen, the lowest price (the M/Indigo sale price, $118.00).
    expect(await pill.innerText()).toContain("or 4 interest-free payments of $29.50");
    await page.locator('select[data-variant-option-name="Size"]').selectOption("L");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Oat");
    await expect.poll(() => pill.innerText()).toContain("or 4 interest-free payments of $37.00");
    const info = page.getByRole("button", { name: "About paying in instalments" });
    const dialog = page.getByRole("dialog", { name: "Pay in 4 interest-free instalments" });
    await info.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await info.evaluate((el) => el === document.activeElement)).toBe(true);
    await info.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await info.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(5, 5); // on the backdrop
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await info.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();

    const mug = await open("/shop/speckled-stoneware-mug");
    expect(await mug.locator(".instalment-range").innerText()).toBe("available for orders over $35.00");
    await mug.close();
    // Digital products are not eligible.
    const pdf = await open("/shop/dyers-handbook");
    expect(await pdf.locator(".instalment-pill").count()).toBe(0);
    await pdf.close();
  });

  it("shows scarcity by default when set, else once a low variant is chosen; the restock form for sold-out variants, each of its states", async () => {
    const throwPage = await open("/shop/indigo-throw-blanket");
    expect(await throwPage.locator(".product-scarcity").innerText()).toBe("Only 3 left");
    await throwPage.close();

    const page = await open("/shop/linen-field-shirt");
    expect(await page.locator(".product-scarcity").count()).toBe(0);
    expect(await page.locator(".product-restock").count()).toBe(0);
    await page.locator('select[data-variant-option-name="Size"]').selectOption("S");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
    await expect.poll(() => page.locator(".product-scarcity").innerText()).toBe("Only 4 left");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Oat");
    const restock = page.locator(".product-restock");
    await expect.poll(() => restock.count()).toBe(1);
    expect(await restock.innerText()).toContain("Get notified by email when this size is back in stock");
    const signUp = restock.getByRole("button", { name: "Sign Up" });
    const email = restock.getByPlaceholder("Your Email");
    await signUp.click();
    expect(await restock.getByRole("alert").innerText()).toBe("Email cannot be blank");
    await email.fill("not-an-email");
    await signUp.click();
    expect(await restock.getByRole("alert").innerText()).toBe("Email is invalid");

    // The call fails without a message of its own: the spec's fallback; the form stays.
    const path = "**/api/site-users/account/notifications/restock";
    await page.route(path, (route) => route.fulfill({ status: 500, body: "upstream down" }));
    await email.fill("maker@example.com");
    await signUp.click();
    await expect
      .poll(() => restock.getByRole("alert").innerText())
      .toBe("Unable to submit form. Please try again later.");
    await page.unroute(path);

    // Each attempt clears the last error; the real call succeeds and replaces the form.
    const signedUp = page.waitForResponse((res) => res.url().endsWith("/notifications/restock"));
    await signUp.click();
    expect((await signedUp).status()).toBe(200);
    const done = page.locator(".product-restock-success");
    await expect.poll(() => done.innerText()).toBe("Signed up!");
    expect(await page.locator(".product-restock-error").count()).toBe(0);
    expect(await page.locator("form.product-restock").count()).toBe(0);
    await page.close();
  });
});

describe("the gallery on a phone", () => {
  it("keeps the buy box one image away and moves between images from the keyboard", async () => {
    const page = await open("/shop/linen-field-shirt", { viewport: { width: 390, height: 844 } });
    const slides = await page.locator(".product-gallery-slide").count();
    expect(slides).toBe(3);
    const slide = (await page.locator(".product-gallery-slide").first().boundingBox())!;
    const meta = (await page.locator(".product-meta").boundingBox())!;
    // The buy box starts right under the first image and its thumbnails, not after all three.
    expect(meta.y).toBeLessThan(slide.y + slide.height + 120);
    const track = page.locator(".product-gallery-track");
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.round(slide.width));
    await page.getByRole("link", { name: "Show image 3" }).click();
    await expect
      .poll(() => track.evaluate((el) => Math.round(el.scrollLeft)))
      .toBe(Math.round(2 * slide.width));
    await page.close();
  });
});
