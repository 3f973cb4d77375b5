// A page's translation from the panel: with French added on the Languages screen, the Contact
// page's editor links its French version; the owner gives the French title and, with the page
// editor's own outline and inspector, a French layout; Save translation makes it live on /fr/contact.
// The languages are disconnected at the end, so the shared store is as other test files expect.
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

describe("translating a page", () => {
  it("edits the French title and layout of a page with the editor's panes and saves it live", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.goto(`${store()}/config/languages`);
    await page.getByLabel("Language tag").fill("fr");
    await page.getByRole("button", { name: "Add language" }).click();
    await page.getByRole("list", { name: "Other languages" }).getByText("Français").waitFor();
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
      await page.goto(`${store()}/config/languages`);
      await page.getByRole("button", { name: "Disconnect all languages" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
      await page
        .getByRole("list", { name: "Other languages" })
        .getByText("Français")
        .waitFor({ state: "detached" });
    }
  });
});
