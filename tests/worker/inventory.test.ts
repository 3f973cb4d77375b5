// GET /api/commerce/inventory/stock/?itemId=: stock per variant, always fresh.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ITEM_ID_MALFORMED,
  ITEM_ID_REQUIRED,
  productNotFound,
  TOO_MANY_ITEM_IDS,
} from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "./helpers";

const STOCK = "/api/commerce/inventory/stock/";

interface StockBody {
  results: { itemId: string; variantId: string; sku: string; unlimited: boolean; qtyInStock: number }[];
}

async function stock(query: string) {
  const res = await new Visitor().fetch(`${STOCK}${query}`);
  return { res, body: (await res.json()) as StockBody & { message?: string } };
}

describe("inventory stock", () => {
  it("answers every variant of a product with its stock, never cached", async () => {
    const { res, body } = await stock(`?itemId=${DemoProduct.SHIRT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.results).toHaveLength(6);
    expect(body.results[0]).toEqual({
      itemId: DemoProduct.SHIRT,
      variantId: "var_shirt_s_oat",
      sku: "SQ-SHIRT-S-OAT",
      unlimited: false,
      qtyInStock: 0,
    });
    expect(body.results.map((r) => r.qtyInStock)).toEqual([0, 4, 6, 3, 2, 0]);
  });

  it("reports a sold-out product and an unlimited one", async () => {
    const { body } = await stock(`?itemId=${DemoProduct.POUR_OVER}&itemId=${DemoProduct.HANDBOOK}`);
    expect(body.results).toEqual([
      expect.objectContaining({
        itemId: DemoProduct.POUR_OVER,
        sku: "SQ-POUROVER",
        unlimited: false,
        qtyInStock: 0,
      }),
      expect.objectContaining({ itemId: DemoProduct.HANDBOOK, sku: "SQ-HANDBOOK-PDF", unlimited: true }),
    ]);
  });

  it("takes several ids comma separated, in the order asked, once each, also without the slash", async () => {
    const res = await new Visitor().fetch(
      `/api/commerce/inventory/stock?itemId=${DemoProduct.MUG},${DemoProduct.THROW},${DemoProduct.MUG}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as StockBody;
    expect(body.results.map((r) => r.sku)).toEqual(["SQ-MUG", "SQ-THROW"]);
  });

  it("shows a change in stock at once", async () => {
    await env.DB.prepare("UPDATE product_variants SET qty_in_stock = 1 WHERE sku = 'SQ-THROW'").run();
    expect((await stock(`?itemId=${DemoProduct.THROW}`)).body.results[0]?.qtyInStock).toBe(1);
    await env.DB.prepare("UPDATE product_variants SET qty_in_stock = 0 WHERE sku = 'SQ-THROW'").run();
    expect((await stock(`?itemId=${DemoProduct.THROW}`)).body.results[0]?.qtyInStock).toBe(0);
  });

  it.each([
    ["", ITEM_ID_REQUIRED],
    ["?itemId=", ITEM_ID_REQUIRED],
    ["?itemId=,", ITEM_ID_REQUIRED],
    ["?itemId=%3Cscript%3E", ITEM_ID_MALFORMED],
    [`?itemId=${"x".repeat(65)}`, ITEM_ID_MALFORMED],
    [`?itemId=${Array.from({ length: 51 }, (_, i) => `prd_${i}`).join(",")}`, TOO_MANY_ITEM_IDS],
  ])("answers 400 for itemId %s", async (query, message) => {
    const { res, body } = await stock(query);
    expect(res.status).toBe(400);
    expect(body).toEqual({ message });
  });

  it("answers 404 for an unknown product, or another site's", async () => {
    const { res, body } = await stock(`?itemId=${DemoProduct.MUG},prd_nothing`);
    expect(res.status).toBe(404);
    expect(body).toEqual({ message: productNotFound("prd_nothing") });

    await env.DB.batch([
      env.DB.prepare("INSERT INTO websites (id, identifier, title) VALUES ('site_other', 'other', 'Other')"),
      env.DB.prepare("INSERT INTO website_hosts (host, website_id) VALUES ('other.test', 'site_other')"),
    ]);
    const elsewhere = await new Visitor("http://other.test").fetch(`${STOCK}?itemId=${DemoProduct.MUG}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ message: productNotFound(DemoProduct.MUG) });
  });
});
