// The page editor's preview paints the page as visitors get it: the site's own fonts and sizes
// (its styles' custom properties), not the browser's default serif at 16 px.
import type { Frame, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_CONTACT_ID } from "../../worker/seed/demo-data";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { freshPage, problems } from "./pages";
import { addBlock, createPageInEditor, ROUND_TRIP, saved } from "./site-builder";

const { browser, store } = useBrowser();

/** What a visitor reads the page in: the body's font and the first heading's size and font. */
const typeOf = (where: Page | Frame) =>
  where.evaluate(() => {
    const heading = document.querySelector("main h1, main h2, h1, h2");
    const body = getComputedStyle(document.body);
    const head = heading ? getComputedStyle(heading) : undefined;
    return {
      bodyFont: body.fontFamily,
      headingFont: head?.fontFamily,
      headingSize: head?.fontSize,
    };
  });

describe("the page editor's preview", () => {
  it("shows the page in the site's own fonts and heading sizes, as the live page has them", async () => {
    const owner = await freshPage(browser());
    await signInDemoOwner(owner, store());
    // The sign-in screen's own session check (401 before signing in) is not this test's.
    const signInProblems = problems(owner).length;
    await owner.goto(`${store()}/config/pages/${DEMO_CONTACT_ID}`);
    const frame = owner.locator('iframe[title="Page preview"]');
    await owner.frameLocator('iframe[title="Page preview"]').locator("main").first().waitFor();
    const preview = await typeOf((await (await frame.elementHandle())!.contentFrame())!);

    // The live page at the preview's width: sizes may follow the viewport.
    const width = Math.round((await frame.boundingBox())!.width);
    const visitor = await freshPage(browser(), { width, height: 900 });
    await visitor.goto(`${store()}/contact`);
    const live = await typeOf(visitor);
    expect(live.bodyFont).not.toMatch(/Times/);

    expect(preview).toEqual(live);
    expect(problems(owner).slice(signInProblems)).toEqual([]);
    expect(problems(visitor)).toEqual([]);
    await owner.close();
    await visitor.close();
  });

  it("selects the block clicked in the preview, previews at a phone's width and keeps its place when sections change", async () => {
    const owner = await freshPage(browser());
    await signInDemoOwner(owner, store());
    const signInProblems = problems(owner).length;
    await createPageInEditor(owner, `Preview ${Date.now().toString(36)}`);
    for (const type of ["Spacer", "Spacer", "Spacer", "Spacer", "Button"]) await addBlock(owner, type);
    await saved(owner);
    const frameElement = owner.locator('iframe[title="Page preview"]');
    const preview = owner.frameLocator('iframe[title="Page preview"]');

    // A click on the button in the preview chooses its block; the button does not act.
    const previewUrl = await frameElement.evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.href);
    await preview.locator(".button-block a, .button-block button").first().click();
    await expect
      .poll(() => owner.locator('li[aria-current="true"] .builder-block-name').innerText())
      .toBe("Button");
    expect(await frameElement.evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.href)).toBe(
      previewUrl,
    );

    // Phone: the page is laid out at a phone's width, as a phone gets it.
    await owner
      .getByRole("radio", { name: "Phone" })
      .or(owner.getByRole("button", { name: "Phone" }))
      .click();
    await expect
      .poll(() =>
        frameElement.evaluate((f: HTMLIFrameElement) => f.contentDocument!.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(390);
    await owner
      .getByRole("radio", { name: "Desktop" })
      .or(owner.getByRole("button", { name: "Desktop" }))
      .click();

    // Scrolled to the end of the page, a new section (which reloads the preview) keeps the place.
    const scrolled = await frameElement.evaluate((f: HTMLIFrameElement) => {
      const win = f.contentWindow!;
      win.scrollTo(0, win.document.documentElement.scrollHeight);
      return win.scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);
    await owner.getByRole("button", { name: "Add section" }).click();
    await saved(owner);
    await expect
      .poll(
        () =>
          frameElement.evaluate(
            (f: HTMLIFrameElement) => f.contentDocument!.querySelectorAll("[data-section-id]").length,
          ),
        ROUND_TRIP,
      )
      .toBe(2);
    expect(
      await frameElement.evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY),
    ).toBeGreaterThanOrEqual(scrolled - 5);
    expect(problems(owner).slice(signInProblems)).toEqual([]);
    await owner.close();
  });
});
