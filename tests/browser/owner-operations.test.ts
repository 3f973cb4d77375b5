// The owner panel's store operations in Chromium, as the demo store's owner uses them: make an API
// key (shown once), use it against the public API from here as a script would, revoke it and see
// it refused; send restock notifications from the restock sign-ups screen after a confirm dialog.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { openPage } from "./pages";

const { browser, store } = useBrowser();

async function signedIn(): Promise<Page> {
  const context = await browser().newContext();
  const page = await context.newPage();
  await signInDemoOwner(page, store());
  return page;
}

const publicApi = (key: string, path: string, init: RequestInit = {}) =>
  fetch(`${store()}/api/public/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  });

describe("API keys", () => {
  it("makes a key shown once, which the public API accepts within its scopes until it is revoked", async () => {
    const page = await signedIn();
    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "API keys" })
      .click();
    await page.getByRole("heading", { name: "API keys", level: 1 }).waitFor();

    // No scope chosen: the form says so and makes nothing.
    await page.getByLabel("Key name").fill("Stock sync");
    await page.getByRole("button", { name: "Make key" }).click();
    await expect.poll(() => page.getByText("Choose at least one scope.").count()).toBe(1);

    await page.getByRole("radiogroup", { name: "Inventory" }).getByText("Read and write").click();
    await page.getByRole("button", { name: "Make key" }).click();
    const shown = page.getByLabel("New API key", { exact: true });
    await shown.waitFor();
    const key = await shown.inputValue();
    expect(key).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
    const table = page.getByRole("table", { name: "API keys" });
    await expect.poll(() => table.innerText()).toContain("Stock sync");
    expect(await table.innerText()).toContain(`${key.slice(0, 12)}…`);
    expect(await table.innerText()).toContain("Never");
    expect(await severeViolations(page)).toEqual([]);

    // Once dismissed, the key is nowhere on the page.
    await page.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });
    expect(await page.content()).not.toContain(key);

    // The key at work, from outside the browser.
    const stock = await publicApi(key, "/inventory/var_mug");
    expect(stock.status).toBe(200);
    const set = await publicApi(key, "/inventory/var_mug", {
      method: "PUT",
      body: JSON.stringify({ qtyInStock: 9 }),
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { qtyInStock: number }).qtyInStock).toBe(9);
    // One store serves the whole run: the mug's stock goes back to what other tests count on.
    const before = ((await stock.json()) as { qtyInStock: number }).qtyInStock;
    const restored = await publicApi(key, "/inventory/var_mug", {
      method: "PUT",
      body: JSON.stringify({ qtyInStock: before }),
    });
    expect(restored.status).toBe(200);
    const outOfScope = await publicApi(key, "/products");
    expect(outOfScope.status).toBe(403);
    expect(await outOfScope.json()).toEqual({
      message: "This API key does not have the products:read scope.",
    });

    // Its last use shows once the screen reads the list again.
    await page.reload();
    await expect
      .poll(() => table.getByRole("row", { name: /Stock sync/ }).innerText())
      .not.toContain("Never");

    await table.getByRole("button", { name: "Revoke Stock sync" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke Stock sync?" });
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect.poll(() => table.getByRole("row", { name: /Stock sync/ }).innerText()).toContain("Revoked");

    const refused = await publicApi(key, "/inventory/var_mug");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "This API key is not valid or has been revoked." });
    // Closing the context (and awaiting it) leaves nothing closing when the browser goes.
    await page.context().close();
  });
});

describe("restock sign-ups", () => {
  it("lists a variant's waiting sign-ups and sends them their notification after a confirm dialog", async () => {
    const page = await signedIn();
    const address = `restock-${Date.now()}@example.com`;
    // A visitor signs up on the sold-out pour-over set (the storefront's own call, with its crumb).
    const signedUp = await page.evaluate(async (email) => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const res = await fetch("/api/site-users/account/notifications/restock", {
        method: "POST",
        headers: { "content-type": "application/json", "X-CSRF-Token": crumb },
        body: JSON.stringify({
          productId: "prd_pour_over",
          variantId: "var_pour_over",
          siteVisitorEmail: email,
        }),
      });
      return res.status;
    }, address);
    expect(signedUp).toBe(200);

    await page
      .getByRole("navigation", { name: "Owner panel" })
      .getByRole("link", { name: "Restock" })
      .click();
    const table = page.getByRole("table", { name: "Restock sign-ups" });
    const row = table.getByRole("row", { name: /Stoneware Pour-Over Set/ });
    // Other tests sign up on this set too (one store for the whole run): this one's counts are
    // read, at least the visitor above is waiting.
    const counts = /SQ-POUROVER\s+(\d+)\s+(\d+)/;
    await expect.poll(async () => Number(counts.exec(await row.innerText())?.[2] ?? 0)).toBeGreaterThan(0);
    const [, total, waiting] = counts.exec(await row.innerText())!.map(Number) as [number, number, number];
    expect(total).toBeGreaterThanOrEqual(waiting);
    const signUps = waiting === 1 ? "Email 1 sign-up?" : `Email ${waiting} sign-ups?`;
    const sent = waiting === 1 ? "Sent 1 restock notification." : `Sent ${waiting} restock notifications.`;
    expect(await severeViolations(page)).toEqual([]);

    // The variant's own list shows the address.
    await row.getByRole("link").click();
    // Named by the product's title (it has no options, so no option values), never by its ids.
    await page.getByRole("heading", { level: 1, name: "Sign-ups for Stoneware Pour-Over Set" }).waitFor();
    await expect.poll(() => page.getByRole("table", { name: "Sign-ups" }).innerText()).toContain(address);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Restock" }).click();

    // "No" sends nothing.
    await row.getByRole("button", { name: /Send to Stoneware Pour-Over Set/ }).click();
    let dialog = page.getByRole("alertdialog", { name: signUps });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(counts.exec(await row.innerText())?.[2]).toBe(String(waiting));

    await row.getByRole("button", { name: /Send to Stoneware Pour-Over Set/ }).click();
    dialog = page.getByRole("alertdialog", { name: signUps });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(sent);
    await expect.poll(() => row.innerText()).toContain("All notified");

    // The email reached the development mailbox.
    await expect
      .poll(
        async () => {
          await page.goto(`${store()}/dev/mailbox`);
          return page.locator("article", { hasText: address }).count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    // Closing the context (and awaiting it) leaves nothing closing when the browser goes.
    await page.context().close();
  });
});

describe("form submissions", () => {
  it("shows a form's submissions as a table and exports them as CSV", async () => {
    // A visitor sends the Contact form.
    const visitor = await openPage(browser(), `${store()}/contact`);
    await visitor.getByLabel("First Name").fill("Ada");
    await visitor.getByLabel("Last Name").fill("Lovelace");
    await visitor.locator('[data-field-id="email"] input').fill("ada@example.com");
    await visitor.locator('[data-field-id="topic"] select').selectOption("Workshop");
    await visitor.locator('[data-field-id="message"] textarea').fill('=HYPERLINK("x"), room in March?');
    await visitor.locator(".form-submit").click();
    await visitor.locator(".form-submission-text").waitFor();
    await visitor.context().close();

    const page = await signedIn();
    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Forms" }).click();
    const forms = page.getByRole("table", { name: "Forms" });
    // The row's submission count links to them (the name opens the form builder).
    const submissions = forms.getByRole("link", { name: /^Submissions of Contact: / });
    // Other tests send the Contact form too (one store for the whole run): newest first, ours leads.
    await expect.poll(async () => Number(await submissions.innerText())).toBeGreaterThan(0);
    const submitted = Number(await submissions.innerText());
    await submissions.click();
    await page.getByRole("heading", { name: "Submissions of Contact" }).waitFor();

    const table = page.getByRole("table", { name: "Submissions" });
    await expect.poll(() => table.getByRole("row").count()).toBe(Math.min(submitted, 25) + 1);
    const row = await table.getByRole("row").nth(1).innerText();
    expect(row).toContain("Ada, Lovelace");
    expect(row).toContain("ada@example.com");
    expect(row).toContain("Workshop");
    expect(await severeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Contact-submissions.csv");
    const csv = await readFile((await file.path())!, "utf8");
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",")).toEqual(
      expect.arrayContaining(["Submitted", "Name", "Email", "Topic", "Message"]),
    );
    expect(line).toContain("Ada, Lovelace");
    // The visitor's formula is text in a spreadsheet.
    expect(line).toContain(`"'=HYPERLINK(""x""), room in March?"`);
    // Closing the context (and awaiting it) leaves nothing closing when the browser goes.
    await page.context().close();
  });
});
