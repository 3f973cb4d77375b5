// axe-core on the four storefront pages the budgets name, hydrated as a visitor sees them:
// no violation of serious or critical impact.
import axe from "axe-core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

const PAGES = [
  ["the product page", "/shop/linen-field-shirt"],
  ["the listing", "/shop"],
  ["the cart", "/cart"],
  ["the home page", "/"],
] as const;

/** Serious and critical violations, one line each: impact, rule, help, flagged elements. */
async function severeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.targets)}`);
}

describe("accessibility (axe-core)", () => {
  for (const [name, path] of PAGES) {
    it(`finds no serious or critical violation on ${name}`, async () => {
      const page = await browser().newPage();
      await page.goto(`${store()}${path}`);
      await page.waitForSelector("html[data-hydrated=true]");
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
