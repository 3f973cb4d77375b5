// The cart page's coupon field and shipping estimate in Chromium: an invalid code shows its reason
// tied to the field, the demo coupon brings the discount row, a shipping estimate with a bad ZIP
// Code shows the spec's message, then options, shipping and tax rows; all of it kept on the cart
// across a reload. Everything here lives in this visitor's cart: nothing in D1 changes.
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { addCartLines, openPage } from "./pages";

const { browser, store } = useBrowser();

describe("the cart page's coupon and shipping estimate", () => {
  it("applies the demo coupon, estimates shipping and tax, and keeps both after a reload", async () => {
    const page = await openPage(browser(), `${store()}/cart`);
    await addCartLines(page, [{ itemId: "prd_speckled_mug", sku: "SQ-MUG", quantity: 2 }]);
    await page.reload();
    const total = page.locator(".cart-grand-total-price");
    await expect.poll(() => total.innerText()).toBe("$68.00");

    // An unknown code: kept on the cart with its reason, which the field points to.
    const field = page.getByLabel("Coupon code");
    await field.fill("nope");
    await page.getByRole("button", { name: "Apply" }).click();
    const invalid = page.locator(".cart-coupon-invalid");
    await expect.poll(() => invalid.innerText()).toContain("NOPE: This coupon code is not valid.");
    const reasonId = await invalid.locator("[role=alert]").getAttribute("id");
    expect((await field.getAttribute("aria-describedby"))?.split(" ")).toContain(reasonId);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".cart-discount").count()).toBe(0);
    await page.getByRole("button", { name: "Remove coupon NOPE" }).click();
    await expect.poll(() => invalid.count()).toBe(0);
    expect(await field.getAttribute("aria-invalid")).toBeNull();

    // The demo coupon, typed in lower case and sent with Enter: 10% off $68.00.
    await field.fill("welcome10");
    await field.press("Enter");
    const discount = page.locator(".cart-discount");
    await expect.poll(() => discount.innerText()).toContain("−$6.80");
    expect(await discount.locator("dt").innerText()).toBe("Discount");
    await expect.poll(() => total.innerText()).toBe("$61.20");
    expect(await page.locator(".cart-coupon-valid").innerText()).toContain("WELCOME10");

    // Shipping estimate: a 4-digit ZIP Code gets the spec's message, tied to its field.
    await page.getByRole("button", { name: "Estimate shipping" }).click();
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel("State").selectOption("NY");
    const zip = page.getByLabel("ZIP Code");
    await zip.fill("1000");
    await page.getByRole("button", { name: "Estimate", exact: true }).click();
    const zipError = page.getByText("ZIP Codes need to be 5 digits.");
    await expect.poll(() => zipError.isVisible()).toBe(true);
    expect(await zip.getAttribute("aria-describedby")).toBe(await zipError.getAttribute("id"));
    await zip.fill("10001");
    await page.getByRole("button", { name: "Estimate", exact: true }).click();

    // Standard $6.00 is chosen; New York tax 4% of (61.20 + 6.00) = $2.69.
    const options = page.getByRole("group", { name: "Shipping options" });
    await expect.poll(() => options.getByRole("radio", { name: "Standard: $6.00" }).isChecked()).toBe(true);
    await expect.poll(() => page.locator(".cart-shipping dd").innerText()).toBe("$6.00");
    expect(await page.locator(".cart-tax dd").innerText()).toBe("$2.69");
    expect(await total.innerText()).toBe("$69.89");
    // Express: $12.00 + $4.00 for the started kilogram (2 × 450 g); tax (61.20 + 16.00) × 4% = $3.09.
    await options.getByRole("radio", { name: "Express: $16.00" }).check();
    await expect.poll(() => page.locator(".cart-shipping dd").innerText()).toBe("$16.00");
    await expect.poll(() => page.locator(".cart-tax dd").innerText()).toBe("$3.09");
    expect(await total.innerText()).toBe("$80.29");
    expect(await severeViolations(page)).toEqual([]);

    // The cart keeps the coupon, the location and the option.
    await page.reload();
    await expect.poll(() => total.innerText()).toBe("$80.29");
    expect(await discount.innerText()).toContain("−$6.80");
    expect(await page.getByText("Shipping to 10001, NY, United States").isVisible()).toBe(true);

    // The checkout starts from the cart's coupon, location and option.
    await page.getByRole("link", { name: "Checkout" }).click();
    const checkoutTotals = page.locator(".checkout-totals");
    await expect.poll(() => checkoutTotals.innerText()).toContain("−$6.80");
    await expect.poll(() => page.getByLabel("ZIP Code").inputValue()).toBe("10001");
    expect(await page.getByLabel("State").inputValue()).toBe("NY");
    expect(await checkoutTotals.innerText()).toContain("$80.29");

    await page.goBack();
    await page.getByRole("button", { name: "Remove coupon WELCOME10" }).click();
    await expect.poll(() => discount.count()).toBe(0);
    await page.close();
  });
});
