// axe-core on the four storefront pages the budgets name, hydrated as a visitor sees them:
// no violation of serious or critical impact.
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

const PAGES = [
  ["the product page", "/shop/linen-field-shirt"],
  ["the listing", "/shop"],
  ["the cart", "/cart"],
  ["the home page", "/"],
] as const;

describe("accessibility (axe-core)", () => {
  for (const [name, path] of PAGES) {
    it(`finds no serious or critical violation on ${name}`, async () => {
      const page = await browser().newPage();
      await page.goto(`${store()}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await severeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it("finds no serious or critical violation on the checkout form (an express checkout's line)", async () => {
    const page = await browser().newPage();
    await page.goto(`${store()}/checkout?item=prd_dyers_handbook&sku=SQ-HANDBOOK-PDF&qty=1`);
    await page.waitForSelector(".checkout-form");
    expect(await severeViolations(page)).toEqual([]);
    await page.close();
  });

  it("reports an image without alt text as critical (the check itself works)", async () => {
    const page = await browser().newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><img src="/x.svg"></main></html>',
    );
    const found = await severeViolations(page);
    expect(found.some((line) => line.startsWith("critical image-alt:"))).toBe(true);
    await page.close();
  });
});
