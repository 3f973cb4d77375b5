// The owner's product editor calls (issue 9, item 4): create and edit products of every type with
// options, variants, prices, sale prices, images, subscription plans and merchandising; the slug
// rule at work; at most 200 products per collection; bulk edit; a change shows on the storefront
// at once (a cached page misses after the save).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductBody } from "../../worker/catalog-admin/schemas";
import { createDb } from "../../worker/db/client";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const PRODUCTS = "/api/owner/catalog/products";
const admin = new Owner();
const R = ContributorRole;

const shirt = (over: Partial<ProductBody> = {}): ProductBody => ({
  collectionId: "col_shop",
  title: "Indigo Apron",
  description: "Heavy cotton.\n\nDyed <by hand> & washed.",
  productType: "PHYSICAL",
  tags: ["aprons"],
  categories: ["Workwear"],
  options: ["Size"],
  variants: [
    { sku: "APRON-S", attributes: { Size: "S" }, priceCents: 4800, qtyInStock: 4 },
    {
      sku: "APRON-L",
      attributes: { Size: "L" },
      priceCents: 5200,
      salePriceCents: 4500,
      onSale: true,
      qtyInStock: 2,
    },
  ],
  images: [{ url: "https://images.example.com/apron.jpg", altText: "An indigo apron" }],
  merchandising: {
    scarcityEnabled: true,
    scarcityText: "Only {qtyInStock} left",
    customSoldOutText: "Gone for now",
  },
  ...over,
});

type Saved = { productId: string; urlId: string; fullUrl: string };
type Loaded = {
  product: Record<string, unknown> & { variants: { id: string; sku: string; qtyInStock: number }[] };
};

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("catalog-admin@example.com", R.ADMIN);
  expect((await admin.signIn("catalog-admin@example.com")).status).toBe(200);
});

