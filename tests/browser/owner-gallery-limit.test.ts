// Spec section 9's photo gallery count in the editor: on a page with 20 galleries the Add block
// menu keeps Gallery disabled and the editor says why; deleting one gallery allows adding again.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

describe("galleries per page", () => {
  it("disables adding a 21st gallery with the sentence, and allows it again after a delete", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
    await page.getByRole("heading", { name: "Pages" }).waitFor();
    const title = `Galleries ${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: title }).click();
    await page.getByRole("heading", { name: title }).waitFor();

    // Twenty galleries saved as the draft (as twenty presses of Add block would), then reloaded.
    const pageId = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await page.request.get(`${store()}/api/owner/session`)).json()) as {
      xsrfToken: string;
    };
    const crumb = (await page.context().cookies()).find((c) => c.name === "crumb")!.value;
    const galleries = Array.from({ length: 20 }, (_, i) => ({
      id: `g${i}`,
      type: "gallery",
      images: [],
      options: {},
    }));
    const saved = await page.request.put(`${store()}/api/owner/pages/${pageId}/draft`, {
      headers: { "x-csrf-token": crumb, "x-xsrf-token": session.xsrfToken, origin: store() },
      data: { document: { sections: [{ id: "s1", blocks: galleries }] }, revision: 0 },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await page.getByRole("heading", { name: title }).waitFor();

    const sentence = "A page can hold at most 20 galleries. Remove a gallery before adding another.";
    await page.getByText(sentence).waitFor();
    await page.getByRole("button", { name: "Add block to section 1" }).click();
    expect(
      await page.getByRole("menuitem", { name: "Gallery", exact: true }).getAttribute("aria-disabled"),
    ).toBe("true");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: "Duplicate Gallery block" }).first().isDisabled()).toBe(
      true,
    );

    await page.getByRole("button", { name: "Delete Gallery block" }).first().click();
    await expect.poll(() => page.getByText(sentence).count()).toBe(0);
    await page.getByRole("button", { name: "Add block to section 1" }).click();
    await page.getByRole("menuitem", { name: "Gallery", exact: true }).click();
    await expect.poll(() => page.getByText(sentence).count()).toBe(1);
  });
});
