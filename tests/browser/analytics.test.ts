// The analytics scripts in a real browser against the built store: the census page view with
// the visitor cookies, no census on a not-found page, the PDP and add-to-cart visitor analytics
// events, and the error reporter.
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

/** The analytics entry has run once it replaced the signal queue with its handler. */
const analyticsReady = (page: Page) =>
  page.waitForFunction(() => {
    const q = (globalThis as { __ssAnalytics?: unknown }).__ssAnalytics;
    return q !== undefined && !Array.isArray(q);
  });

async function cookies(page: Page) {
  return Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
}

function collect(page: Page, path: string) {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith(path)) seen.push(r);
  });
  return seen;
}

describe("analytics in the browser", () => {
  it("a page view is sent as a beacon, accepted, and the visitor cookies are set", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const hit = page.waitForResponse((r) => r.url().endsWith("/api/census/RecordHit"));
    await page.goto(`${store()}/`);
    const response = await hit;
    expect(response.status()).toBe(202);
    const body = new URLSearchParams(response.request().postData() ?? "");
    expect(body.get("event")).toBe("View");
    const data = JSON.parse(body.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({
      websiteId: "site_demo",
      pageType: 2,
      localStorageSupported: true,
      referrer: "",
    });
    expect(typeof data.viewportInnerWidth).toBe("number");

    const jar = await cookies(page);
    const cvr = decodeURIComponent(jar.ss_cvr!.value);
    expect(cvr).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
    expect(body.get("ss_cvr")).toBe(cvr);
    expect(jar.ss_cvt!.value).toMatch(/^\d+$/);
    expect(jar.ss_aid!.value).toMatch(/^[\w-]+$/);
    // 2 years (which Chromium caps at its 400-day cookie limit), 30 minutes, 390 days: seconds
    // from now, within a minute.
    const left = (name: string) => jar[name]!.expires - Date.now() / 1000;
    expect(Math.abs(left("ss_cvr") - 400 * 86400)).toBeLessThan(60);
    expect(Math.abs(left("ss_cvt") - 1800)).toBeLessThan(60);
    expect(Math.abs(left("ss_aid") - 390 * 86400)).toBeLessThan(60);

    // The next page within the visit keeps the record.
    const again = page.waitForResponse((r) => r.url().endsWith("/api/census/RecordHit"));
    await page.goto(`${store()}/shop`);
    expect((await again).status()).toBe(202);
    expect(decodeURIComponent((await cookies(page)).ss_cvr!.value)).toBe(cvr);
    await context.close();
  });

  it("sends no census from a not-found page", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const hits = collect(page, "/api/census/");
    await page.goto(`${store()}/no-such-page`);
    await analyticsReady(page);
    await page.waitForTimeout(500);
    expect(hits).toEqual([]);
    await context.close();
  });

  it("a product page sends VisitPDP; adding to cart sends AddToCart", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const events = collect(page, "/api/analytics/events");
    await page.goto(`${store()}/shop/linen-field-shirt`);
    await analyticsReady(page);
    const names = () =>
      events
        .filter((r) => !r.url().endsWith("/validate"))
        .map(
          (r) =>
            (JSON.parse(r.postData() ?? "{}") as { eventContent: { custom_schema_name: string } })
              .eventContent.custom_schema_name,
        );
    await expect.poll(names).toContain("VisitPDP");
    await page.locator('select[data-variant-option-name="Size"]').selectOption("M");
    await page.locator('select[data-variant-option-name="Colour"]').selectOption("Indigo");
    const added = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/analytics/events") && (r.request().postData() ?? "").includes('"AddToCart"'),
    );
    await page.locator(".sqs-add-to-cart-button").click();
    expect((await added).status()).toBe(202);
    await context.close();
  });

  it("reports an uncaught error to RecordJavascriptErrors", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${store()}/`);
    await analyticsReady(page);
    const reported = page.waitForResponse((r) => r.url().endsWith("/api/events/RecordJavascriptErrors"));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("analytics test error");
      });
    });
    const response = await reported;
    expect(response.status()).toBe(202);
    expect(response.request().postData()).toContain("analytics test error");
    await context.close();
  });
});
