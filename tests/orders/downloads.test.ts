// Digital products: after a paid order, signed 24-hour download links on the order pages and in
// the confirmation email, streaming the file from R2; tampered, expired and unpaid links refused.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, orders } from "../../worker/db/schema";
import {
  digitalFileKey,
  downloadPath,
  DOWNLOAD_TTL_MS,
  type DownloadEnv,
} from "../../worker/orders/downloads";
import { DOWNLOAD_MESSAGES } from "../../worker/routes/downloads";
import { CHECKOUT, checkoutBody, db, newProduct, visitor } from "./fixtures";

type Placed = { orderId: string; redirect: string };

async function buy(itemId: string, sku: string, address = true) {
  const v = await visitor();
  await v.add(itemId, sku, 1);
  const res = await v.post(CHECKOUT, checkoutBody(address ? {} : { shippingAddress: null }));
  expect(res.status).toBe(200);
  return (await res.json()) as Placed;
}

const linkOn = (html: string) => {
  const m = /<a href="(\/commerce\/downloads\/[^"]+)" download>Download ([^<]+)<\/a>/.exec(html);
  return m && { url: m[1]!.replaceAll("&amp;", "&"), title: m[2]! };
};

describe("digital downloads", () => {
  it("the handbook bought with no shipping address: its link on the confirmed and status pages and in the email streams the PDF", async () => {
    const placed = await buy("prd_dyers_handbook", "SQ-HANDBOOK-PDF", false);
    const confirmed = linkOn(await (await (await visitor()).fetch(placed.redirect)).text());
    expect(confirmed?.title).toBe("Field Notes: A Dyer's Handbook (PDF)");
    const status = linkOn(
      await (await (await visitor()).fetch(placed.redirect.replace("?token=", "/status?token="))).text(),
    );
    expect(status).not.toBeNull();
    const email = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `order-confirmation:${placed.orderId}`))
      .get();
    expect(email!.textBody).toMatch(
      /Download Field Notes: A Dyer's Handbook \(PDF\) \(the link works for 24 hours\): http:\/\/localhost\/commerce\/downloads\//,
    );

    const res = await (await visitor()).fetch(confirmed!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="dyers-handbook.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await res.text()).startsWith("%PDF-1.4")).toBe(true);
  });

  it("refuses a tampered link, another line's signature and an expired link, each with its message", async () => {
    const placed = await buy("prd_dyers_handbook", "SQ-HANDBOOK-PDF", false);
    const { url } = linkOn(await (await (await visitor()).fetch(placed.redirect)).text())!;
    const v = await visitor();
    const flipped = url.replace(/sig=(.)/, (_, ch: string) => `sig=${ch === "0" ? "1" : "0"}`);
    const later = url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 1}`);
    const otherLine = url.replace(/\/0\?/, "/1?");
    for (const bad of [flipped, later, otherLine, url.replace(/&sig=.*/, "")]) {
      const res = await v.fetch(bad);
      expect(res.status, bad).toBe(403);
      expect(await res.text()).toBe(DOWNLOAD_MESSAGES.invalid);
    }
    const expired = await downloadPath(
      env as Env & DownloadEnv,
      placed.orderId,
      0,
      Date.now() - DOWNLOAD_TTL_MS - 1,
    );
    const res = await v.fetch(expired);
    expect(res.status).toBe(410);
    expect(await res.text()).toBe(
      "This download link has expired. Open your order's status page for a new one.",
    );
  });

  it("refuses a link of an order that is not paid or was refunded, and shows no link for it", async () => {
    const placed = await buy("prd_dyers_handbook", "SQ-HANDBOOK-PDF", false);
    const { url } = linkOn(await (await (await visitor()).fetch(placed.redirect)).text())!;
    for (const status of ["pending_payment", "refunded"] as const) {
      await db.update(orders).set({ status }).where(eq(orders.id, placed.orderId)).run();
      const res = await (await visitor()).fetch(url);
      expect(res.status, status).toBe(403);
      expect(await res.text()).toBe("This order's downloads are not available.");
      const page = await (
        await (await visitor()).fetch(placed.redirect.replace("?token=", "/status?token="))
      ).text();
      expect(linkOn(page), status).toBeNull();
    }
  });

  it("streams a digital product's own file from R2, and says so when the file is missing", async () => {
    const product = await newProduct(null, { type: "DIGITAL" });
    const placed = await buy(product.itemId, product.sku, false);
    const { url } = linkOn(await (await (await visitor()).fetch(placed.redirect)).text())!;
    const missing = await (await visitor()).fetch(url);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("This file is not available.");
    await env.FILES.put(digitalFileKey(product.itemId), "chapter one", {
      httpMetadata: { contentType: "text/plain" },
    });
    const res = await (await visitor()).fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(await res.text()).toBe("chapter one");
    await env.FILES.delete(digitalFileKey(product.itemId));
  });
});
