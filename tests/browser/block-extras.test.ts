// The block extras in Chromium, outside the page builder (tests/browser/fixtures): the map address
// field found and chosen by keyboard alone through the places calls, its failure message with a
// retry; the dataset editor's grid by keyboard and paste with its notices; the chart island
// drawing bars, a pie and lines from the same data.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DATASET_MISSING_DATA, DATASET_TRUNCATED } from "../../worker/site-content/chart/messages";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { bundleFixture } from "./component-bundle";
import { signInDemoOwner } from "./owner";
import { freshPage } from "./pages";

const { browser, store } = useBrowser();
let harness = "";

beforeAll(async () => {
  harness = await bundleFixture("tests/browser/fixtures/block-extras-harness.tsx");
});

/** The harness on a store page, as the signed-in demo owner (the places calls are owner-only). */
async function openHarness(): Promise<Page> {
  const page = await freshPage(browser());
  await signInDemoOwner(page, store());
  await page.goto(`${store()}/block-extras-harness`);
  await page.evaluate(harness);
  await page.getByRole("combobox", { name: "Map address" }).waitFor();
  return page;
}

async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", data);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe("map address autocomplete", () => {
  it("finds a place and pins it by keyboard alone", async () => {
    const page = await openHarness();
    const input = page.getByRole("combobox", { name: "Map address" });
    await input.focus();
    await page.keyboard.type("eiffel paris");
    const option = page.getByRole("option", { name: /Eiffel Tower/ });
    await option.waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => JSON.parse((await page.locator("#location").textContent()) || "null"))
      .toEqual({
        address: "Eiffel Tower, Av. Gustave Eiffel, 75007 Paris, France",
        lat: 48.8584,
        lng: 2.2945,
      });
    await expect.poll(() => input.inputValue()).toBe("Eiffel Tower, Av. Gustave Eiffel, 75007 Paris, France");
    await page.getByText("Pinned at 48.8584, 2.2945").waitFor();
    await page.close();
  });

  it("says 'Unable to load results' when the call fails, and the retry loads them", async () => {
    const page = await openHarness();
    let failNext = true;
    await page.route("**/api/google-maps/places/autocomplete**", async (route) => {
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 502, json: { message: "Unable to load results" } });
      } else await route.continue();
    });
    await page.getByRole("combobox", { name: "Map address" }).fill("opera");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Unable to load results");
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("option", { name: /Sydney Opera House/ }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.close();
  });
});

describe("dataset editor and chart island", () => {
  it("draws bars, a pie and lines from the dataset, with the data as a table", async () => {
    const page = await openHarness();
    expect(await page.locator("figure.chart-bar rect.chart-bar").count()).toBe(6);
    expect(await page.locator("figure.chart-pie .chart-slice").count()).toBe(3);
    const canvas = page.locator("figure.chart-line canvas");
    await canvas.waitFor();
    const inked = await canvas.evaluate((el: HTMLCanvasElement) => {
      const data = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(100);
    const table = page.getByRole("table", { name: "Sales by month (bar)" });
    expect(await table.getByRole("row").allInnerTexts()).toEqual([
      "Month\tSales\tCosts",
      "Jan\t10\t4",
      "Feb\t20\t8",
      "Mar\t15\t9",
    ]);
    expect(await severeViolations(page)).toEqual([]);
    await page.close();
  });

  it("adds a row and edits it by keyboard, and the charts follow", async () => {
    const page = await openHarness();
    await page.getByRole("button", { name: "Add row" }).focus();
    await page.keyboard.press("Enter");
    // Focus moves to the new row's first cell.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Row 4, Month");
    await page.keyboard.type("Apr");
    await page.keyboard.press("Tab");
    await page.keyboard.type("30");
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Row 3, Sales",
    );
    // The new row's Costs cell is still empty: a gap, and the notice says so.
    await page.getByText(DATASET_MISSING_DATA, { exact: true }).waitFor();
    expect(await page.locator("figure.chart-bar rect.chart-bar").count()).toBe(7);
    expect(await page.locator("figure.chart-pie .chart-slice").count()).toBe(4);
    await page.getByRole("button", { name: "Remove row 4 (Apr)" }).click();
    expect(await page.locator("figure.chart-bar rect.chart-bar").count()).toBe(6);
    expect(await page.getByText(DATASET_MISSING_DATA).count()).toBe(0);
    await page.close();
  });

  it("spreads pasted spreadsheet data over the grid and cuts it to the limits with a notice", async () => {
    const page = await openHarness();
    await pasteInto(page, "Row 1, Month", "Q1\t5\t1\nQ2\t6\t2");
    expect(await page.getByLabel("Row 2, Month", { exact: true }).inputValue()).toBe("Q2");
    expect(await page.getByLabel("Row 3, Month", { exact: true }).inputValue()).toBe("Mar");
    const many = Array.from({ length: 120 }, (_, i) => `r${i},${i}`).join("\n");
    await pasteInto(page, "Row 1, Month", many);
    await page.getByText(DATASET_TRUNCATED, { exact: true }).waitFor();
    expect(await page.getByLabel("Row 100, Month", { exact: true }).inputValue()).toBe("r99");
    expect(await page.getByLabel("Row 101, Month", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add row" }).isDisabled()).toBe(true);
    await page.close();
  });
});