describe("POST /api/owner/catalog/products", () => {
  it("refuses without a session (401) and a role without products:write (403)", async () => {
    const anon = await new Visitor().post(PRODUCTS, shirt());
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ message: "Please sign in to continue." });
    await addContributor("catalog-viewer@example.com", R.VIEWER);
    const viewer = new Owner();
    await viewer.signIn("catalog-viewer@example.com");
    const res = await viewer.post(PRODUCTS, shirt());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
  });

  it("refuses a call without the session's xsrf token", async () => {
    const res = await admin.post(PRODUCTS, shirt(), { "x-xsrf-token": "wrong" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
  });

  it("creates a product with two variants, its slug from the title, and reads it back", async () => {
    const res = await admin.post(PRODUCTS, shirt());
    expect(res.status).toBe(201);
    const saved = (await res.json()) as Saved;
    expect(saved.urlId).toBe("indigo-apron");
    expect(saved.fullUrl).toBe("/shop/indigo-apron");
    const { product } = (await (await admin.fetch(`${PRODUCTS}/${saved.productId}`)).json()) as Loaded;
    expect(product).toMatchObject({
      title: "Indigo Apron",
      description: "Heavy cotton.\n\nDyed <by hand> & washed.",
      productType: "PHYSICAL",
      published: true,
      tags: ["aprons"],
      categories: ["Workwear"],
      options: ["Size"],
      images: [{ url: "https://images.example.com/apron.jpg", altText: "An indigo apron" }],
      merchandising: { scarcityEnabled: true, customSoldOutText: "Gone for now" },
    });
    expect(product.variants.map((v) => [v.sku, v.qtyInStock])).toEqual([
      ["APRON-S", 4],
      ["APRON-L", 2],
    ]);
    // The description is stored escaped: an owner's text never becomes markup.
    const row = await env.DB.prepare("SELECT body FROM products WHERE id = ?")
      .bind(saved.productId)
      .first<{ body: string }>();
    expect(row!.body).toBe("<p>Heavy cotton.</p><p>Dyed &lt;by hand&gt; &amp; washed.</p>");
    const image = await env.DB.prepare(
      "SELECT content_type AS type, alt_text AS alt FROM image_assets WHERE product_id = ?",
    )
      .bind(saved.productId)
      .first();
    expect(image).toEqual({ type: "image/jpeg", alt: "An indigo apron" });
    // The first stock of each variant is in the history.
    const history = await env.DB.prepare(
      "SELECT delta, reason, actor FROM stock_adjustments WHERE variant_id = ?",
    )
      .bind(product.variants[0]!.id)
      .all();
    expect(history.results).toEqual([
      { delta: 4, reason: "Initial stock", actor: "catalog-admin@example.com" },
    ]);
  });

  it("counts the slug up when the title is taken, and falls back for a short title", async () => {
    const again = (await (
      await admin.post(PRODUCTS, shirt({ variants: [{ attributes: { Size: "M" }, priceCents: 100 }] }))
    ).json()) as Saved;
    expect(again.urlId).toBe("indigo-apron-1");
    const short = (await (
      await admin.post(PRODUCTS, shirt({ title: "Ok", options: [], variants: [{ priceCents: 100 }] }))
    ).json()) as Saved;
    expect(short.urlId).toBe("product");
  });

  it.each([
    ["DIGITAL", {}],
    [
      "SERVICE",
      {
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
      },
    ],
    ["GIFT_CARD", {}],
  ] as const)("creates a %s product", async (productType, extra) => {
    const res = await admin.post(
      PRODUCTS,
      shirt({
        title: `A ${productType} thing`,
        productType,
        options: [],
        variants: [{ priceCents: 2500, unlimited: true }],
        ...extra,
      }),
    );
    expect(res.status).toBe(201);
    const { productId } = (await res.json()) as Saved;
    const { product } = (await (await admin.fetch(`${PRODUCTS}/${productId}`)).json()) as Loaded;
    expect(product.productType).toBe(productType);
    expect(product.isSubscribable).toBe(productType === "SERVICE");
  });

  it.each([
    [{ title: "  " }, "Give the product a title."],
    [{ variants: [] }, "Add at least one variant."],
    [
      { variants: [{ attributes: { Colour: "Red" }, priceCents: 1 }] },
      "Give every variant a value for each option, and no other.",
    ],
    [
      {
        variants: [
          { attributes: { Size: "S" }, priceCents: 1 },
          { attributes: { Size: "S" }, priceCents: 2 },
        ],
      },
      "Two variants have the same option values.",
    ],
    [
      { variants: [{ attributes: { Size: "S" }, priceCents: 100, salePriceCents: 100, onSale: true }] },
      "A sale price must be below the price.",
    ],
    [
      {
        productType: "DIGITAL",
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
      },
      "Only physical products and services can be sold by subscription.",
    ],
    [{ isSubscribable: true }, "Choose a billing period for the subscription."],
    [{ images: [{ url: "javascript:alert(1)" }] }, "Image addresses must start with https:// or /."],
    [{ tags: ["x".repeat(51)] }, "Use at most 50 characters for a tag."],
    [{ categories: ["x".repeat(26)] }, "Use at most 25 characters for a category."],
    [{ urlId: "No Spaces" }, "Use 3 to 80 lower-case letters, digits and hyphens for the URL."],
  ] as const)("refuses %j: %s", async (over, message) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    const res = await admin.post(PRODUCTS, shirt(over as Partial<ProductBody>));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("refuses a taken SKU and a taken URL, storing nothing", async () => {
    const sku = await admin.post(
      PRODUCTS,
      shirt({ title: "Clash", variants: [{ sku: "APRON-S", attributes: { Size: "S" }, priceCents: 1 }] }),
    );
    expect(sku.status).toBe(409);
    expect(await sku.json()).toEqual({ message: "The SKU APRON-S is already used by another variant." });
    const url = await admin.post(
      PRODUCTS,
      shirt({
        title: "Clash",
        urlId: "indigo-apron",
        variants: [{ attributes: { Size: "S" }, priceCents: 1 }],
      }),
    );
    expect(url.status).toBe(409);
    expect(await url.json()).toEqual({
      message: "Another product on this store page already uses that URL.",
    });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE title = 'Clash'").first<{
      n: number;
    }>();
    expect(rows!.n).toBe(0);
  });

  it("refuses a collection that is not a store page", async () => {
    const res = await admin.post(PRODUCTS, shirt({ collectionId: "col_contact" }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "That store page does not exist." });
  });
});

