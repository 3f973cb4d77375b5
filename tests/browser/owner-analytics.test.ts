// A visitor's product page view and add to cart reach the owner's analytics dashboard: through the
// census and analytics calls, the EVENTS queue (batched by wrangler dev), the consumer's rollups
// and GET /api/owner/analytics. The D1 is shared with every other browser test, so the figures
// are read before and must grow, never compared with fixed counts.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { useBrowser } from "./browser";

const { browser, store } = useBrowser();

/** The queue consumer writes a batch at the latest 5 s after its first message (wrangler.toml). */
const ARRIVAL_TIMEOUT = 40_000;

async function signedInOwner(b: Browser): Promise<Page> {
  const page = await (await b.newContext()).newPage();
  await page.goto(`${store()}/config/sign-in`);
  await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
  await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("table", { name: "Products" }).waitFor();
  await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).click();
  await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
  return page;
}

/**
 * A figure of the dashboard as it is now (reloaded): the first number in the row headed `row` of
 * the table named `table`; 0 when the row (or the whole table: an empty section) is not there.
 */
async function figure(page: Page, table: string, row: string): Promise<number> {
  await page.reload();
  // The sections' headings appear once the dashboard's data has loaded.
  await page.getByRole("heading", { name: table, level: 2 }).waitFor();
  const line = page
    .getByRole("table", { name: table, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: row, exact: true }) });
  if ((await line.count()) === 0) return 0;
  return Number(await line.getByRole("cell").first().innerText());
}

describe("the owner's analytics dashboard", () => {
  it("shows a visitor's product page view and add to cart", async () => {
    const visitor = await (await browser().newContext()).newPage();
    await visitor.goto(`${store()}/shop`);
    const productPath = (await visitor.locator(".product-card-link").first().getAttribute("href"))!;
    expect(productPath).toMatch(/^\/shop\//);

    const owner = await signedInOwner(browser());
    const viewsBefore = await figure(owner, "Top pages", productPath);
    const addsBefore = await figure(owner, "Commerce funnel", "Add to cart");

    const viewed = visitor.waitForResponse(
      (r) =>
        r.url().endsWith("/api/census/RecordHit") &&
        (r.request().postData() ?? "").includes(encodeURIComponent(productPath)),
    );
    await visitor.goto(`${store()}${productPath}`);
    await visitor.waitForSelector("html[data-hydrated=true]");
    expect((await viewed).status()).toBe(202);
    const { variants } = await visitor.evaluate(
      () =>
        JSON.parse(document.querySelector<HTMLElement>("[data-island=ProductForm]")!.dataset.props!) as {
          variants: { available: boolean; attributes: Record<string, string> }[];
        },
    );
    const available = variants.find((v) => v.available)!;
    for (const [name, value] of Object.entries(available.attributes)) {
      await visitor.locator(`select[data-variant-option-name="${name}"]`).selectOption(value);
    }
    const added = visitor.waitForResponse(
      (r) =>
        r.url().endsWith("/api/analytics/events") && (r.request().postData() ?? "").includes('"AddToCart"'),
    );
    await visitor.locator(".sqs-add-to-cart-button").click();
    expect((await added).status()).toBe(202);
    await visitor.context().close();

    await expect
      .poll(() => figure(owner, "Top pages", productPath), { timeout: ARRIVAL_TIMEOUT, interval: 1000 })
      .toBeGreaterThan(viewsBefore);
    await expect
      .poll(() => figure(owner, "Commerce funnel", "Add to cart"), {
        timeout: ARRIVAL_TIMEOUT,
        interval: 1000,
      })
      .toBeGreaterThan(addsBefore);
    await owner.context().close();
  });
});
