// Shipping from the panel: the demo store's owner adds a zone for Sweden with a flat rate on the
// Shipping screen, and a visitor's cart estimate to Sweden offers exactly that rate (the zone beats
// rest of world). The owner then deletes the zone (the browser tests share one D1).
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { useBrowser } from "./browser";
import { addCartLines, freshPage, openPage, problems } from "./pages";

const { browser, store } = useBrowser();

describe("shipping", () => {
  it("the owner adds a zone with a flat rate, and a visitor's cart to that country offers it", async () => {
    const zoneName = `Sweden ${Date.now()}`;
    const owner = await freshPage(browser());
    await owner.goto(`${store()}/config/sign-in`);
    await owner.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await owner.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.getByRole("link", { name: "Shipping" }).click();
    await owner.getByRole("heading", { name: "Shipping", level: 1 }).waitFor();
    await owner.getByLabel("Name of new zone").fill(zoneName);
    await owner.getByLabel("Countries of new zone").fill("SE");
    await owner.getByRole("button", { name: "Add zone" }).click();
    await owner.getByText(`Add a rate to ${zoneName}`).click();
    await owner.getByLabel(`Name of new rate of ${zoneName}`).fill("PostNord");
    await owner.getByLabel(`Price of new rate of ${zoneName}`).fill("9.00");
    await owner.getByRole("button", { name: "Add rate" }).click();
    const rates = owner.getByRole("list", { name: `Rates of ${zoneName}` });
    await expect.poll(() => rates.innerText()).toContain("PostNord — Flat rate: 9.00");

    const page = await openPage(browser(), `${store()}/cart`);
    await addCartLines(page, [{ itemId: "prd_speckled_mug", sku: "SQ-MUG", quantity: 1 }]);
    await page.reload();
    await page.getByRole("button", { name: "Estimate shipping" }).click();
    await page.getByLabel("Country").selectOption("SE");
    await page.getByLabel("Postcode").fill("114");
    await page.getByRole("button", { name: "Estimate", exact: true }).click();
    const options = page.getByRole("group", { name: "Shipping options" });
    await expect.poll(() => options.getByRole("radio", { name: "PostNord: $9.00" }).isChecked()).toBe(true);
    expect(await options.getByRole("radio").count()).toBe(1);
    expect(problems(page)).toEqual([]);

    // The owner deletes the zone (after a question); the browser tests share one D1.
    await owner.getByRole("button", { name: `Delete ${zoneName}` }).click();
    await owner.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => owner.getByRole("heading", { name: zoneName }).count()).toBe(0);
  });
});
