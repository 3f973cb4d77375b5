// The image field blocks use (ImageField): an owner chooses one of the site's images, or uploads
// one from the field's dialog, and describes it; the stored ImageRef carries the file's id,
// address, size and focal point.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ImageRef } from "../../worker/site-content/image-ref";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { makePng } from "./png";
import { chooseFiles } from "./uploads";

const { browser, store } = useBrowser();

const chooseFile = (page: Page, name: string, width: number, height: number) =>
  chooseFiles(page, [{ name, mimeType: "image/png", buffer: makePng(width, height) }]);

const storedRef = async (page: Page) =>
  JSON.parse(await page.getByRole("status", { name: "Stored reference" }).innerText()) as ImageRef | null;

describe("the image field", () => {
  it("picks an existing image, then uploads another from the field, with alt text", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signInDemoOwner(page, store());
    const tag = Date.now().toString(36);
    const existing = `terrace-${tag}.png`;
    const fresh = `window-${tag}.png`;

    await page.goto(`${store()}/config/files`);
    await page.getByRole("heading", { name: "Files" }).waitFor();
    await chooseFile(page, existing, 300, 200);
    await page.getByRole("row").filter({ hasText: existing }).waitFor();

    await page.goto(`${store()}/config/files/image-field`);
    await page.getByRole("heading", { name: "Image field" }).waitFor();
    expect(await page.getByLabel("Alt text").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Choose image: Hero image" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("row", { name: existing }).click();
    await dialog.waitFor({ state: "detached" });
    const picked = (await storedRef(page))!;
    expect(picked).toMatchObject({ alt: "", width: 300, height: 200, focalPoint: { x: 0.5, y: 0.5 } });
    expect(picked.src).toBe(`/s/${picked.fileId}/${existing}`);

    await page.getByLabel("Alt text").fill("Chairs on a sunny terrace");
    await expect.poll(async () => (await storedRef(page))?.alt).toBe("Chairs on a sunny terrace");

    await page.getByRole("button", { name: "Change image: Hero image" }).click();
    await dialog.waitFor();
    await chooseFile(page, fresh, 64, 48);
    await dialog.waitFor({ state: "detached" });
    const uploaded = (await storedRef(page))!;
    expect(uploaded).toMatchObject({ alt: "Chairs on a sunny terrace", width: 64, height: 48 });
    expect(uploaded.src).toBe(`/s/${uploaded.fileId}/${fresh}`);
    expect(uploaded.fileId).not.toBe(picked.fileId);
    expect((await page.request.get(`${store()}${uploaded.src}`)).headers()["content-type"]).toBe("image/png");

    await page.getByRole("button", { name: "Remove image: Hero image" }).click();
    expect(await storedRef(page)).toBeNull();

    // Leave the shared store as it was.
    await page.goto(`${store()}/config/files`);
    for (const name of [existing, fresh]) {
      const row = page.getByRole("row").filter({ hasText: name });
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete file" }).click();
      await row.waitFor({ state: "detached" });
    }
    await context.close();
  });
});
