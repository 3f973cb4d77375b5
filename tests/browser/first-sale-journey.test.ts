// Issue 20's proof: from a blank site's sign-up to its first sales, through the panel alone. The
// new owner adds a product with a photo and two variants, a shipping zone for Germany beside the
// starter zone, tax rates for New York and Germany, a coupon, and a page with a new form, and
// publishes; a visitor on a phone buys with the test card once to New York and once to Berlin (each tax
// shown the way its place expects) with the coupon, and sends the form; the owner finds both
// orders and the submission under their names. The site is the test's own: nothing to put back.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { watchPageErrors } from "./page-errors";
import { PHONE } from "./pages";
import { makePng } from "./png";
import { signUp } from "./sign-up";
import { addBlock, createPageInEditor, publish, ROUND_TRIP, saved } from "./site-builder";

const { browser, store } = useBrowser();

const CODE = "FIRST10";

/** The panel's navigation link `name`, clicked, and the screen's heading waited for. */
async function openScreen(page: Page, link: string, heading = link) {
  await page
    .getByRole("navigation", { name: "Owner panel" })
    .getByRole("link", { name: link, exact: true })
    .click();
  await page.getByRole("heading", { name: heading, level: 1 }).first().waitFor();
}

async function addProduct(page: Page, title: string): Promise<string> {
  await page
    .getByRole("list", { name: "Setup checklist" })
    .getByRole("link", { name: "Add a product" })
    .click();
  await page.getByRole("heading", { name: "New product" }).waitFor();
  // A blank site has no store page yet: the editor makes one.
  await page.getByRole("button", { name: "New store page" }).click();
  const dialog = page.getByRole("dialog", { name: "New store page" });
  await dialog.getByLabel("Store page title").fill("Shop");
  await dialog.getByRole("button", { name: "Create store page" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Options", { exact: true }).fill("Size");
  await page.getByLabel("Size of variant 1", { exact: true }).fill("Small");
  await page.getByLabel("Price of variant 1", { exact: true }).fill("30");
  await page.getByLabel("Stock of variant 1", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Add variant" }).click();
  await page.getByLabel("Size of variant 2", { exact: true }).fill("Large");
  await page.getByLabel("Price of variant 2", { exact: true }).fill("40");
  await page.getByLabel("Stock of variant 2", { exact: true }).fill("5");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose photos" }).click();
  await (await chooser).setFiles([{ name: "vase.png", mimeType: "image/png", buffer: makePng(400, 300) }]);
  await expect.poll(() => page.getByRole("list", { name: "Photos" }).getByRole("listitem").count()).toBe(1);
  await page.getByLabel("Alt text of photo 1").fill("A blue vase on a shelf");
  await page.getByRole("button", { name: "Save product" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Product saved." });
  await saved.waitFor();
  return (await saved.getByRole("link", { name: "View on the store" }).getAttribute("href"))!;
}

async function addGermanyShipping(page: Page) {
  await openScreen(page, "Shipping");
  // The starter zone: the site's own country with a flat rate.
  await page.getByRole("heading", { name: "United States" }).waitFor();
  await page.getByLabel("Name of new zone").fill("Germany");
  await page.getByLabel("Countries of new zone").fill("DE");
  await page.getByRole("button", { name: "Add zone" }).click();
  await page.getByText("Add a rate to Germany").click();
  await page.getByLabel("Name of new rate of Germany").fill("DHL Paket");
  await page.getByLabel("Price of new rate of Germany").fill("12.00");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect
    .poll(() => page.getByRole("list", { name: "Rates of Germany" }).innerText())
    .toContain("DHL Paket — Flat rate: 12.00");
}

async function addTaxRate(page: Page, name: string, country: string, region: string | null, rate: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Country", { exact: true }).selectOption({ label: country });
  if (region) await page.getByLabel("Region", { exact: true }).selectOption({ label: region });
  await page.getByLabel("Rate (%)").fill(rate);
  await page.getByRole("button", { name: "Add rate" }).click();
  await page
    .getByRole("region", { name: country })
    .getByRole("row", { name: new RegExp(name) })
    .waitFor();
}

async function addCoupon(page: Page) {
  await openScreen(page, "Discounts");
  await page.getByLabel("Code", { exact: true }).fill(CODE);
  await page.getByLabel("Percent off").fill("10");
  await page.getByRole("button", { name: "Make discount" }).click();
  await expect.poll(() => page.getByRole("row", { name: new RegExp(CODE) }).innerText()).toContain("Active");
}

/** A page with a new form (made in place from the Form block), published; answers its URL. */
async function addFormPage(page: Page, title: string): Promise<string> {
  const url = await createPageInEditor(page, title);
  await addBlock(page, "Form");
  await page.getByRole("button", { name: "New form" }).click();
  const picker = page.getByRole("combobox", { name: "Form" });
  await expect.poll(() => picker.inputValue(), ROUND_TRIP).toBe(`${title} form`);
  await saved(page);
  await publish(page);
  // The new form's fields, in its builder.
  await page.getByRole("link", { name: "Edit this form" }).click();
  await page.getByRole("heading", { name: `Edit ${title} form` }).waitFor();
  const fields = page.getByRole("list", { name: "Fields" }).getByRole("listitem");
  await page.getByRole("button", { name: "Add field" }).click();
  await fields.last().getByLabel("Label", { exact: true }).fill("Your question");
  await fields.last().getByLabel("Required").check();
  await page.getByLabel("Submission text").fill("Thanks, we will answer soon.");
  await page.getByRole("button", { name: "Save form" }).click();
  await page.getByText("Saved.").waitFor();
  return url;
}

interface Buyer {
  email: string;
  name: string;
  fillAddress: (page: Page) => Promise<void>;
}

const NEW_YORK: Buyer = {
  email: "ny-buyer@example.com",
  name: "Ada Lovelace",
  fillAddress: async (page) => {
    await page.getByLabel("Address", { exact: true }).fill("1 Main Street");
    await page.getByLabel("Town or city").fill("New York");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("ZIP Code").fill("10001");
  },
};

const BERLIN: Buyer = {
  email: "berlin-buyer@example.com",
  name: "Emmy Noether",
  fillAddress: async (page) => {
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Address", { exact: true }).fill("Unter den Linden 1");
    await page.getByLabel("Town or city").fill("Berlin");
    await page.getByLabel("Postal Code").fill("10117");
  },
};

/** A visitor's purchase of one `size`, with the coupon and the test card; answers the order number. */
async function buy(page: Page, productUrl: string, size: string, buyer: Buyer) {
  await page.goto(productUrl);
  await page.locator('select[data-variant-option-name="Size"]').selectOption(size);
  const add = page.locator(".sqs-add-to-cart-button");
  await add.click();
  await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");
  await page.goto(new URL("/checkout", productUrl).href);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Full name").fill(buyer.name);
  await buyer.fillAddress(page);
  await expect.poll(() => page.locator(".checkout-option").count()).toBeGreaterThan(0);
  await page.getByLabel("Coupon code").fill(CODE);
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect.poll(() => page.locator(".checkout-coupons").innerText()).toContain(CODE);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  const totals = await page.locator(".checkout-totals").innerText();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/commerce\/orders\/ord_\w+\?token=/);
  const heading = await page.locator("h1#order-title").innerText();
  return { number: /Your order #(\d+) is confirmed\./.exec(heading)![1]!, totals };
}

describe("a blank site to its first sale", () => {
  it(
    "is set up from the panel alone and sells to New York and Berlin with a coupon, and takes a form",
    { timeout: 120_000 },
    async () => {
      const name = `first-${Date.now().toString(36)}`;
      const owner = await (await browser().newContext()).newPage();
      await signUp(owner, store(), name, "A blank site", "Blue Pottery");
      // From the new site's home on: any console error or failed call fails the test.
      const ownerErrors = watchPageErrors(owner, { leavesPages: true });
      const site = new URL(owner.url()).origin;

      const productPath = await addProduct(owner, "Blue Vase");
      await addGermanyShipping(owner);
      await openScreen(owner, "Taxes");
      await addTaxRate(owner, "New York sales tax", "United States", "New York", "8.875");
      await addTaxRate(owner, "VAT", "Germany", null, "19");
      await addCoupon(owner);
      const formPage = await addFormPage(owner, "Questions");
      ownerErrors();

      // The visitor shops on a touch phone; the owner works at a desktop.
      const visitor = await (await browser().newContext(PHONE)).newPage();
      const visitorErrors = watchPageErrors(visitor, { leavesPages: true });
      // The product page shows the photo with its alt text.
      await visitor.goto(`${site}${productPath}`);
      await visitor.getByRole("img", { name: "A blue vase on a shelf" }).first().waitFor();

      // New York: $30.00 less 10% = $27.00, shipping $5.00 (the starter rate), tax 8.875% of
      // $27.00 = $2.40 added on top: $34.40.
      const ny = await buy(visitor, `${site}${productPath}`, "Small", NEW_YORK);
      expect(ny.totals.split("\n")).toEqual([
        ...["Subtotal", "$30.00", "Discount", "−$3.00", "Shipping", "$5.00"],
        ...["Tax", "$2.40", "Total", "$34.40"],
      ]);

      // Berlin: $40.00 less 10% = $36.00, DHL Paket $12.00 (not taxed), VAT 19% of $36.00 = $6.84,
      // shown inside the prices the German buyer sees ($47.60 less $4.76): $54.84.
      const berlin = await buy(visitor, `${site}${productPath}`, "Large", BERLIN);
      expect(berlin.totals.split("\n")).toEqual([
        ...["Subtotal", "$47.60", "Discount", "−$4.76", "Shipping", "$12.00"],
        ...["Total", "$54.84", "Including $6.84 VAT"],
      ]);

      // The form on the published page.
      await visitor.goto(`${site}${formPage}`);
      await visitor.getByLabel(/Your question/).fill("Do you ship vases to Austria?");
      await visitor.getByRole("button", { name: "Submit" }).click();
      await visitor.getByText("Thanks, we will answer soon.").waitFor();
      visitorErrors();

      // The owner finds both orders and the submission, by their names.
      await openScreen(owner, "Orders");
      const orders = owner.getByRole("table", { name: "Orders" });
      await expect.poll(() => orders.innerText(), ROUND_TRIP).toContain(`#${ny.number}`);
      expect(await orders.innerText()).toContain(`#${berlin.number}`);
      expect(await orders.innerText()).toContain(NEW_YORK.email);
      expect(await orders.innerText()).toContain(BERLIN.email);
      await openScreen(owner, "Forms");
      await owner.getByRole("link", { name: "Submissions of Questions form: 1" }).click();
      await owner.getByRole("heading", { name: "Submissions of Questions form" }).waitFor();
      await expect
        .poll(() => owner.getByRole("table", { name: "Submissions" }).innerText(), ROUND_TRIP)
        .toContain("Do you ship vases to Austria?");
      ownerErrors();
    },
  );
});
