// A visitor's product page view and add to cart reach the owner's analytics dashboard: through the
// census and analytics calls, the EVENTS queue (batched by wrangler dev), the consumer's rollups
// and GET /api/owner/analytics. The D1 is shared with every other browser test, so the figures
// are read before and must grow, never compared with fixed counts.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

/** The queue consumer writes a batch at the latest 5 s after its first message (wrangler.toml). */
const ARRIVAL_TIMEOUT = 40_000;

async function signedInOwner(b: Browser): Promise<Page> {
  // The picker's segments follow the locale: month/day/year.
  const page = await (await b.newContext({ locale: "en-US" })).newPage();
  await signInDemoOwner(page, store());
  await page
    .getByRole("navigation", { name: "Owner panel" })
    .getByRole("link", { name: "Analytics" })
    .click();
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

    // Each chart is an image named for what it shows, whose details are the table beside it.
    for (const [chart, table] of [
      ["Page views, visits and unique visitors per day", "Traffic"],
      ["Visits per device", "Devices"],
      ["Commerce funnel: product views, add to cart, checkout and purchase", "Commerce funnel"],
    ]) {
      const details = await owner.getByRole("img", { name: chart, exact: true }).getAttribute("aria-details");
      expect(await owner.locator(`[id="${details}"]`).getAttribute("aria-labelledby")).toBe(
        await owner.getByRole("heading", { name: table, level: 2 }).getAttribute("id"),
      );
    }
    expect(await severeViolations(owner, "main")).toEqual([]);
    await owner.context().close();
  });

  it("keeps the range in the URL and refuses a range the worker would refuse, with its message", async () => {
    const owner = await signedInOwner(browser());
    await owner.getByRole("button", { name: "Last 7 days" }).click();
    await expect.poll(() => new URL(owner.url()).search).toBe("?days=7");
    const summary = owner.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: /);
    const [from, to] = (await summary.innerText()).match(/\d{4}-\d{2}-\d{2}/g)!;
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(6);
    await owner.reload();
    expect(await owner.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // Days typed into the picker: month, day and year of the start, then of the end.
    await owner.getByRole("spinbutton", { name: /^month, Start Date/ }).click();
    await owner.keyboard.type("03092020");
    await owner.getByRole("spinbutton", { name: /^month, End Date/ }).click();
    await owner.keyboard.type("03112020");
    await expect.poll(() => new URL(owner.url()).search).toBe("?from=2020-03-09&to=2020-03-11");
    await owner.getByText("2020-03-09 to 2020-03-11: ").waitFor();
    await owner.reload();
    await owner.getByText("2020-03-09 to 2020-03-11: ").waitFor();

    const reversed = "?from=2020-03-11&to=2020-03-09";
    const worker = await owner.request.get(`${store()}/api/owner/analytics${reversed}`);
    expect(worker.status()).toBe(400);
    const { message } = (await worker.json()) as { message: string };
    expect(message).toBe("from must be on or before to.");
    await owner.goto(`${store()}/config/analytics${reversed}`);
    await owner.getByText(message, { exact: true }).waitFor();
    expect(await owner.getByRole("heading", { name: "Traffic" }).count()).toBe(0);
    await owner.context().close();
  });
});
