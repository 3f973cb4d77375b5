// Download links are signed with the DOWNLOAD_SECRET secret and nothing else: a deployment without
// it refuses every link with a 503 that names it (the order's pages still show), and a link signed
// with the development constant the source once held is worthless.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CHECKOUT, checkoutBody, visitor } from "./fixtures";
import { Visitor } from "../worker/helpers";
import { withoutSecret } from "../worker/without-secret";

const OLD_CONSTANT = "atelier-development-download-secret";
const MISSING = "Downloads are unavailable: the DOWNLOAD_SECRET secret is not set.";

async function buyHandbook() {
  const v = await visitor();
  await v.add("prd_dyers_handbook", "SQ-HANDBOOK-PDF", 1);
  const res = await v.post(CHECKOUT, checkoutBody({ shippingAddress: null }));
  expect(res.status).toBe(200);
  return (await res.json()) as { orderId: string; redirect: string };
}

/** A link for the order's first line, signed with `secret`, that would never expire. */
async function linkSignedWith(secret: string, orderId: string) {
  const expires = Date.now() + 100 * 365 * 24 * 60 * 60 * 1000;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${orderId}/0/${expires}`));
  const sig = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `/commerce/downloads/${orderId}/0?expires=${expires}&sig=${sig}`;
}

describe("the download secret", () => {
  it("refuses a link signed with the old development constant", async () => {
    const { orderId } = await buyHandbook();
    const res = await (await visitor()).fetch(await linkSignedWith(OLD_CONSTANT, orderId));
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("This download link is not valid.");
  });

  it("when it is not set, answers every link 503 naming it, even one signed with the old constant", async () => {
    const { orderId } = await buyHandbook();
    const production = new Visitor(undefined, withoutSecret("DOWNLOAD_SECRET"));
    for (const secret of [OLD_CONSTANT, env.DOWNLOAD_SECRET]) {
      const res = await production.fetch(await linkSignedWith(secret, orderId));
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toBe(MISSING);
    }
  });

  it("when it is not set, still shows the order's status page, without download links", async () => {
    const { redirect } = await buyHandbook();
    const production = new Visitor(undefined, withoutSecret("DOWNLOAD_SECRET"));
    const page = await production.fetch(redirect.replace("?token=", "/status?token="));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/Field Notes: A Dyer(&#39;|&#x27;|')s Handbook \(PDF\)/);
    expect(html).not.toContain("/commerce/downloads/");
  });
});
