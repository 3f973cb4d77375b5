// The owner's whole journey in one go, with the real panel, as issue 11's proof asks: a new page
// built from six block types (rich text typed in the Tiptap editor, an image uploaded with its
// progress bar showing), the site's brand colour and a font set in Design, a block moved by the
// keyboard alone, the page published and put in the main navigation; a visitor sees all of it at
// once; then a change published, an earlier version restored and published, and the visitor sees
// the restored page at once (not the edge-cached one). The demo data it changed is put back.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { ownerApi, putSiteStyles, readSiteStyles, restoreDemoNavigation } from "./owner-api";
import { rootProperty } from "./pages";
import { makePng } from "./png";
import { addBlock, createPageInEditor, outline, publish, ROUND_TRIP, saved } from "./site-builder";
import { chooseFiles, throttleUploads, watchProgressBars } from "./uploads";

const { browser, store } = useBrowser();

const ACCENT = "#1f6f5c";
const BODY_FONT = "Work Sans";
const BODY_FAMILY = "Work Sans Variable";

/** The block types of the rendered page (each block is `<div class="sqs-block <type>-block">`), in order. */
const blockTypes = (html: string) => [...html.matchAll(/class="sqs-block ([a-z]+)-block"/g)].map((m) => m[1]);

/** The page as a visitor without cookies gets it: status, HTML and whether the edge cache answered. */
async function visit(b: Browser, url: string) {
  const context = await b.newContext();
  try {
    const page = await context.newPage();
    const res = (await page.goto(url))!;
    return { status: res.status(), cache: res.headers()["x-cache"], html: await page.content() };
  } finally {
    await context.close();
  }
}

/** Presses a button of the Text editor's toolbar; resolves once the caret is back in the text. */
async function toolbarPress(page: Page, name: string) {
  await page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name }).click();
  await expect.poll(() => textEditor(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** From any panel screen, the page titled `title` in the editor, through the Pages screen. */
async function openInEditor(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: title }).click();
  await page.getByRole("heading", { name: title }).waitFor();
}

/** The rich text editor of the selected Text block. */
const textEditor = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true });

