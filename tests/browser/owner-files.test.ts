// The Files screen as an owner uses it: a large image is uploaded with its progress bar showing,
// a file that is no image is refused in the spec's words, the image is renamed (an empty name first
// refused), given alt text and a focal point by keyboard, and another file is deleted after asking.
import { describe, expect, it } from "vitest";
import type { ColorData } from "../../worker/db/schema";
import { severeViolations } from "./axe";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { makePng } from "./png";
import { chooseFiles, throttleUploads } from "./uploads";

const { browser, store } = useBrowser();

/** What this test reads of GET /api/owner/files (worker/files/file-json.ts). */
interface ListedFile {
  id: string;
  name: string;
  url: string;
  altText: string;
  focalPoint: { x: number; y: number };
  colorData: ColorData | null;
}

describe("files in the panel", () => {
  it("uploads with a progress bar, renames, describes and deletes files", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signInDemoOwner(page, store());
    await page.getByRole("link", { name: "Files" }).click();
    await page.getByRole("heading", { name: "Files" }).waitFor();

    const tag = Date.now().toString(36);
    const big = `harbour-${tag}.png`;
    const other = `spare-${tag}.png`;
    // About 3 MB sent at 1 MB/s: long enough to watch the bar move.
    const unthrottle = await throttleUploads(page, 1_000_000);
    await chooseFiles(page, [
      { name: big, mimeType: "image/png", buffer: makePng(1000, 1000, { noise: true }) },
      { name: other, mimeType: "image/png", buffer: makePng(40, 30) },
      { name: `notes-${tag}.png`, mimeType: "image/png", buffer: Buffer.from("shopping list: eggs") },
    ]);

    const bar = page.getByRole("progressbar", { name: big });
    await bar.waitFor();
    // Part of the file sent, not all of it: the bar shows the upload under way.
    await expect
      .poll(
        async () => {
          const sent = Number(await bar.getAttribute("aria-valuenow"));
          return sent > 0 && sent < 100;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    const refusal = page.getByRole("alert").filter({ hasText: `notes-${tag}.png` });
    expect((await refusal.innerText()).split("\n")).toEqual([
      "Unable to Upload File",
      `The file notes-${tag}.png does not appear to be a supported file type.`,
      "Dismiss",
    ]);
    await expect.poll(() => bar.innerText(), { timeout: 30_000 }).toContain("Uploaded");
    await unthrottle();
    const row = page.getByRole("row").filter({ hasText: big });
    await row.waitFor();
    // Listed as uploading while its bytes were still on the way, then with its size once stored.
    await expect.poll(() => row.innerText()).toContain("1000 × 1000");
    const spareRow = page.getByRole("row").filter({ hasText: other });
    await spareRow.waitFor();
    expect(await severeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: `Edit ${big}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("File name").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await dialog.getByRole("alert").innerText()).split("\n")).toEqual([
      "Unable to Rename File",
      "Please enter a file name",
    ]);

    const renamed = `Harbour at dawn ${tag}.png`;
    await dialog.getByLabel("File name").fill(renamed);
    await dialog.getByLabel("Alt text").fill("Fishing boats in the harbour at dawn");
    await dialog.getByRole("slider", { name: "From the left" }).focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("slider", { name: "From the top" }).focus();
    await page.keyboard.press("End");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("row").filter({ hasText: renamed }).waitFor();

    const listed = (await (await page.request.get(`${store()}/api/owner/files`)).json()) as {
      files: ListedFile[];
    };
    const stored = listed.files.find((f) => f.name === renamed)!;
    expect(stored).toMatchObject({
      altText: "Fishing boats in the harbour at dawn",
      focalPoint: { x: 0.3, y: 1 },
    });
    const spare = listed.files.find((f) => f.name === other)!;
    // The spare image runs from black to red left to right and to blue top to bottom, green 90
    // throughout: the colour data measured in the browser says so.
    const rgb = (hex: string) =>
      [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
    const colours = spare.colorData!;
    const [tl, tr, bl, br, centre] = [
      colours.topLeftAverage,
      colours.topRightAverage,
      colours.bottomLeftAverage,
      colours.bottomRightAverage,
      colours.centerAverage,
    ].map(rgb);
    for (const [, green] of [tl!, tr!, bl!, br!, centre!])
      expect(Math.abs(green - 90)).toBeLessThanOrEqual(1);
    expect(tr![0] - tl![0]).toBeGreaterThan(100);
    expect(bl![2] - tl![2]).toBeGreaterThan(100);
    expect(colours.suggestedBgColor).toMatch(/^[0-9a-f]{6}$/);

    await spareRow.getByRole("button", { name: `Delete ${other}` }).click();
    const ask = page.getByRole("alertdialog", { name: `Delete “${other}”?` });
    await ask.getByRole("button", { name: "Delete file" }).click();
    await spareRow.waitFor({ state: "detached" });
    expect((await page.request.get(`${store()}${spare.url}`)).status()).toBe(404);
    expect((await page.request.get(`${store()}${stored.url}`)).status()).toBe(200);

    // Leave the shared store as it was.
    const renamedRow = page.getByRole("row").filter({ hasText: renamed });
    await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete “${renamed}”?` })
      .getByRole("button", { name: "Delete file" })
      .click();
    await renamedRow.waitFor({ state: "detached" });
    await context.close();
  });
});
