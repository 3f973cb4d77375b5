// Stock shared between carts: adding only checks, checkout reserves in D1, and no interleaving
// of two carts ever sells more units than exist.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_STOCK } from "../../worker/commerce/messages";
import { createDb } from "../../worker/db/client";
import { productVariants } from "../../worker/db/schema";
import { releaseStock, reserveStock } from "../../worker/db/stock";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID, DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "./helpers";

const db = createDb(env.DB);

async function stockOf(variantId: string): Promise<number> {
  const row = await db.select().from(productVariants).where(eq(productVariants.id, variantId)).get();
  return row!.qtyInStock;
}

describe("two carts and five mugs", () => {
  it("lets each cart hold what stock allows, reserves for exactly one of two 3-unit checkouts, then refuses more", async () => {
    await ensureDemoSeed(db);
    expect(await stockOf("var_mug")).toBe(5);

    const alice = new Visitor();
    const bob = new Visitor();
    const [a, b] = await Promise.all([
      alice.add(DemoProduct.MUG, "SQ-MUG", 3),
      bob.add(DemoProduct.MUG, "SQ-MUG", 3),
    ]);
    // Adding checks each cart against stock; it does not hold units.
    expect([a.status, b.status]).toEqual([200, 200]);

    // Checkout: both reserve at the same time; D1 lets exactly one through.
    const results = await Promise.all([
      reserveStock(db, DEMO_WEBSITE_ID, "checkout-alice", [{ variantId: "var_mug", quantity: 3 }]),
      reserveStock(db, DEMO_WEBSITE_ID, "checkout-bob", [{ variantId: "var_mug", quantity: 3 }]),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "insufficient" }]);
    expect(await stockOf("var_mug")).toBe(2);

    // A new cart now sees two mugs left.
    const carol = new Visitor();
    const tooMany = await carol.add(DemoProduct.MUG, "SQ-MUG", 3);
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ message: NOT_ENOUGH_STOCK });
    expect((await carol.add(DemoProduct.MUG, "SQ-MUG", 2)).status).toBe(200);
  });

  it("never drives stock below zero whatever the interleaving of many checkouts", async () => {
    await ensureDemoSeed(db);
    const start = await stockOf("var_tote_olive");
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reserveStock(db, DEMO_WEBSITE_ID, `race-${i}`, [{ variantId: "var_tote_olive", quantity: 5 }]),
      ),
    );
    const won = attempts.filter((r) => r.ok).length;
    expect(won).toBe(Math.floor(start / 5));
    expect(await stockOf("var_tote_olive")).toBe(start - won * 5);
  });
});

describe("reservations", () => {
  it("takes stock once per reservation id, however often it is retried", async () => {
    await ensureDemoSeed(db);
    const before = await stockOf("var_socks_m");
    const lines = [{ variantId: "var_socks_m", quantity: 2 }];
    expect(await reserveStock(db, DEMO_WEBSITE_ID, "retry-me", lines)).toEqual({
      ok: true,
      alreadyReserved: false,
    });
    expect(await reserveStock(db, DEMO_WEBSITE_ID, "retry-me", lines)).toEqual({
      ok: true,
      alreadyReserved: true,
    });
    expect(await stockOf("var_socks_m")).toBe(before - 2);
  });

  it("is all or nothing across lines", async () => {
    await ensureDemoSeed(db);
    const socks = await stockOf("var_socks_l");
    const throw_ = await stockOf("var_throw");
    const result = await reserveStock(db, DEMO_WEBSITE_ID, "mixed", [
      { variantId: "var_socks_l", quantity: 1 },
      { variantId: "var_throw", quantity: throw_ + 1 },
    ]);
    expect(result).toEqual({ ok: false, reason: "insufficient" });
    expect(await stockOf("var_socks_l")).toBe(socks);
    expect(await stockOf("var_throw")).toBe(throw_);
  });

  it("gives stock back once when released, even if released twice at once", async () => {
    await ensureDemoSeed(db);
    const before = await stockOf("var_workshop_sat");
    await reserveStock(db, DEMO_WEBSITE_ID, "workshop-hold", [
      { variantId: "var_workshop_sat", quantity: 3 },
    ]);
    expect(await stockOf("var_workshop_sat")).toBe(before - 3);
    const released = await Promise.all([
      releaseStock(db, DEMO_WEBSITE_ID, "workshop-hold"),
      releaseStock(db, DEMO_WEBSITE_ID, "workshop-hold"),
    ]);
    expect(released.filter((r) => r.released)).toHaveLength(1);
    expect(await stockOf("var_workshop_sat")).toBe(before);
  });

  it("leaves unlimited variants alone and refuses nonsense quantities", async () => {
    await ensureDemoSeed(db);
    expect(
      await reserveStock(db, DEMO_WEBSITE_ID, "candles", [{ variantId: "var_candles", quantity: 50 }]),
    ).toMatchObject({
      ok: true,
    });
    expect(await stockOf("var_candles")).toBe(0);
    await expect(
      reserveStock(db, DEMO_WEBSITE_ID, "negative", [{ variantId: "var_mug", quantity: -4 }]),
    ).rejects.toThrow(RangeError);
  });
});
