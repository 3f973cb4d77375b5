// The album block as an owner builds it: audio files of the file manager are added as tracks from
// a searchable picker, named and reordered with the keyboard, and the preview plays them in order.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";

const { browser, store } = useBrowser();

/** An MP3 as the worker recognises one: an ID3 tag, then filler. */
const mp3 = () =>
  Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1"), Buffer.alloc(2048, 0x55)]);

async function uploadAudio(page: Page, name: string) {
  const session = (await (await page.request.get(`${store()}/api/owner/session`)).json()) as {
    xsrfToken: string;
  };
  const crumb = (await page.context().cookies()).find((c) => c.name === "crumb")!.value;
  const res = await page.request.post(`${store()}/api/owner/files?name=${encodeURIComponent(name)}`, {
    headers: {
      "x-csrf-token": crumb,
      "x-xsrf-token": session.xsrfToken,
      origin: store(),
      "content-type": "audio/mpeg",
    },
    data: mp3(),
  });
  expect(res.status()).toBe(201);
}

describe("the album block", () => {
  it("adds the site's audio files as tracks, names and reorders them, and the preview lists them in order", async () => {
    const page = await (await browser().newContext()).newPage();
    await signInDemoOwner(page, store());
    const tag = Date.now().toString(36);
    await uploadAudio(page, `rain-${tag}.mp3`);
    await uploadAudio(page, `loom-${tag}.mp3`);

    await page.getByRole("navigation", { name: "Owner panel" }).getByRole("link", { name: "Pages" }).click();
    await page.getByRole("heading", { name: "Pages" }).waitFor();
    const title = `Album ${tag}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: title }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("button", { name: "Add block to section 1" }).click();
    await page.getByRole("menuitem", { name: "Album", exact: true }).click();
    await page.getByLabel("Album title").fill("Field Recordings");

    const add = page.getByRole("combobox", { name: "Add a track" });
    for (const name of [`rain-${tag}`, `loom-${tag}`]) {
      await add.click();
      await add.pressSequentially(name);
      await page.getByRole("option", { name: new RegExp(`^${name}\\.mp3`) }).waitFor();
      await add.press("ArrowDown");
      await add.press("Enter");
      await expect.poll(() => add.inputValue()).toBe("");
    }
    const tracks = page.getByRole("list", { name: "Tracks" });
    expect(
      await tracks
        .getByLabel("Track title")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toEqual([`rain-${tag}`, `loom-${tag}`]);
    await tracks.getByLabel("Track title").nth(1).fill("The Loom");
    // Keyboard only: focus the second track's Move up and press Enter.
    await page.getByRole("button", { name: "Move track 2 up" }).focus();
    await page.keyboard.press("Enter");

    const preview = page.frameLocator('iframe[title="Page preview"]');
    await expect
      .poll(() => preview.locator(".album-block-track-title").allInnerTexts())
      .toEqual(["The Loom", `rain-${tag}`]);
    expect(await preview.locator(".album-block-figure figcaption").innerText()).toBe("Field Recordings");
    const sources = await preview
      .locator(".album-block-track audio")
      .evaluateAll((els) => els.map((e) => (e as HTMLAudioElement).getAttribute("src")));
    expect(sources[0]).toMatch(new RegExp(`^/s/[^/]+/loom-${tag}\\.mp3$`));
  });
});
