// Product photos as an owner adds them (issue 20, item 6): in the product editor two photos are
// chosen, each with its progress bar and then its thumbnail; they get alt text, are reordered and
// one gets a focal point by keyboard; after the save the storefront's product page shows the
// photo moved first, with its alt text and focal point. The Files screen lists the uploads with
// their public address, and Copy address confirms. No console errors along the way.
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signInDemoOwner } from "./owner";
import { watchPageErrors } from "./page-errors";
import { makePng } from "./png";
import { throttleUploads } from "./uploads";

const { browser, store } = useBrowser();

describe("product photos in the panel", () => {
  it("uploads, describes, reorders and saves a product's photos; the store shows them; Files copies an address", async () => {
    const context = await browser().newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await signInDemoOwner(page, store());
    // From here on (the sign-in page asks for a session first and hears 401).
    const check = watchPageErrors(page, { leavesPages: true });
    const tag = Date.now().toString(36);
    const title = `Photo Kettle ${tag}`;

    // A product of its own to open (the demo's products are shared with other tests).
    const made = await page.evaluate(async (title) => {
      const { xsrfToken } = (await (await fetch("/api/owner/session")).json()) as { xsrfToken: string };
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const res = await fetch("/api/owner/catalog/products", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": crumb, "x-xsrf-token": xsrfToken },
        body: JSON.stringify({
          collectionId: "col_shop",
          title,
          productType: "PHYSICAL",
          variants: [{ attributes: {}, priceCents: 5600, qtyInStock: 2 }],
        }),
      });
      return (await res.json()) as { productId: string; fullUrl: string };
    }, title);
    await page.goto(`${store()}/config/products/${made.productId}`);
    await page.getByRole("heading", { name: `Edit ${title}` }).waitFor();

    const side = `kettle-side-${tag}.png`;
    const top = `kettle-top-${tag}.png`;
    // About 3 MB at 1 MB/s: long enough to see the bar under way.
    const unthrottle = await throttleUploads(page, 1_000_000);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose photos" }).click();
    await (
      await chooser
    ).setFiles([
      { name: side, mimeType: "image/png", buffer: makePng(1000, 1000, { noise: true }) },
      { name: top, mimeType: "image/png", buffer: makePng(60, 40) },
    ]);
    const bar = page.getByRole("progressbar", { name: side });
    await expect
      .poll(
        async () => {
          const sent = Number(await bar.getAttribute("aria-valuenow"));
          return sent > 0 && sent < 100;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    await expect.poll(() => bar.innerText(), { timeout: 30_000 }).toContain("Uploaded");
    await unthrottle();

    // Both thumbnails, in the order the uploads finished: the small one first.
    const photos = page.getByRole("list", { name: "Photos" });
    await expect.poll(() => photos.getByRole("listitem").count()).toBe(2);
    await page.getByLabel("Alt text of photo 1").fill("The kettle seen from above");
    await page.getByLabel("Alt text of photo 2").fill("The kettle's copper side");
    await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
    await expect
      .poll(() => page.getByLabel("Alt text of photo 1").inputValue())
      .toBe("The kettle's copper side");
    const focal = page.getByRole("group", { name: /^Focal point of photo 1/ });
    await focal.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => focal.getAttribute("aria-label"))
      .toContain("60% from the left, 45% from the top");

    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByRole("status").filter({ hasText: "Product saved." }).waitFor();

    const shop = await context.newPage();
    const shopCheck = watchPageErrors(shop);
    await shop.goto(`${store()}${made.fullUrl}`);
    const first = shop.locator(".product-gallery-slide img").first();
    expect(await first.getAttribute("alt")).toBe("The kettle's copper side");
    expect(await first.getAttribute("src")).toContain(encodeURIComponent(side));
    expect(await first.getAttribute("style")).toContain("object-position: 60% 45%");
    expect(await shop.locator(".product-gallery-slide img").nth(1).getAttribute("alt")).toBe(
      "The kettle seen from above",
    );
    shopCheck();
    await shop.close();

    // Files lists the upload with its address; Copy address puts it on the clipboard and says so.
    await page.getByRole("link", { name: "Files" }).click();
    const row = page.getByRole("row").filter({ hasText: top });
    await row.waitFor();
    const address = (await row.locator("code").innerText()).trim();
    expect(address).toMatch(new RegExp(`^${store()}/s/[A-Za-z0-9_-]+/${top}$`));
    await row.getByRole("button", { name: `Copy address of ${top}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Copied the address of ${top}.` })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    check();

    // The demo store as it was: the product goes again.
    await page.evaluate(async (id) => {
      const { xsrfToken } = (await (await fetch("/api/owner/session")).json()) as { xsrfToken: string };
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      await fetch(`/api/owner/catalog/products/${id}`, {
        method: "DELETE",
        headers: { "x-csrf-token": crumb, "x-xsrf-token": xsrfToken },
      });
    }, made.productId);
    await context.close();
  });
});
