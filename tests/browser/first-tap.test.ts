// A visitor's first tap on an island takes effect, whenever it comes: on a desktop (click) and on a
// touch phone (tap), the moment the control is visible, even before the island's code arrived
// (here held back until after the tap). Nothing the visitor typed or chose meanwhile is lost.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FORM_UPDATE_MISSING, REQUIRED } from "../../worker/forms/messages";
import { useBrowser } from "./browser";
import { freshPage, problems } from "./pages";

const { browser, store } = useBrowser();

type Device = "desktop" | "phone";

/** A visitor's page whose island chunk `chunk` is held back until `release()`. */
async function openHeld(path: string, chunk: string, device: Device) {
  const page = await freshPage(browser(), undefined, device === "phone");
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto(`${store()}${path}`);
  return { page, release, asked: () => asked };
}

/** A click on a desktop, a tap on a phone: the control is used the moment it is visible. */
const press = (page: Page, name: string, device: Device) => {
  const control = page.getByRole("button", { name, exact: true });
  return device === "phone" ? control.tap() : control.click();
};

describe.each<Device>(["desktop", "phone"])("the first tap on a %s", (device) => {
  it("on Send of an empty form shows 'Required' by each required field", async () => {
    const { page, release, asked } = await openHeld("/contact", "FormBlock", device);
    await press(page, "Send", device);
    // The tap asked for the form's code; it answers only now.
    await expect.poll(asked).toBe(true);
    release();
    const error = (id: string) => page.locator(`[data-field-id="${id}"] .form-field-error`);
    await expect.poll(() => error("email").innerText()).toBe(REQUIRED);
    expect(await error("message").innerText()).toBe(REQUIRED);
    expect(await page.locator(".form-block-error").innerText()).toBe(FORM_UPDATE_MISSING);
    expect(problems(page)).toEqual([]);
    await page.close();
  });

  it("on Send keeps what was typed and chosen before the form's code came", async () => {
    const { page, release } = await openHeld("/contact", "FormBlock", device);
    const field = (id: string) => page.locator(`[data-field-id="${id}"]`);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await field("email").locator("input").fill("ada@example.com");
    await field("topic").locator("select").selectOption("Workshop");
    await field("message").locator("textarea").fill("Is there room on the March dye workshop?");
    const saved: unknown[] = [];
    await page.route("**/api/form/SaveFormSubmission", async (route) => {
      saved.push(JSON.parse(route.request().postDataJSON().form));
      await route.continue();
    });
    await press(page, "Send", device);
    release();
    await expect.poll(() => page.locator(".form-submission-text").count(), { timeout: 10_000 }).toBe(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      email: "ada@example.com",
      topic: "Workshop",
      message: "Is there room on the March dye workshop?",
    });
    expect(JSON.stringify(saved[0])).toContain("Lovelace");
    expect(problems(page)).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  it("a form whose field was focused and typed in before the page's script came counts what was typed", async () => {
    // The islands' entry itself held: the visitor is already typing when it runs.
    const { page, release } = await openHeld("/contact", "main", device);
    const message = page.locator('[data-field-id="message"]');
    await message.locator("textarea").fill("Hello there");
    release();
    await expect.poll(() => message.locator(".form-field-counter").innerText()).toBe("11 / 500");
    expect(problems(page)).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  it("on Add To Cart adds the product and the cart counter shows it", async () => {
    const { page, release } = await openHeld("/shop/speckled-stoneware-mug", "ProductForm", device);
    await press(page, "Add To Cart", device);
    release();
    await expect
      .poll(() => page.locator(".cart-quantity").first().innerText(), { timeout: 10_000 })
      .toBe("1");
    const cart = await page.request.get(`${store()}/api/commerce/shopping-cart`);
    const entries = ((await cart.json()) as { entries: { chosenVariant: { sku: string } }[] }).entries;
    expect(entries.map((e) => e.chosenVariant.sku)).toEqual(["SQ-MUG"]);
    expect(problems(page)).toEqual([]);
    await page.close();
  });
});
