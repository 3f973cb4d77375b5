// An order placed through the checkout API with the test card, opened from the owner panel's
// orders table by the demo store's owner and fulfilled after a confirm dialog.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { placeTestOrder, signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("orders in the panel", () => {
  it("finds a placed order by its buyer's email and fulfils it", async () => {
    const email = `panel-${Date.now()}@example.com`;
    const placed = await placeTestOrder(browser(), store(), email);
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());

    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Orders" }).click();
    const table = page.getByRole("table", { name: "Orders" });
    await table.waitFor();
    await page.getByRole("searchbox").fill(email);
    await page.getByRole("link", { name: `#${placed.orderNumber}`, exact: true }).click();
    await page.getByRole("heading", { name: `Order #${placed.orderNumber}`, level: 1 }).waitFor();
    await expect.poll(() => page.getByText("Status: Paid").count()).toBe(1);

    await page.getByRole("button", { name: "Fulfil" }).click();
    await page.getByRole("button", { name: "Fulfil order" }).click();
    await expect.poll(() => page.getByText("Status: Fulfilled").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Fulfil" }).count()).toBe(0);
    await page.context().close();
  });
});
