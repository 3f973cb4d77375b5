// Discounts in Chromium: the demo owner makes a 10% code on the Discounts screen and sees it
// listed as active; a visitor enters it in the cart and sees 10% come off. The code is deleted
// afterwards (the browser tests share one D1).
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { ownerApi } from "./owner-api";
import { addCartLines, freshPage, openPage, problems } from "./pages";

const { browser, store } = useBrowser();
const CODE = `TENOFF${Date.now().toString(36).toUpperCase()}`;

afterAll(async () => {
  const owner = await ownerApi(browser(), store());
  const { discounts } = await owner.read<{ discounts: { id: string; code: string | null }[] }>(
    "/api/owner/discounts",
  );
  for (const d of discounts.filter((d) => d.code === CODE)) {
    await owner.send("DELETE", `/api/owner/discounts/${d.id}`);
  }
  await owner.close();
});

describe("discounts", () => {
  it("the owner makes a 10% code; a visitor enters it in the cart and gets 10% off", async () => {
    const owner = await freshPage(browser());
    await signInDemoOwner(owner, store());
    // The sign-in page's own 401 (no session yet) is not the Discounts screen's.
    const signInProblems = problems(owner).length;
    await owner.getByRole("link", { name: "Discounts" }).click();
    await owner.getByRole("heading", { name: "Discounts", level: 1 }).waitFor();
    await owner.getByLabel("Code", { exact: true }).fill(CODE.toLowerCase());
    await owner.getByLabel("Percent off").fill("10");
    await owner.getByRole("button", { name: "Make discount" }).click();
    const row = owner.getByRole("row", { name: new RegExp(CODE) });
    await expect.poll(() => row.innerText()).toContain("Active");
    expect(await row.innerText()).toContain("10% off");
    expect(problems(owner).slice(signInProblems)).toEqual([]);

    const page = await openPage(browser(), `${store()}/cart`);
    await addCartLines(page, [{ itemId: "prd_speckled_mug", sku: "SQ-MUG", quantity: 2 }]);
    await page.reload();
    const total = page.locator(".cart-grand-total-price");
    await expect.poll(() => total.innerText()).toBe("$68.00");
    await page.getByLabel("Coupon code").fill(CODE.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.locator(".cart-discount").innerText()).toContain("−$6.80");
    await expect.poll(() => total.innerText()).toBe("$61.20");
    expect(await page.locator(".cart-coupon-valid").innerText()).toContain(CODE);
    expect(problems(page)).toEqual([]);
  });
});
