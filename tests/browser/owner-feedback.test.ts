// The owner panel's feedback (docs/owner-panel-feedback.md): a toast naming what a save or delete
// did, the question before leaving unsaved changes (Stay keeps them, Leave drops them, a save makes
// leaving quiet again), and a skeleton in the screen's shape while a slow loader runs.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { freshPage, problems } from "./pages";

const { browser, store } = useBrowser();

const SHOTS = ".tmp/owner-feedback";

const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name, exact: true });

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

describe("the owner panel's feedback", () => {
  it("toasts each save and delete by name, and asks before leaving unsaved changes", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await freshPage(browser(), { width: 1440, height: 900 });
    await signInDemoOwner(page, store());
    // The sign-in page's own 401 (no session yet) is not this test's.
    const signInProblems = problems(page).length;
    const title = `Feedback tote ${Date.now().toString(36)}`;

    // A new product, saved: the toast names it; the editor moves to the stored product unasked.
    await page.getByRole("link", { name: "Add product" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Price of variant 1", { exact: true }).fill("24");
    await page.getByRole("button", { name: "Save product" }).click();
    await toasts(page).getByText(`“${title}” saved`).waitFor();
    await page.getByRole("heading", { name: `Edit ${title}` }).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/toast.png` });
    await toasts(page).getByRole("button", { name: "Dismiss" }).click();
    await toasts(page).waitFor({ state: "detached" });

    // An edit, then another screen: the question names the product; Stay keeps the edit.
    const titleField = page.getByLabel("Title", { exact: true });
    await titleField.fill(`${title} (edited)`);
    await sidebarLink(page, "Orders").click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await leave.waitFor();
    expect(await leave.innerText()).toContain(`Your changes to “${title}” will be lost.`);
    expect(await severeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/leave-dialog.png` });
    await leave.getByRole("button", { name: "Stay" }).click();
    await leave.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toMatch(/^\/config\/products\/prd_/);
    expect(await titleField.inputValue()).toBe(`${title} (edited)`);

    // Saved, the form is no longer dirty: another screen opens without a question.
    await page.getByRole("button", { name: "Save product" }).click();
    await toasts(page).getByText(`“${title} (edited)” saved`).waitFor();
    const editor = page.url();
    await sidebarLink(page, "Orders").click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    expect(await leave.count()).toBe(0);

    // An edit left with Leave is dropped; the browser's own prompt guards a reload.
    await page.goto(editor);
    const description = page.getByLabel("Description");
    await description.fill("Never saved");
    let unloadPrompt = "";
    page.once("dialog", (dialog) => {
      unloadPrompt = dialog.type();
      void dialog.dismiss();
    });
    await page.reload({ timeout: 2000 }).catch(() => undefined);
    expect(unloadPrompt).toBe("beforeunload");
    await description.fill("Never saved");
    await sidebarLink(page, "Products").click();
    await leave.getByRole("button", { name: "Leave" }).click();
    await page.getByRole("table", { name: "Products" }).waitFor();
    await page.goto(editor);
    await page.getByRole("heading", { name: `Edit ${title} (edited)` }).waitFor();
    expect(await description.inputValue()).toBe("");

    // The delete question names the product, and so does the toast.
    await page.getByRole("button", { name: "Delete product" }).click();
    await page
      .getByRole("alertdialog", { name: `Delete “${title} (edited)”?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await toasts(page).getByText(`“${title} (edited)” deleted`).waitFor();
    await page.getByRole("table", { name: "Products" }).waitFor();
    expect(problems(page).slice(signInProblems)).toEqual([]);
    await page.close();
  });

  it("shows a skeleton of the screen while its data is slow to come", async () => {
    const page = await freshPage(browser(), { width: 1440, height: 900 });
    await signInDemoOwner(page, store());
    // The sign-in page's own 401 (no session yet) is not this test's.
    const signInProblems = problems(page).length;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/owner/discounts", async (route) => {
      await held;
      await route.continue();
    });
    await sidebarLink(page, "Discounts").click();
    const loading = page.locator("main [aria-busy='true']");
    await loading.waitFor();
    expect(await loading.getByRole("status").innerText()).toBe("Loading…");
    expect(await page.getByRole("heading", { name: "Discounts", level: 1 }).count()).toBe(0);
    expect(await severeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/skeleton.png` });
    release();
    await page.getByRole("heading", { name: "Discounts", level: 1 }).waitFor();
    expect(await loading.count()).toBe(0);
    expect(problems(page).slice(signInProblems)).toEqual([]);
    await page.close();
  });
});
