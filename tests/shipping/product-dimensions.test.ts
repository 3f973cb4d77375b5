// A product's shipping weight and parcel dimensions, per variant, saved through the owner's
// product calls and read back by the editor; refused when negative, with nothing stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductBody } from "../../worker/catalog-admin/schemas";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { addContributor, Owner } from "../owner/helpers";

const PRODUCTS = "/api/owner/catalog/products";
const admin = new Owner();

const crate = (over: Partial<ProductBody["variants"][number]> = {}): ProductBody => ({
  collectionId: "col_shop",
  title: "Wooden Crate",
  productType: "PHYSICAL",
  variants: [{ sku: "CRATE-1", priceCents: 3900, qtyInStock: 3, ...over }],
});

type Loaded = {
  product: { variants: { weightGrams: number; lengthMm: number; widthMm: number; heightMm: number }[] };
};

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("crate-admin@example.com", ContributorRole.ADMIN);
  expect((await admin.signIn("crate-admin@example.com")).status).toBe(200);
});

describe("a product's weight and dimensions", () => {
  it("are saved and read back per variant, and changed by a later save", async () => {
    const made = await admin.post(
      PRODUCTS,
      crate({ weightGrams: 2400, lengthMm: 400, widthMm: 300, heightMm: 250 }),
    );
    expect(made.status).toBe(201);
    const { productId } = (await made.json()) as { productId: string };
    const read = async () =>
      ((await (await admin.fetch(`${PRODUCTS}/${productId}`)).json()) as Loaded).product;
    expect((await read()).variants[0]).toMatchObject({
      weightGrams: 2400,
      lengthMm: 400,
      widthMm: 300,
      heightMm: 250,
    });

    const variantId = (await env.DB.prepare("SELECT id FROM product_variants WHERE product_id = ?")
      .bind(productId)
      .first<{ id: string }>())!.id;
    const saved = await admin.put(
      `${PRODUCTS}/${productId}`,
      crate({ id: variantId, weightGrams: 2600, lengthMm: 410, widthMm: 300, heightMm: 0 }),
    );
    expect(saved.status).toBe(200);
    expect((await read()).variants[0]).toMatchObject({
      weightGrams: 2600,
      lengthMm: 410,
      widthMm: 300,
      heightMm: 0,
    });
  });

  it("refuses a negative dimension and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    const res = await admin.post(PRODUCTS, crate({ sku: "CRATE-BAD", lengthMm: -1 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/length/i);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>()).toEqual(before);
  });
});
