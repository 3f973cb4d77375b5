// The Connections screen as the demo owner uses it: a mailing list is chosen in the Connect dialog
// (after the spec's 'A List must be selected'), the screen says 'Connected to' it; a webhook
// endpoint is added (its secret shown once) in a dialog that Escape closes and that gives focus back
// to its button; then both are undone, so the shared demo site is as it was.
import { describe, expect, it } from "vitest";
import { MAILCHIMP_KEY_INVALID } from "../../worker/connections/messages";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("connections in the panel", () => {
  it("connects a mailing list and adds a webhook endpoint, then undoes both", async () => {
    const page = await (await browser().newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Connections" }).click();
    await page.getByRole("heading", { name: "Connections", level: 1 }).waitFor();
    const mailingList = page.getByRole("region", { name: "Mailing list" });
    const automation = page.getByRole("region", { name: "Automation (webhooks)" });

    // A run stopped half way may have left the demo site connected.
    const disconnect = mailingList.getByRole("button", { name: "Disconnect" });
    if (await disconnect.isVisible()) {
      await disconnect.click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
    }
    await expect.poll(() => mailingList.getByRole("status").innerText()).toBe("Connect");

    // The site's own Mailchimp account: a key that is not one is refused, word for word.
    const key = mailingList.getByLabel("Mailchimp API key");
    await key.fill("not-a-key");
    await mailingList.getByRole("button", { name: "Connect Mailchimp account" }).click();
    await expect
      .poll(() => mailingList.getByRole("form", { name: "Mailchimp account" }).innerText())
      .toContain(MAILCHIMP_KEY_INVALID);
    // Mailchimp itself is out of reach here: its answer to a good key is the worker's, stood in for.
    await page.route("**/api/owner/connections/mailing-list/account", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          provider: "mailchimp",
          account: { provider: "mailchimp", keyHint: "…5678-us6", connectedOn: Date.UTC(2026, 10, 2) },
          connection: null,
          state: "Connect",
        }),
      }),
    );
    await key.fill("0123456789abcdef0123456789ab5678-us6");
    await mailingList.getByRole("button", { name: "Connect Mailchimp account" }).click();
    await expect
      .poll(() => mailingList.innerText())
      .toContain("Mailchimp account with the key …5678-us6, connected on");
    await page.unroute("**/api/owner/connections/mailing-list/account");
    // Forgetting the key (the real call) brings back the field.
    await mailingList.getByRole("button", { name: "Forget key" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Forget key" }).click();
    await key.waitFor();

    await mailingList.getByRole("button", { name: "Connect", exact: true }).click();
    const connectDialog = page.getByRole("dialog", { name: "Connect a mailing list" });
    await connectDialog.getByRole("button", { name: "Create list" }).waitFor();
    await connectDialog.getByRole("button", { name: "Connect" }).click();
    await expect
      .poll(() => connectDialog.getByRole("alert").first().innerText())
      .toContain("A List must be selected");

    const listName = `Browser list ${Date.now().toString(36)}`;
    await connectDialog.getByLabel("New list name").fill(listName);
    await connectDialog.getByRole("button", { name: "Create list" }).click();
    await expect
      .poll(() => connectDialog.getByRole("radio", { name: new RegExp(listName) }).isChecked())
      .toBe(true);
    await connectDialog.getByRole("button", { name: "Connect" }).click();
    await connectDialog.waitFor({ state: "detached" });
    await expect.poll(() => mailingList.getByRole("status").innerText()).toBe(`Connected to ${listName}`);

    // Escape closes the endpoint dialog and focus goes back to the button that opened it.
    const add = automation.getByRole("button", { name: "Add endpoint" });
    await add.click();
    const endpointDialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await endpointDialog.getByLabel("Endpoint URL").waitFor();
    await page.keyboard.press("Escape");
    await endpointDialog.waitFor({ state: "detached" });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);

    await add.click();
    const url = `http://localhost:9/hooks/${Date.now().toString(36)}`;
    await endpointDialog.getByLabel("Endpoint URL").fill(url);
    await endpointDialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect.poll(() => endpointDialog.getByRole("alert").innerText()).toBe("Choose at least one event");
    await endpointDialog.getByText("Orders placed").click();
    await endpointDialog.getByRole("button", { name: "Add endpoint" }).click();
    const secret = endpointDialog.getByLabel("Signing secret");
    await expect.poll(() => secret.inputValue()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await severeViolations(page)).toEqual([]);
    await endpointDialog.getByRole("button", { name: "Close" }).click();
    await endpointDialog.waitFor({ state: "detached" });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);

    const row = automation.getByRole("row").filter({ hasText: url });
    await row.waitFor();
    expect(await row.innerText()).toContain("Orders placed");
    await expect.poll(() => automation.getByRole("status").innerText()).toMatch(/^\d+ connections?$/);

    await row.getByRole("button", { name: `Deliveries to ${url}` }).click();
    const log = page.getByRole("dialog", { name: `Deliveries to ${url}` });
    await log.getByText("No deliveries yet.").waitFor();
    await log.getByRole("button", { name: "Close" }).click();
    await log.waitFor({ state: "detached" });

    await row.getByRole("button", { name: `Remove ${url}` }).click();
    await page
      .getByRole("alertdialog", { name: `Remove ${url}?` })
      .getByRole("button", { name: "Remove endpoint" })
      .click();
    await row.waitFor({ state: "detached" });

    await mailingList.getByRole("button", { name: "Disconnect" }).click();
    await page
      .getByRole("alertdialog", { name: `Disconnect ${listName}?` })
      .getByRole("button", { name: "Disconnect" })
      .click();
    await expect.poll(() => mailingList.getByRole("status").innerText()).toBe("Connect");
    await page.close();
  });
});
