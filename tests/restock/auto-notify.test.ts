// Automatic restock emails (issue 8): when a variant's stock goes from 0 to above 0 and the site
// has automatic restock notifications on (websites.restock_auto_notify), every pending sign-up of
// that variant gets one email through the outbox, and only once, whichever path raised the stock:
// the owner's stock update or a released reservation.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { queueAutomaticRestockEmails } from "../../worker/db/restock";
import { releaseStock, reserveStock } from "../../worker/db/stock";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { eventually, mailboxFor } from "../email/helpers";
import { Visitor } from "../worker/helpers";
import { SIGN_IN_REQUIRED } from "../../worker/owner/messages";

const RESTOCK = "/api/site-users/account/notifications/restock";
const OWNER = { authorization: "Bearer test-owner-token" };
const POUR_OVER = { productId: "prd_pour_over", variantId: "var_pour_over" };
const STOCK = "/api/commerce/inventory/variants/var_pour_over";
const db = createDb(env.DB);

const setStock = (qtyInStock: unknown, headers: Record<string, string> = OWNER, path = STOCK) =>
  new Visitor().fetch(path, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
    body: JSON.stringify({ qtyInStock }),
  });

async function signUp(email: string) {
  const res = await new Visitor().post(RESTOCK, { ...POUR_OVER, siteVisitorEmail: email });
  expect(res.status).toBe(200);
}

async function autoNotify(on: boolean) {
  await env.DB.prepare("UPDATE websites SET restock_auto_notify = ? WHERE id = ?")
    .bind(on ? 1 : 0, DEMO_WEBSITE_ID)
    .run();
}

const restockEmails = async () =>
  (
    await env.DB.prepare(
      'SELECT "to", subject, text_body AS textBody FROM email_outbox WHERE idempotency_key LIKE \'restock:%\' ORDER BY "to"',
    ).all<{ to: string; subject: string; textBody: string }>()
  ).results;

const pending = async () =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM restock_signups WHERE variant_id = 'var_pour_over' AND notified_at IS NULL",
  ).first<{ n: number }>())!.n;

beforeEach(async () => {
  await ensureDemoSeed(db);
  forgetAllWebsites();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM restock_signups"),
    env.DB.prepare("DELETE FROM email_outbox"),
    env.DB.prepare("UPDATE product_variants SET qty_in_stock = 0 WHERE id = 'var_pour_over'"),
  ]);
});

describe("the owner's stock update", () => {
  it("emails each sign-up once when stock goes from 0 to above 0 and the setting is on", async () => {
    await autoNotify(true);
    for (const email of ["ada@example.com", "Ben@Example.com", "ben@example.com"]) await signUp(email);

    const res = await setStock(4);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ variantId: "var_pour_over", qtyInStock: 4 });
    const emails = await restockEmails();
    // Ben signed up twice: the sign-ups collapsed into one, so one email.
    expect(emails.map((e) => e.to)).toEqual(["ada@example.com", "ben@example.com"]);
    expect(emails[0]!.subject).toBe("Stoneware Pour-Over Set is back in stock");
    expect(emails[0]!.textBody).toContain("http://localhost/shop/stoneware-pour-over-set");
    expect(await pending()).toBe(0);

    // More stock, or the same again: no second email.
    expect((await setStock(9)).status).toBe(200);
    expect((await setStock(9)).status).toBe(200);
    expect(await restockEmails()).toHaveLength(2);

    // Sent through the EMAILS queue to the (development) mailbox.
    const key = (await env.DB.prepare(
      "SELECT idempotency_key AS k FROM email_outbox WHERE \"to\" = 'ada@example.com'",
    ).first<{ k: string }>())!.k;
    await eventually(async () => (await mailboxFor(key)).length === 1);
  });

  it("sends nothing while the setting is off, and the sign-ups keep waiting", async () => {
    await autoNotify(false);
    await signUp("cy@example.com");
    expect((await setStock(3)).status).toBe(200);
    expect(await restockEmails()).toEqual([]);
    expect(await pending()).toBe(1);
  });

  it("does not email when stock stays at 0, and emails a sign-up made after a sell-out at the next restock", async () => {
    await autoNotify(true);
    await signUp("dee@example.com");
    expect((await setStock(0)).status).toBe(200);
    expect(await restockEmails()).toEqual([]);
    expect((await setStock(2)).status).toBe(200);
    expect(await restockEmails()).toHaveLength(1);

    expect((await setStock(0)).status).toBe(200); // sold out again
    await signUp("eve@example.com");
    expect((await setStock(1)).status).toBe(200);
    expect((await restockEmails()).map((e) => e.to)).toEqual(["dee@example.com", "eve@example.com"]);
  });

  it("is owner-only, refuses a negative or fractional stock, and 404s an unknown variant", async () => {
    const refused = await setStock(5, {});
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: SIGN_IN_REQUIRED,
    });
    expect((await setStock(5, { authorization: "Bearer wrong" })).status).toBe(401);
    for (const bad of [-1, 1.5, "7", null]) {
      const res = await setStock(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/qtyInStock/);
    }
    const missing = await setStock(5, OWNER, "/api/commerce/inventory/variants/var_nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "No variant with id var_nope." });
    const stock = await env.DB.prepare(
      "SELECT qty_in_stock AS q FROM product_variants WHERE id = 'var_pour_over'",
    ).first<{
      q: number;
    }>();
    expect(stock!.q).toBe(0);
  });
});

describe("a released reservation", () => {
  it("emails the sign-ups when it brings a sold-out variant back", async () => {
    await env.DB.prepare("UPDATE product_variants SET qty_in_stock = 2 WHERE id = 'var_pour_over'").run();
    const hold = await reserveStock(db, DEMO_WEBSITE_ID, "hold-pour-over", [
      { variantId: "var_pour_over", quantity: 2 },
    ]);
    expect(hold).toMatchObject({ ok: true });
    await autoNotify(true);
    await signUp("fay@example.com");
    const released = await Promise.all([
      releaseStock(db, DEMO_WEBSITE_ID, "hold-pour-over"),
      releaseStock(db, DEMO_WEBSITE_ID, "hold-pour-over"),
    ]);
    expect(released.filter((r) => r.released)).toHaveLength(1);
    expect(released.flatMap((r) => r.restockEmailIds)).toHaveLength(1);
    expect((await restockEmails()).map((e) => e.to)).toEqual(["fay@example.com"]);
  });
});

describe("two restocks racing", () => {
  it("notify each sign-up once", async () => {
    await autoNotify(true);
    for (const email of ["gus@example.com", "hal@example.com", "ivy@example.com"]) await signUp(email);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        queueAutomaticRestockEmails(db, DEMO_WEBSITE_ID, ["var_pour_over"], Date.now()),
      ),
    );
    expect(runs.flat()).toHaveLength(3);
    expect((await restockEmails()).map((e) => e.to)).toEqual([
      "gus@example.com",
      "hal@example.com",
      "ivy@example.com",
    ]);
    expect(await pending()).toBe(0);
  });
});
