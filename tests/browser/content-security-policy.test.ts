// The Content-Security-Policy as a visitor's browser applies it: a script that found its way into
// a page's markup (here written into the HTML on its way to the browser, the server's headers kept)
// is refused and the violation reported, while the page's own islands load and work.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { freshPage, problems } from "./pages";

const { browser, store } = useBrowser();

const INJECTED = `<script>document.title="injected";window.injectedRan=true</script>`;

describe("the content security policy", () => {
  it("refuses an inline script that is not the page's own, and the islands still work", async () => {
    const page = await freshPage(browser());
    const url = `${store()}/shop/linen-field-shirt`;
    // What the browser reports to the page itself about a refused script.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", `${INJECTED}</body>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);

    // The islands: choosing a variant shows its price.
    const price = page.locator(".product-meta .product-price");
    await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
    await expect.poll(() => price.innerText()).toContain("$118.00");

    expect(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
    ).toBeUndefined();
    expect(await page.title()).not.toBe("injected");
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
      "script-src-elem inline",
    ]);
    // Chromium's own console line for it, and nothing else went wrong.
    expect(problems(page)).toHaveLength(1);
    expect(problems(page)[0]).toMatch(
      /^console error: Executing inline script violates .*Content Security Policy/,
    );
    await page.close();
  });
});