describe("PUT /api/owner/catalog/products/:id", () => {
  it("edits fields, keeps, changes and adds variants, and leaves existing stock to adjustments", async () => {
    const { productId } = (await (
      await admin.post(
        PRODUCTS,
        shirt({
          title: "Edit Me",
          variants: [
            { sku: "EDITME-S", attributes: { Size: "S" }, priceCents: 4800, qtyInStock: 4 },
            { sku: "EDITME-L", attributes: { Size: "L" }, priceCents: 5200 },
          ],
        }),
      )
    ).json()) as Saved;
    const { product } = (await (await admin.fetch(`${PRODUCTS}/${productId}`)).json()) as Loaded;
    const [small] = product.variants;
    const res = await admin.put(`${PRODUCTS}/${productId}`, {
      ...shirt({ title: "Edited", published: false }),
      urlId: "edited",
      variants: [
        { id: small!.id, sku: "EDIT-S", attributes: { Size: "S" }, priceCents: 5000, qtyInStock: 999 },
        { sku: "EDIT-XL", attributes: { Size: "XL" }, priceCents: 6000, qtyInStock: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ productId, urlId: "edited" });
    const after = ((await (await admin.fetch(`${PRODUCTS}/${productId}`)).json()) as Loaded).product;
    expect(after).toMatchObject({ title: "Edited", published: false });
    expect(after.variants.map((v) => [v.sku, v.qtyInStock])).toEqual([
      ["EDIT-S", 4],
      ["EDIT-XL", 1],
    ]);
  });

  it("answers 404 for another site's or no product, and 400 for a variant not its own", async () => {
    const missing = await admin.put(`${PRODUCTS}/prd_nope`, shirt());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "That product no longer exists." });
    const { productId } = (await (
      await admin.post(
        PRODUCTS,
        shirt({ title: "Mine", variants: [{ attributes: { Size: "S" }, priceCents: 1 }] }),
      )
    ).json()) as Saved;
    const stray = await admin.put(
      `${PRODUCTS}/${productId}`,
      shirt({ variants: [{ id: "var_pour_over", attributes: { Size: "S" }, priceCents: 1 }] }),
    );
    expect(stray.status).toBe(400);
    expect(await stray.json()).toEqual({ message: "The variant var_pour_over does not exist on this site." });
  });
});

