// A page's translation from the panel: with French added on the Languages screen, the Contact
// page's editor links its French version; the owner gives the French title and, with the page
// editor's own outline and inspector, a French layout; Save translation makes it live on /fr/contact.
// A navigation link gets its French title from its Translate dialog. The languages (and the link)
// are removed at the end, so the shared store is as other test files expect.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

async function visitorHtml(url: string): Promise<string> {
  const context = await browser().newContext();
  const page = await context.newPage();
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  const html = await page.content();
  await context.close();
  return html;
}

async function addFrench(page: Page) {
  await page.goto(`${store()}/config/languages`);
  await page.getByLabel("Language tag").fill("fr");
  await page.getByRole("button", { name: "Add language" }).click();
  await page.getByRole("list", { name: "Other languages" }).getByText("Français").waitFor();
}

async function disconnectLanguages(page: Page) {
  await page.goto(`${store()}/config/languages`);
  await page.getByRole("button", { name: "Disconnect all languages" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
  await page
    .getByRole("list", { name: "Other languages" })
    .getByText("Français")
    .waitFor({ state: "detached" });
}

describe("translating a page", () => {
  it("edits the French title and layout of a page with the editor's panes and saves it live", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await addFrench(page);
    try {
      await page.goto(`${store()}/config/pages/col_contact`);
      await page
        .getByRole("navigation", { name: "Edit in language" })
        .getByRole("link", { name: "Français" })
        .click();
      await page.getByRole("heading", { name: "Contact in Français" }).waitFor();
      expect(await page.locator(".builder-save-state").innerText()).toBe("Not translated yet");

      await page.getByLabel("Translated title").fill("Nous contacter");
      await page.getByLabel(/Translate the page's sections/).check();
      await page.getByRole("button", { name: "Add block to section 1" }).click();
      await page.getByRole("menuitem", { name: "Markdown", exact: true }).click();
      await page.locator(".builder-block-name", { hasText: "Markdown" }).click();
      await page.getByLabel("Markdown", { exact: true }).fill("Écrivez-nous quand vous voulez");
      expect(await page.locator(".builder-save-state").innerText()).toBe("Unsaved changes");

      const saved = page.waitForResponse(
        (r) => r.url().endsWith("/api/multilingual/pages/col_contact/fr") && r.request().method() === "PUT",
      );
      await page.getByRole("button", { name: "Save translation" }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => page.locator(".builder-save-state").innerText()).toBe("Translation saved");
      // The preview is the saved French page.
      await expect
        .poll(() => page.frameLocator("iframe[title='Page preview in Français']").locator("body").innerText())
        .toContain("Écrivez-nous quand vous voulez");

      const french = await visitorHtml(`${store()}/fr/contact`);
      expect(french).toContain("Nous contacter");
      expect(french).toContain("Écrivez-nous quand vous voulez");
      expect(await visitorHtml(`${store()}/contact`)).not.toContain("Écrivez-nous");
    } finally {
      await disconnectLanguages(page);
    }
  });
});

describe("translating a navigation link", () => {
  it("gives a link its French title in the navigation editor, shown on the French pages", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await addFrench(page);
    const saveNavigation = async () => {
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/widget/UpdateNavigation"));
      await page.getByRole("button", { name: "Save navigation" }).click();
      expect((await saved).status()).toBe(200);
    };
    try {
      await page.goto(`${store()}/config/navigation`);
      await page.getByRole("heading", { name: "Navigation", level: 1 }).waitFor();
      const addLink = page.getByRole("form", { name: "Add a link" });
      await addLink.getByLabel("Link name").fill("Journal");
      await addLink.getByLabel("Web address").fill("https://journal.example.com/");
      await addLink.getByRole("button", { name: "Add link" }).click();
      await page.getByRole("button", { name: "Translate Journal" }).click();
      // Typed into a dialog opened from a list row: spaces and letters stay in the field.
      await page.getByRole("dialog").getByLabel("Title in Français").pressSequentially("Le journal");
      await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
      await saveNavigation();

      expect(await visitorHtml(`${store()}/fr/`)).toContain(">Le journal</a>");
      expect(await visitorHtml(`${store()}/`)).toContain(">Journal</a>");
      // The dialog reads back what was saved.
      await page.reload();
      await page.getByRole("button", { name: "Translate Journal" }).click();
      expect(await page.getByRole("dialog").getByLabel("Title in Français").inputValue()).toBe("Le journal");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Move Journal" }).click();
      await page.getByRole("menuitem", { name: "Remove from navigation" }).click();
      await saveNavigation();
    } finally {
      await disconnectLanguages(page);
    }
  });
});
