// The Domains screen as the demo owner uses it: a domain that is not a name is refused under its
// field, a custom domain is connected and waits with the TXT record to add, and is removed after
// a confirm dialog.
import { describe, expect, it } from "vitest";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("domains in the panel", () => {
  it("connects a domain pending its TXT record, and removes it after asking", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Domains" }).click();
    await page.getByRole("heading", { name: "Domains" }).waitFor();

    await page.getByLabel("Domain", { exact: true }).fill("not a domain");
    await page.getByRole("button", { name: "Connect domain" }).click();
    await expect
      .poll(() => page.locator(".field-error").allInnerTexts())
      .toEqual(["Enter a domain name such as shop.example.com."]);

    const host = `shop-${Date.now().toString(36)}.example.org`;
    await page.getByLabel("Domain", { exact: true }).fill(host);
    await page.getByRole("button", { name: "Connect domain" }).click();
    const row = page.getByRole("row").filter({ hasText: host });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      new RegExp(
        `Pending: add a TXT record named\\s+_atelier-verification\\.${host.replace(/\./g, "\\.")}\\s+with the value\\s+atelier-verify=[0-9a-f]{32}`,
      ),
    );
    expect(await severeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: `Remove ${host}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Remove ${host}?` });
    await dialog.getByRole("button", { name: "Remove domain" }).click();
    await row.waitFor({ state: "detached" });
    await page.close();
  });
});