describe("the owner's journey", () => {
  it("builds, styles, publishes and navigates to a page a visitor sees at once, and restores an earlier version", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // What this test changes in the demo data every browser test file shares, read before it does.
    const owner = await ownerApi(browser(), store());
    const stylesFound = await readSiteStyles(owner);
    const title = `Dye house ${Date.now().toString(36)}`;
    const imageName = `skeins-${Date.now().toString(36)}.png`;
    let pageId: string | undefined;
    try {
      // 1. Signed in, a new page from the Pages screen, opened in the editor.
      await signInDemoOwner(page, store());
      const url = await createPageInEditor(page, title);
      pageId = /\/config\/pages\/([^/?#]+)/.exec(page.url())?.[1];
      expect(pageId).toBeTruthy();

      // 2. Six block types.
      for (const type of ["Text", "Image", "Quote", "Button", "Markdown", "Accordion"])
        await addBlock(page, type);
      expect(await outline(page)).toEqual(["Text", "Image", "Quote", "Button", "Markdown", "Accordion"]);

      // Rich text, typed: a heading from the toolbar, bold by its key, italic from the toolbar.
      await page.locator(".builder-block-name", { hasText: "Text" }).click();
      const editor = textEditor(page);
      await editor.click();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("Our dye house");
      await toolbarPress(page, "Heading 2");
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Wool dyed by hand, ");
      await page.keyboard.press("Control+B");
      await page.keyboard.type("slowly");
      await page.keyboard.press("Control+B");
      await page.keyboard.type(". Every skein is ");
      await toolbarPress(page, "Italic");
      await page.keyboard.type("one of a kind");
      const richHtml =
        "<h2>Our dye house</h2><p>Wool dyed by hand, <strong>slowly</strong>. Every skein is <em>one of a kind</em></p>";
      const preview = page.frameLocator('iframe[title="Page preview"]');
      await expect.poll(() => preview.locator(".text-block").innerHTML(), ROUND_TRIP).toBe(richHtml);
      await saved(page);

      await page.locator(".builder-block-name", { hasText: "Quote" }).click();
      await page.getByLabel("Quote", { exact: true }).fill("Colour takes its time");
      await page.locator(".builder-block-name", { hasText: "Button" }).click();
      await page.getByLabel("Button text", { exact: true }).fill("Visit the shop");
      await page.getByLabel("Link", { exact: true }).fill("/shop");
      await saved(page);

      // 3. An image uploaded from the image block's picker, slowed so its progress bar shows a
      // part of the file sent; the upload is chosen for the block once stored.
      await page.locator(".builder-block-name", { hasText: "Image" }).click();
      await page.getByRole("button", { name: "Choose image: Image" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an image" });
      await picker.getByRole("button", { name: "Choose files" }).waitFor();
      const progressSeen = await watchProgressBars(page, imageName);
      // About 720 kB of pixels that do not compress, sent at 200 kB/s.
      const unthrottle = await throttleUploads(page, 200_000);
      try {
        await chooseFiles(
          page,
          [{ name: imageName, mimeType: "image/png", buffer: makePng(600, 400, { noise: true }) }],
          picker,
        );
        await picker.waitFor({ state: "detached", timeout: 30_000 });
      } finally {
        await unthrottle();
      }
      const values = await progressSeen();
      expect(
        values.some((v) => v > 0 && v < 100),
        `progress values seen: ${values.join(", ")}`,
      ).toBe(true);
      await page.getByLabel("Alt text").fill("Skeins drying on a line");
      const blockImage = page.getByRole("group", { name: "Image" }).locator("img");
      const src = (await blockImage.getAttribute("src"))!;
      expect(src).toMatch(new RegExp(`^/s/[^/]+/${imageName.replace(".", "\\.")}$`));
      await expect
        .poll(() => preview.locator(".image-block-figure img").getAttribute("src"), ROUND_TRIP)
        .toBe(src);
      await saved(page);

      // 4. Design: the accent brand colour typed, the paragraphs font picked by name; saved.
      await page.getByRole("link", { name: "Design" }).click();
      await page.getByRole("heading", { name: "Design", level: 1 }).waitFor();
      const colourText = page.getByLabel("Accent colour (hex, rgb, hsl or name)");
      await colourText.fill(ACCENT);
      await colourText.press("Enter");
      await expect.poll(() => colourText.inputValue()).toBe(ACCENT);
      const fontBox = page.getByRole("combobox", { name: "Paragraphs font" });
      await fontBox.focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type(BODY_FONT);
      await page.getByRole("option", { name: BODY_FONT }).waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => fontBox.inputValue()).toBe(BODY_FONT);
      await page.getByRole("button", { name: "Save styles" }).click();
      await page.getByText("Styles saved. Visitors see them now.").waitFor();

      // 5. Back in the editor, the Image block moved up by the keyboard alone: from its name, Tab
      // to its Move menu, Enter opens it on "Move up", Enter moves.
      await openInEditor(page, title);
      // The editor opened again shows the draft as saved, not as it was first opened.
      expect(await outline(page)).toEqual(["Text", "Image", "Quote", "Button", "Markdown", "Accordion"]);
      await page.locator(".builder-block-name", { hasText: "Image" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
        "Move Image block",
      );
      await page.keyboard.press("Enter");
      await page.getByRole("menu", { name: "Move Image block" }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Move up");
      await page.keyboard.press("Enter");
      const moved = ["Image", "Text", "Quote", "Button", "Markdown", "Accordion"];
      const movedTypes = ["image", "html", "quote", "button", "markdown", "accordion"];
      await expect.poll(() => outline(page)).toEqual(moved);
      await expect
        .poll(async () => blockTypes(await preview.locator("body").innerHTML()), ROUND_TRIP)
        .toEqual(movedTypes);
      await saved(page);

      // 6. Published, then added to the main navigation and saved.
      await publish(page);
      await page.getByRole("link", { name: "Navigation" }).click();
      await page.getByRole("heading", { name: "Navigation", level: 1 }).waitFor();
      const addPage = page.getByRole("form", { name: "Add a page" });
      await addPage.getByLabel("Page").selectOption({ label: `${title} (${url})` });
      await addPage.getByRole("button", { name: "Add page" }).click();
      const mainRows = page.getByRole("grid", { name: "Main Navigation" }).locator(".nav-title");
      await expect.poll(() => mainRows.allInnerTexts()).toEqual(["Home", "Shop", "Contact", title]);
      await page.getByRole("button", { name: "Save navigation" }).click();
      await page.getByText("Navigation saved. Visitors see it now.").waitFor();

      // 7. A visitor (no cookies): the page, its blocks in the new order, the image, the styles,
      // and the link in the home page's main navigation.
      const visitor = await (await browser().newContext()).newPage();
      const res = await visitor.goto(`${store()}${url}`);
      expect(res?.status()).toBe(200);
      const html = await visitor.content();
      expect(blockTypes(html)).toEqual(movedTypes);
      expect(html).toContain(richHtml);
      expect(html).toContain("Colour takes its time");
      expect(html).toContain('href="/shop"');
      const img = visitor.locator(".image-block-figure img");
      expect(await img.getAttribute("src")).toBe(src);
      expect(await img.getAttribute("alt")).toBe("Skeins drying on a line");
      const picture = await visitor.request.get(`${store()}${src}`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      expect(await rootProperty(visitor, "--accent")).toBe(ACCENT);
      expect(await rootProperty(visitor, "--font-body")).toMatch(new RegExp(`^"${BODY_FAMILY}"`));
      expect(await visitor.locator("style#site-styles").innerHTML()).toContain(
        `@font-face{font-family:"${BODY_FAMILY}"`,
      );
      expect(await visitor.locator(".text-block p").evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(
        new RegExp(`^"${BODY_FAMILY}"`),
      );
      await visitor.goto(`${store()}/`);
      const mainNav = visitor.getByRole("navigation", { name: "Main" });
      expect(await mainNav.getByRole("link", { name: title }).getAttribute("href")).toBe(url);
      await visitor.context().close();

      // 8. A change published: the visitor sees it (asked twice, the second answer is the edge
      // cache's). Then the first version restored and published: the visitor sees it at once.
      await openInEditor(page, title);
      expect(await outline(page)).toEqual(moved);
      await page.locator(".builder-block-name", { hasText: "Text" }).click();
      await textEditor(page).getByText("slowly").dblclick();
      await page.keyboard.type("patiently");
      const changedHtml = richHtml.replace("slowly", "patiently");
      await expect.poll(() => preview.locator(".text-block").innerHTML(), ROUND_TRIP).toBe(changedHtml);
      await saved(page);
      await publish(page);
      expect((await visit(browser(), `${store()}${url}`)).html).toContain(changedHtml);
      const cached = await visit(browser(), `${store()}${url}`);
      expect(cached).toMatchObject({ status: 200, cache: "HIT" });
      expect(cached.html).toContain(changedHtml);

      await page.getByRole("button", { name: "History" }).click();
      const versions = page.getByRole("list", { name: "Versions" }).getByRole("listitem");
      await expect.poll(() => versions.count(), ROUND_TRIP).toBe(2);
      // Newest first: the second is the first publish.
      await versions
        .nth(1)
        .getByRole("button", { name: /^Restore/ })
        .click();
      await page
        .getByRole("alertdialog", { name: "Restore this version?" })
        .getByRole("button", { name: "Restore" })
        .click();
      await expect.poll(() => preview.locator(".text-block").innerHTML(), ROUND_TRIP).toBe(richHtml);
      await publish(page);
      const restored = await visit(browser(), `${store()}${url}`);
      expect(restored.status).toBe(200);
      expect(restored.cache).not.toBe("HIT");
      expect(restored.html).toContain(richHtml);
      expect(blockTypes(restored.html)).toEqual(movedTypes);
    } finally {
      // 9. The demo's styles and navigation back for the other test files, and this page and its
      // image gone.
      await putSiteStyles(owner, stylesFound);
      await restoreDemoNavigation(browser(), store());
      if (pageId) await owner.send("DELETE", `/api/owner/pages/${pageId}`);
      const { files } = await owner.read<{ files: { id: string; name: string }[] }>("/api/owner/files");
      for (const file of files.filter((f) => f.name === imageName))
        await owner.send("DELETE", `/api/owner/files/${file.id}`);
      await owner.close();
      await context.close();
    }
    // One owner's whole journey; the shared machine may run it several times slower than alone.
  }, 240_000);
});
