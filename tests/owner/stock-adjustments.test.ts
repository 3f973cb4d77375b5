// Stock adjustments with history (issue 9, item 4): by some units or to a level, with who, when
// and why kept; never below 0; restock emails on 0 -> above 0 as the inventory call sends them.
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const R = ContributorRole;
const ADJUST = (variantId: string) => `/api/owner/catalog/variants/${variantId}/stock-adjustments`;
const MUG = "var_mug"; // 5 in stock in the seed
const manager = new Owner();

interface History {
  qtyInStock: number;
  adjustments: { delta: number; qtyAfter: number; reason: string; actor: string; createdOn: number }[];
}

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("stock-manager@example.com", R.STORE_MANAGER);
  expect((await manager.signIn("stock-manager@example.com")).status).toBe(200);
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE product_variants SET qty_in_stock = 5 WHERE id = 'var_mug'"),
    env.DB.prepare("DELETE FROM stock_adjustments"),
  ]);
  forgetAllWebsites();
});

describe("stock adjustments", () => {
  it("adds and takes units, newest first in the history with who and why", async () => {
    const add = await manager.post(ADJUST(MUG), { delta: 10, reason: "Delivery from the kiln" });
    expect(add.status).toBe(200);
    expect(await add.json()).toEqual({ variantId: MUG, qtyInStock: 15 });
    const take = await manager.post(ADJUST(MUG), { delta: -3, reason: "Broken in the studio" });
    expect(await take.json()).toEqual({ variantId: MUG, qtyInStock: 12 });
    const set = await manager.post(ADJUST(MUG), { qtyInStock: 20, reason: "Counted" });
    expect(await set.json()).toEqual({ variantId: MUG, qtyInStock: 20 });
    const history = (await (await manager.fetch(ADJUST(MUG))).json()) as History;
    expect(history.qtyInStock).toBe(20);
    expect(
      history.adjustments.map(({ delta, qtyAfter, reason, actor }) => ({ delta, qtyAfter, reason, actor })),
    ).toEqual([
      { delta: 8, qtyAfter: 20, reason: "Counted", actor: "stock-manager@example.com" },
      { delta: -3, qtyAfter: 12, reason: "Broken in the studio", actor: "stock-manager@example.com" },
      { delta: 10, qtyAfter: 15, reason: "Delivery from the kiln", actor: "stock-manager@example.com" },
    ]);
    expect(history.adjustments[0]!.createdOn).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses to go below 0 and keeps nothing of the attempt", async () => {
    const res = await manager.post(ADJUST(MUG), { delta: -6 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Stock cannot go below 0." });
    const history = (await (await manager.fetch(ADJUST(MUG))).json()) as History;
    expect(history).toMatchObject({ qtyInStock: 5, adjustments: [] });
  });

  it.each([
    [{ delta: 0 }, "Enter a change other than 0."],
    [{}, "Enter either a change in units or a new stock level."],
    [{ delta: 1, qtyInStock: 3 }, "Enter either a change in units or a new stock level."],
    [{ delta: 1.5 }, "Invalid delta: Invalid input: expected int, received number"],
    [{ qtyInStock: -1 }, "Invalid qtyInStock: Too small: expected number to be >=0"],
  ])("refuses %j", async (body, message) => {
    const res = await manager.post(ADJUST(MUG), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("answers 404 for a variant of no product of this site, 409 for unlimited stock", async () => {
    const missing = await manager.post(ADJUST("var_nope"), { delta: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "The variant var_nope does not exist on this site." });
    const unlimited = await manager.post(ADJUST("var_handbook"), { delta: 1 });
    expect(unlimited.status).toBe(409);
    expect(await unlimited.json()).toEqual({ message: "This variant has unlimited stock." });
  });

  it("needs inventory:write to change and products:read to read; a session to do either", async () => {
    expect((await new Visitor().post(ADJUST(MUG), { delta: 1 })).status).toBe(401);
    expect((await new Visitor().fetch(ADJUST(MUG))).status).toBe(401);
    await addContributor("stock-viewer@example.com", R.VIEWER);
    const viewer = new Owner();
    await viewer.signIn("stock-viewer@example.com");
    const res = await viewer.post(ADJUST(MUG), { delta: 1 });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect((await viewer.fetch(ADJUST(MUG))).status).toBe(200);
  });

  it("keeps the inventory call's stock updates in the same history", async () => {
    const res = await manager.put(`/api/commerce/inventory/variants/${MUG}`, { qtyInStock: 2 });
    expect(res.status).toBe(200);
    const history = (await (await manager.fetch(ADJUST(MUG))).json()) as History;
    expect(history.adjustments).toMatchObject([{ delta: -3, qtyAfter: 2, reason: "Stock set" }]);
  });

  it("queues the automatic restock emails when stock goes from 0 to above 0", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE websites SET restock_auto_notify = 1 WHERE id = 'site_demo'"),
      env.DB.prepare("UPDATE product_variants SET qty_in_stock = 0 WHERE id = 'var_mug'"),
      env.DB.prepare("DELETE FROM email_outbox"),
    ]);
    const signUp = await new Visitor().post("/api/site-users/account/notifications/restock", {
      productId: "prd_speckled_mug",
      variantId: MUG,
      siteVisitorEmail: "waiting-for-mugs@example.com",
    });
    expect(signUp.status).toBe(200);
    expect((await manager.post(ADJUST(MUG), { delta: 4, reason: "Back from the kiln" })).status).toBe(200);
    const emails = await env.DB.prepare(
      "SELECT \"to\" FROM email_outbox WHERE idempotency_key LIKE 'restock:%'",
    ).all<{ to: string }>();
    expect(emails.results.map((e) => e.to)).toEqual(["waiting-for-mugs@example.com"]);
    await env.DB.prepare("UPDATE websites SET restock_auto_notify = 0 WHERE id = 'site_demo'").run();
  });
});
