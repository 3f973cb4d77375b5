// The site builder as the demo owner uses it: a new page is built from several block types in the
// editor (the preview follows), published, and a visitor sees it at once; a block is moved by the
// keyboard alone (its Move menu) and by mouse (drag), undone and redone with the keys; an earlier
// version is restored from the history and published.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { addBlock, createPageInEditor, outline, publish, saved, visitorSees } from "./site-builder";

const { browser, store } = useBrowser();

describe("the site builder", () => {
  it("builds a page of several block types, publishes it, moves blocks by keyboard and by mouse, undoes and redoes, and restores a version", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    const title = `Studio notes ${Date.now().toString(36)}`;
    const url = await createPageInEditor(page, title);

    for (const type of ["Text", "Quote", "Button", "Markdown", "Accordion", "Spacer", "Line"])
      await addBlock(page, type);
    expect(await outline(page)).toEqual([
      "Text",
      "Quote",
      "Button",
      "Markdown",
      "Accordion",
      "Spacer",
      "Line",
    ]);

    await page.locator(".builder-block-name", { hasText: "Quote" }).click();
    await page.getByLabel("Quote", { exact: true }).fill("Made slowly, worn for years");
    await saved(page);
    // The preview re-rendered the section with the new words.
    const preview = page.frameLocator('iframe[title="Page preview"]');
    await expect.poll(() => preview.locator("blockquote").innerText()).toBe("Made slowly, worn for years");

    // A link the page could not follow safely is refused with its message; a fixed one saves.
    await page.locator(".builder-block-name", { hasText: "Button" }).click();
    await page.getByLabel("Link", { exact: true }).fill("javascript:alert(1)");
    await expect
      .poll(() => page.getByRole("alert").first().innerText())
      .toContain("Links must start with http://, https://, / , mailto: or tel:");
    await page.getByLabel("Link", { exact: true }).fill("/shop");
    await saved(page);

    await publish(page);
    const live = await visitorSees(browser(), `${store()}${url}`);
    expect(live).toContain("<blockquote><p>Made slowly, worn for years</p></blockquote>");
    expect(live).toContain('class="button button-medium" href="/shop"');
    expect(live).toContain("<details><summary>A question</summary>");

    // Keyboard alone: from the Quote block's name, Tab to its Move menu, open it, choose Move down.
    await page.locator(".builder-block-name", { hasText: "Quote" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Move down");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => outline(page))
      .toEqual(["Text", "Button", "Quote", "Markdown", "Accordion", "Spacer", "Line"]);
    await saved(page);

    // A second version, then the first one restored and published again.
    await page.locator(".builder-block-name", { hasText: "Quote" }).click();
    await page.getByLabel("Quote", { exact: true }).fill("Second thoughts");
    await saved(page);
    await publish(page);
    expect(await visitorSees(browser(), `${store()}${url}`)).toContain("Second thoughts");

    await page.getByRole("button", { name: "History" }).click();
    const versions = page.getByRole("list", { name: "Versions" }).getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(2);
    await versions
      .nth(1)
      .getByRole("button", { name: /^Restore/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Restore this version?" })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect
      .poll(() => outline(page))
      .toEqual(["Text", "Quote", "Button", "Markdown", "Accordion", "Spacer", "Line"]);
    await expect.poll(() => preview.locator("blockquote").innerText()).toBe("Made slowly, worn for years");
    await publish(page);
    expect(await visitorSees(browser(), `${store()}${url}`)).toContain("Made slowly, worn for years");

    // By mouse: dragging the Line onto the Text puts it first; Ctrl+Z undoes that, Shift+Ctrl+Z redoes it.
    const v1 = ["Text", "Quote", "Button", "Markdown", "Accordion", "Spacer", "Line"];
    await page
      .locator(".builder-blocks li", { hasText: "Line" })
      .dragTo(page.locator(".builder-blocks li", { hasText: "Text" }));
    const dragged = ["Line", ...v1.slice(0, -1)];
    await expect.poll(() => outline(page)).toEqual(dragged);
    await page.keyboard.press("Control+z");
    await expect.poll(() => outline(page)).toEqual(v1);
    await page.keyboard.press("Shift+Control+z");
    await expect.poll(() => outline(page)).toEqual(dragged);
    await saved(page);

    // Tidy up: the page goes, so no other test meets it.
    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
    const listed = page.getByRole("row").filter({ hasText: title });
    await listed.getByRole("button", { name: `Delete ${title}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete “${title}”?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await listed.waitFor({ state: "detached" });
    await page.close();
    // One owner's whole session (about 15 s alone); the shared machine may run it several times slower.
  }, 180_000);
});
