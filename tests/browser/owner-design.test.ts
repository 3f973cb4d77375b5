// The Design screen as an owner uses it, by keyboard: the accent colour changed with the colour
// picker's hue slider and typed as text, an out-of-range HSL part refused with the spec's message,
// a headings font picked by typing its name; saved, a visitor's page carries the new custom
// properties and the font is served from the site itself. The styles found are restored after.
import { afterAll, describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { ownerApi, putSiteStyles, readSiteStyles } from "./owner-api";
import { rootProperty } from "./pages";

const { browser, store } = useBrowser();
let restore: (() => Promise<void>) | undefined;

afterAll(async () => {
  await restore?.();
});

describe("site styles in the panel", () => {
  it("changes the accent colour and the headings font by keyboard, and a visitor's page shows them once saved", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signInDemoOwner(page, store());
    const owner = await ownerApi(browser(), store());
    const found = await readSiteStyles(owner);
    restore = async () => {
      await putSiteStyles(owner, found);
      await owner.close();
      await context.close();
    };

    await page.getByRole("link", { name: "Design" }).click();
    await page.getByRole("heading", { name: "Design", level: 1 }).waitFor();
    const colourText = page.getByLabel("Accent colour (hex, rgb, hsl or name)");
    const before = await colourText.inputValue();

    // The hue slider moves by arrow keys.
    await page.getByRole("slider", { name: "Hue" }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => colourText.inputValue()).not.toBe(before);

    // An HSL part out of range gets the spec's message and changes nothing.
    await page.getByLabel("H", { exact: true }).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("400");
    await page.keyboard.press("Enter");
    await page.getByText("Hue out of bounds.").waitFor();

    // The colour typed as text, by the spec's parsing (3-digit hex doubled).
    await colourText.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("#26a");
    await page.keyboard.press("Enter");
    await expect.poll(() => colourText.inputValue()).toBe("#2266aa");
    await expect.poll(() => page.getByText("Hue out of bounds.").count()).toBe(0);

    // The headings font, searched by name and chosen from the list.
    await page.getByRole("combobox", { name: "Headings font" }).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Lora");
    await page.getByRole("option", { name: "Lora" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("combobox", { name: "Headings font" }).inputValue()).toBe("Lora");

    // The style guide paints the unsaved styles.
    const guideHeading = page
      .getByRole("region", { name: "Bright theme" })
      .getByRole("heading", { name: "Heading 1" });
    await expect
      .poll(() => guideHeading.evaluate((h) => getComputedStyle(h.parentElement!).backgroundColor))
      .toBe("rgb(34, 102, 170)");
    expect(await guideHeading.evaluate((h) => getComputedStyle(h).fontFamily)).toContain("Lora Variable");
    expect(await severeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save styles" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Styles saved. Visitors see them now.").waitFor();

    const visitor = await (await browser().newContext()).newPage();
    await visitor.goto(`${store()}/`);
    expect(await rootProperty(visitor, "--accent")).toBe("#2266aa");
    expect(await rootProperty(visitor, "--font-heading")).toMatch(/^"Lora Variable"/);
    const font = await visitor.request.get(`${store()}/fonts/lora-latin-wght-normal.woff2`);
    expect(font.status()).toBe(200);
    expect(font.headers()["content-type"]).toContain("font/woff2");
    await visitor.context().close();
  });

  it("says 'Unable to load fonts' when the font list fails, and 'Unable to load preview for {fontName}' when a font file does", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signInDemoOwner(page, store());
    await page.route("**/fonts/inter-latin-wght-normal.woff2", (route) => route.fulfill({ status: 404 }));
    let failFonts = true;
    await page.route("**/api/owner/site-styles/fonts", (route) =>
      failFonts ? route.fulfill({ status: 503, json: { message: "down" } }) : route.continue(),
    );

    await page.getByRole("link", { name: "Design" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Unable to load fonts" });
    await banner.waitFor();
    failFonts = false;
    await banner.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("combobox", { name: "Headings font" }).waitFor();
    await page.getByText("Unable to load preview for Inter").waitFor();
    expect(await page.getByText("Unable to load preview for Inter").count()).toBe(1);
    expect(await page.getByText("Unable to load preview for Lora").count()).toBe(0);
    await context.close();
  });
});
