// The Store settings screen as an owner uses it: the checkout minimum and express checkout changed
// and saved, and a visitor's product page and checkout follow at once. The settings are put back
// through the owner API at the end (one D1 for every test file).
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { ownerApi } from "./owner-api";
import { freshPage, problems } from "./pages";

const { browser, store } = useBrowser();

afterAll(async () => {
  const owner = await ownerApi(browser(), store());
  const res = await owner.send("PUT", "/api/v1/commerce-preferences/checkout", {
    minimumSubtotalCents: 0,
    expressCheckout: false,
  });
  expect(res.status()).toBe(200);
  await owner.close();
});

describe("store settings in the panel", () => {
  it("sets a checkout minimum and express checkout, and the storefront follows", async () => {
    const page = await freshPage(browser());
    await signInDemoOwner(page, store());
    // The sign-in screen's session probe answers 401 before signing in, as it should.
    const signedIn = problems(page).length;
    await page.getByRole("link", { name: "Store settings" }).click();
    const minimum = page.getByLabel("Minimum subtotal");
    // The choices read by their labels, in the owner's words.
    expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
    const provider = page.getByLabel("Provider");
    expect(await provider.locator("option").allInnerTexts()).toEqual([
      "reCAPTCHA Enterprise",
      "Cloudflare Turnstile",
    ]);
    await minimum.fill("500.00");
    await page.getByLabel("Express checkout: buttons read 'Purchase' and go straight to checkout").check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Store settings saved. The store uses them now.").waitFor();

    const visitor = await freshPage(browser());
    await visitor.goto(`${store()}/shop/dyers-handbook`);
    const button = visitor.locator(".sqs-add-to-cart-button");
    await expect.poll(() => button.innerText()).toBe("Purchase");
    await button.click();
    await visitor
      .getByText(
        "Orders must come to at least $500.00 before shipping and tax. Please add more to your cart.",
      )
      .waitFor();
    expect(problems(page).slice(signedIn)).toEqual([]);
    expect(problems(visitor)).toEqual([]);
    await visitor.close();
    await page.close();
  });
});
