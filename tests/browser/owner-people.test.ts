// Inviting a contributor, as the demo store's administrator would: the People screen, the
// invitation email in the development mailbox, the invited person accepting with a new password
// and signing in with the role, then the administrator removing them. Unique emails per run
// (the browser tests share one D1).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner-login";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { freshPage } from "./pages";

const { browser, store } = useBrowser();

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${store()}/config/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: email }).waitFor();
}

/** The newest invitation link to `to` in the development mailbox. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        await page.goto(`${store()}/dev/mailbox`);
        const article = page.locator("article", { hasText: to }).first();
        if ((await article.count()) === 0) return false;
        const text = await article.locator("pre").innerText();
        link = /https?:\/\/\S+\/config\/accept-invitation\?token=[\w-]+/.exec(text)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  return link!;
}

describe("people", () => {
  it("invites an editor by email, who accepts, signs in as Editor, and is removed", async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const admin = await freshPage(browser());
    await signIn(admin, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await admin.getByRole("link", { name: "People" }).click();
    await admin.getByRole("heading", { name: "People", level: 1 }).waitFor();
    await admin.getByLabel("Email").fill(email);
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: "Editor" });
    // What the chosen role may do, before the invitation goes.
    await admin.getByText("What can an Editor do?").click();
    const may = admin.getByRole("list", { name: "Can", exact: true }).first();
    const mayNot = admin.getByRole("list", { name: "Cannot", exact: true }).first();
    expect(await may.innerText()).toContain("Publish changes to the live site");
    expect(await mayNot.innerText()).toContain("Fulfil, refund and cancel orders");
    expect(await severeViolations(admin)).toEqual([]);
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => admin.getByRole("status").innerText()).toBe(`Invitation sent to ${email}.`);
    const pending = admin.getByRole("table", { name: "Pending invitations" });
    await expect.poll(() => pending.innerText()).toContain(email);
    expect(await severeViolations(admin)).toEqual([]);

    const invited = await freshPage(browser());
    await invited.goto(await invitationLink(invited, email));
    await invited.getByRole("heading", { name: /^Join / }).waitFor();
    expect(await invited.locator("form").innerText()).toContain(`${email} is invited as Editor.`);
    await invited.getByLabel("Choose a password").fill("the invitee's password");
    await invited.getByRole("button", { name: "Accept the invitation" }).click();
    await expect.poll(() => invited.getByRole("status").innerText()).toContain("as Editor.");
    await signIn(invited, email, "the invitee's password");
    expect(await invited.locator(".panel-account").innerText()).toBe(`${email} · Editor`);
    // An editor does not manage people.
    expect(await invited.getByRole("link", { name: "People" }).count()).toBe(0);

    await admin.reload();
    const contributors = admin.getByRole("table", { name: "Contributors" });
    await expect.poll(() => contributors.innerText()).toContain(email);
    await admin.getByRole("button", { name: `Remove ${email}` }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => contributors.innerText()).not.toContain(email);

    await invited.reload();
    await invited.getByRole("heading", { name: "Sign in" }).waitFor();
    await admin.close();
    await invited.close();
  });
});
