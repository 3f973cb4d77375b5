// Taxes in the panel as the demo owner uses them: a rate added in the Taxes screen for a US state
// is the tax a visitor's checkout to that state shows, as a line of its own (sales tax on top).
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { openPage, problems, watchProblems } from "./pages";

const { browser, store } = useBrowser();

describe("taxes in the panel", () => {
  it("adds New Jersey's sales tax, and a checkout to New Jersey charges it on a $34.00 mug", async () => {
    const owner = await (await browser().newContext()).newPage();
    await signInDemoOwner(owner, store());
    // From here: the sign-in page's own session probe answers 401 before the owner signs in.
    watchProblems(owner);
    await owner.getByRole("link", { name: "Taxes" }).click();
    await owner.getByRole("heading", { name: "Add a tax rate" }).waitFor();
    await owner.getByLabel("Name", { exact: true }).fill("New Jersey sales tax");
    await owner.getByLabel("Country", { exact: true }).selectOption({ label: "United States" });
    await owner.getByLabel("Region", { exact: true }).selectOption({ label: "New Jersey" });
    await owner.getByLabel("Rate (%)").fill("6.625");
    await owner.getByRole("button", { name: "Add rate" }).click();
    const row = owner.getByRole("region", { name: "United States" }).getByRole("row", { name: /New Jersey/ });
    await expect
      .poll(() => row.innerText())
      .toMatch(/New Jersey sales tax\s+New Jersey\s+6\.625%\s+Not taxed/);
    expect(problems(owner)).toEqual([]);
    await owner.close();

    const page = await openPage(browser(), `${store()}/shop/speckled-stoneware-mug`);
    const add = page.locator(".sqs-add-to-cart-button");
    await add.click();
    await expect.poll(() => add.innerText(), { timeout: 5000 }).toBe("Added!");
    await page.goto(`${store()}/checkout`);
    await page.getByLabel("Email").fill("nj-buyer@example.com");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Address", { exact: true }).fill("1 Main Street");
    await page.getByLabel("Town or city").fill("Newark");
    await page.getByLabel("State").selectOption("NJ");
    await page.getByLabel("ZIP Code").fill("07102");
    await expect.poll(() => page.locator(".checkout-option").count()).toBeGreaterThan(0);
    // 6.625% of $34.00 is $2.2525: $2.25, on top of the price; shipping is not taxed by this rate.
    await expect
      .poll(() => page.locator('.checkout-totals dt:text-is("Tax") + dd').innerText())
      .toBe("$2.25");
    expect(problems(page)).toEqual([]);
    await page.close();
  });
});
