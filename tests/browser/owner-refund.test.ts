// The demo store's owner refunds part of an order in the panel: an order placed with the test card
// (its own, through the checkout API), the refund dialog with an amount, the order then partially
// refunded with the refund in its history; a refund beyond what is left is refused in the dialog;
// the orders CSV exported from the searched table holds the order as partially refunded.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { placeTestOrder, signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("refunding in the panel", () => {
  it("refunds part of an order to the card, refuses more than is left, and exports it as CSV", async () => {
    const email = `refund-${Date.now()}@example.com`;
    const placed = await placeTestOrder(browser(), store(), email);
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());

    await page.goto(`${store()}/config/orders/${placed.orderId}`);
    await page.getByRole("heading", { name: `Order #${placed.orderNumber}`, level: 1 }).waitFor();
    await expect.poll(() => page.getByText("Status: Paid").count()).toBe(1);

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Refund order #${placed.orderNumber}` });
    await dialog.getByLabel("Amount to refund").fill("5.00");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await dialog.getByRole("button", { name: "Yes, refund $5.00" }).click();
    await expect.poll(() => page.getByText("Status: Partially refunded").count()).toBe(1);
    const history = page.getByRole("table", { name: "Refunds" });
    await expect.poll(() => history.getByRole("cell", { name: "$5.00" }).count()).toBe(1);

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    await dialog.getByLabel("Amount to refund").fill("99999.00");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await dialog.getByRole("button", { name: "Yes, refund $99,999.00" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toMatch(/^You can refund at most \$[\d.,]+ of this order to the card\./);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();

    // The orders CSV of what the table's search shows: this order, partially refunded, $5.00 back.
    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("table", { name: "Orders" }).waitFor();
    await page.getByRole("searchbox").fill(email);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("orders.csv");
    const csv = readFileSync((await download.path())!, "utf8").split("\r\n");
    expect(csv[0]).toMatch(/^\uFEFFOrder,Placed on,Status,Email,/);
    expect(csv[1]).toMatch(new RegExp(`^${placed.orderNumber},[^,]+,partially_refunded,${email},`));
    expect(csv[1]).toContain(",5.00,");
    expect(csv.filter((line) => line !== "")).toHaveLength(2);
    await page.context().close();
  });
});