describe("DELETE /api/owner/catalog/products/:id", () => {
  it("removes the product and its variants; a second time is 404", async () => {
    const { productId } = (await (
      await admin.post(
        PRODUCTS,
        shirt({
          title: "Short Lived",
          variants: [{ sku: "GONE-1", attributes: { Size: "S" }, priceCents: 1, qtyInStock: 1 }],
        }),
      )
    ).json()) as Saved;
    const res = await admin.delete(`${PRODUCTS}/${productId}`);
    expect(res.status).toBe(204);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM product_variants WHERE product_id = ?")
      .bind(productId)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    const again = await admin.delete(`${PRODUCTS}/${productId}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "That product no longer exists." });
  });
});

describe("at most 200 products per collection", () => {
  it("refuses the 201st product with a message", async () => {
    const made = await new Visitor().post("/api/owner/sign-up", {
      email: "full@example.com",
      password: "a long enough password",
      siteName: "full-shop",
      siteTitle: "Full Shop",
      template: "blank",
    });
    expect(made.status).toBe(201);
    const { websiteId } = (await made.json()) as { websiteId: string };
    await env.DB.prepare(
      "INSERT INTO collections (id, website_id, type, url_id, title) VALUES ('col_full', ?, 13, 'full', 'Full')",
    )
      .bind(websiteId)
      .run();
    const inserts = Array.from({ length: 199 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO products (id, website_id, collection_id, url_id, title, product_type) VALUES (?, ?, 'col_full', ?, ?, 'PHYSICAL')",
      ).bind(`prd_full_${i}`, websiteId, `p-${i}`, `P ${i}`),
    );
    await env.DB.batch(inserts);
    const owner = new Owner("http://full-shop.localhost");
    expect((await owner.signIn("full@example.com", "a long enough password")).status).toBe(200);
    // Another site's owner never reaches the demo store's products or stock by their ids.
    expect((await owner.fetch(`${PRODUCTS}/prd_speckled_mug`)).status).toBe(404);
    expect(
      (await owner.put(`${PRODUCTS}/prd_speckled_mug`, shirt({ collectionId: "col_full" }))).status,
    ).toBe(404);
    expect((await owner.delete(`${PRODUCTS}/prd_speckled_mug`)).status).toBe(404);
    expect(
      (await owner.post("/api/owner/catalog/variants/var_mug/stock-adjustments", { delta: 1 })).status,
    ).toBe(404);
    expect(
      (await owner.post(`${PRODUCTS}/bulk`, { productIds: ["prd_speckled_mug"], published: false })).status,
    ).toBe(404);
    expect((await owner.post(PRODUCTS, shirt())).status).toBe(404); // col_shop is the demo store's
    const body = shirt({
      collectionId: "col_full",
      title: "Number 200",
      variants: [{ sku: "N200", attributes: { Size: "S" }, priceCents: 1 }],
    });
    expect((await owner.post(PRODUCTS, body)).status).toBe(201);
    const res = await owner.post(PRODUCTS, {
      ...body,
      title: "Number 201",
      variants: [{ sku: "N201", attributes: { Size: "S" }, priceCents: 1 }],
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "A collection can hold at most 200 products. Add another store page for more.",
    });
  });
});

describe("a change shows on the storefront at once", () => {
  it("misses the cached shop page after a product is created, and shows the product", async () => {
    const visitor = new Visitor("http://storefront-now.test");
    await visitor.fetch("/shop");
    const cached = await visitor.fetch("/shop");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).not.toContain("Storefront Scarf");
    const res = await admin.post(
      PRODUCTS,
      shirt({
        title: "Storefront Scarf",
        variants: [{ sku: "SCARF", attributes: { Size: "S" }, priceCents: 3900, qtyInStock: 5 }],
      }),
    );
    const { fullUrl } = (await res.json()) as Saved;
    const fresh = await visitor.fetch("/shop");
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Storefront Scarf");
    const page = await visitor.fetch(fullUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Storefront Scarf");
  });
});

describe("POST /api/owner/catalog/products/bulk", () => {
  it("hides, reprices and restocks the selected products, stock through the history", async () => {
    const a = (await (
      await admin.post(
        PRODUCTS,
        shirt({
          title: "Bulk A",
          variants: [
            { sku: "BULK-A", attributes: { Size: "S" }, priceCents: 1000, salePriceCents: 900, onSale: true },
          ],
        }),
      )
    ).json()) as Saved;
    const b = (await (
      await admin.post(
        PRODUCTS,
        shirt({
          title: "Bulk B",
          variants: [{ sku: "BULK-B", attributes: { Size: "S" }, priceCents: 2000 }],
        }),
      )
    ).json()) as Saved;
    const res = await admin.post(`${PRODUCTS}/bulk`, {
      productIds: [a.productId, b.productId],
      published: false,
      priceCents: 800,
      qtyInStock: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const rows = await env.DB.prepare(
      "SELECT p.published, v.price_cents AS price, v.on_sale AS onSale, v.qty_in_stock AS qty FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.id IN (?, ?) ORDER BY p.title",
    )
      .bind(a.productId, b.productId)
      .all();
    expect(rows.results).toEqual([
      { published: 0, price: 800, onSale: 0, qty: 7 },
      { published: 0, price: 800, onSale: 0, qty: 7 },
    ]);
    const history = await env.DB.prepare(
      "SELECT a.reason FROM stock_adjustments a JOIN product_variants v ON v.id = a.variant_id WHERE v.sku = 'BULK-A' AND a.reason = 'Bulk edit'",
    ).all();
    expect(history.results.length).toBe(1);
  });

  it("refuses an empty change, an unknown product, and stock for a role without inventory:write", async () => {
    const empty = await admin.post(`${PRODUCTS}/bulk`, { productIds: ["prd_speckled_mug"] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Choose what to change." });
    const unknown = await admin.post(`${PRODUCTS}/bulk`, { productIds: ["prd_nope"], published: true });
    expect(unknown.status).toBe(404);
    await addContributor("catalog-editor@example.com", R.EDITOR);
    const editor = new Owner();
    await editor.signIn("catalog-editor@example.com");
    const stock = await editor.post(`${PRODUCTS}/bulk`, { productIds: ["prd_speckled_mug"], qtyInStock: 1 });
    expect(stock.status).toBe(403);
    const visible = await editor.post(`${PRODUCTS}/bulk`, {
      productIds: ["prd_speckled_mug"],
      published: true,
    });
    expect(visible.status).toBe(200);
  });
});
