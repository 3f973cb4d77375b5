// An order placed through the checkout API with the test card, opened from the owner panel's
// orders table by the demo store's owner and fulfilled after a confirm dialog.
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { useBrowser } from "./browser";
import { NY_ADDRESS, TEST_CARD } from "../fixtures/checkout";

const { browser, store } = useBrowser();

async function placeOrder(email: string) {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.request.get(`${store()}/api/commerce/shopping-cart`);
  const crumb = (await context.cookies()).find((c) => c.name === "crumb")!.value;
  const res = await page.request.post(`${store()}/api/commerce/checkout`, {
    headers: { "x-csrf-token": crumb, origin: store() },
    data: {
      checkoutId: `chk_${crypto.randomUUID().replaceAll("-", "")}`,
      email,
      shippingAddress: NY_ADDRESS,
      couponCodes: [],
      paymentMethod: TEST_CARD,
      express: { itemId: "prd_dyers_handbook", quantity: 1 },
    },
  });
  expect(res.status()).toBe(200);
  const placed = (await res.json()) as { orderId: string; orderNumber: number };
  await context.close();
  return placed;
}

describe("orders in the panel", () => {
  it("finds a placed order by its buyer's email and fulfils it", async () => {
    const email = `panel-${Date.now()}@example.com`;
    const placed = await placeOrder(email);
    const page = await (await browser().newContext()).newPage();
    await page.goto(`${store()}/config/sign-in`);
    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table", { name: "Products" }).waitFor();

    await page.getByRole("navigation").getByRole("link", { name: "Orders" }).click();
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
