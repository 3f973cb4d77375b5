// The public REST API: Bearer keys (missing, malformed, unknown, revoked: 401), scopes (403 out of
// scope; a write scope reads too), cursor pages, stock changes through the panel's own domain
// function, placed orders in cursor pages, the per-key rate limit, and the OpenAPI document.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT } from "../../worker/public-api/auth";
import type { Owner } from "../owner/helpers";
import { Visitor } from "../worker/helpers";
import { CHECKOUT, checkoutBody, newProduct, visitor } from "../orders/fixtures";
import { KEYS, putStock, signedInAdmin, withKey } from "./helpers";

let admin: Owner;

async function placeOrder() {
  const product = await newProduct(5, { priceCents: 2500 });
  const res = await (
    await visitor()
  ).post(CHECKOUT, checkoutBody({ express: { itemId: product.itemId, quantity: 1 } }));
  expect(res.status).toBe(200);
  return { ...((await res.json()) as { orderId: string; orderNumber: number }), sku: product.sku };
}

const keys: Record<string, string> = {};

async function makeKey(name: string, scopes: string[]) {
  const res = await admin.post(KEYS, { name, scopes });
  expect(res.status).toBe(201);
  return (await res.json()) as { key: string; apiKey: { id: string } };
}

beforeAll(async () => {
  admin = await signedInAdmin("api-admin@example.com");
  keys.all = (
    await makeKey("Everything", ["orders:read", "inventory:write", "products:read", "forms:read"])
  ).key;
  keys.inventoryRead = (await makeKey("Stock reader", ["inventory:read"])).key;
  keys.orders = (await makeKey("Orders", ["orders:read"])).key;
});

describe("authentication", () => {
  it("refuses a call without a key: 401 with a Bearer challenge", async () => {
    const res = await withKey(undefined, "/products");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="public-api"');
    expect(await res.json()).toEqual({
      message: "Send an API key in the Authorization header: Bearer <key>.",
    });
  });

  it("refuses a write without a key with 401, not the crumb's 403", async () => {
    const res = await withKey(undefined, "/inventory/var_mug", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ qtyInStock: 1 }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: "Send an API key in the Authorization header: Bearer <key>.",
    });
  });

  it("ignores an owner's session cookie: the API answers keys only", async () => {
    const res = await withKey(undefined, "/products", {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.status).toBe(401);
  });

  it.each([
    ["a malformed key", "not-a-key"],
    ["an unknown key", "atk_" + "A".repeat(43)],
    ["the owner token", "test-owner-token"],
  ])("refuses %s: 401", async (_what, key) => {
    const res = await withKey(key, "/products");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "This API key is not valid or has been revoked." });
  });

  it("refuses a revoked key on every call, reads and writes", async () => {
    const { key, apiKey } = await makeKey("Soon gone", ["inventory:write"]);
    expect((await withKey(key, "/inventory")).status).toBe(200);
    expect((await admin.post(`${KEYS}/${apiKey.id}/revoke`, {})).status).toBe(200);
    expect((await withKey(key, "/inventory")).status).toBe(401);
    const write = await putStock(key, "var_mug", 3);
    expect(write.status).toBe(401);
    const row = await env.DB.prepare(
      "SELECT qty_in_stock FROM product_variants WHERE id = 'var_mug'",
    ).first();
    expect(row!.qty_in_stock).not.toBe(3);
  });
});

describe("scopes", () => {
  it.each([
    ["/products", "products:read"],
    ["/orders", "orders:read"],
    ["/forms", "forms:read"],
  ])("refuses an inventory-only key on %s: 403", async (path, scope) => {
    const res = await withKey(keys.inventoryRead!, path);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: `This API key does not have the ${scope} scope.` });
  });

  it("refuses a read scope's write: 403, stock unchanged", async () => {
    const before = await env.DB.prepare(
      "SELECT qty_in_stock FROM product_variants WHERE id = 'var_mug'",
    ).first();
    const res = await putStock(keys.inventoryRead!, "var_mug", 77);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This API key does not have the inventory:write scope." });
    const after = await env.DB.prepare(
      "SELECT qty_in_stock FROM product_variants WHERE id = 'var_mug'",
    ).first();
    expect(after).toEqual(before);
  });

  it("lets a write scope read its area", async () => {
    expect((await withKey(keys.all!, "/inventory/var_mug")).status).toBe(200);
  });
});

describe("products", () => {
  it("pages through every product of the site with cursors, each once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await withKey(keys.all!, `/products?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        products: { id: string; variants: unknown[] }[];
        hasNextPage: boolean;
        nextPageCursor: string | null;
      };
      expect(page.products.length).toBeLessThanOrEqual(3);
      seen.push(...page.products.map((p) => p.id));
      expect(page.hasNextPage).toBe(page.nextPageCursor !== null);
      cursor = page.nextPageCursor;
      pages++;
    } while (cursor && pages < 50);
    const all = await env.DB.prepare(
      "SELECT id FROM products WHERE website_id = 'site_demo' ORDER BY id",
    ).all<{
      id: string;
    }>();
    expect(seen).toEqual(all.results.map((r) => r.id));
    expect(all.results.length).toBeGreaterThan(3);
    expect(pages).toBe(Math.ceil(all.results.length / 3));
  });

  it("answers a product with its variants, prices and stock", async () => {
    const res = await withKey(keys.all!, "/products?limit=100");
    const { products } = (await res.json()) as { products: Record<string, unknown>[] };
    expect(products.find((p) => p.id === "prd_pour_over")).toMatchObject({
      title: expect.any(String),
      productType: "PHYSICAL",
      published: true,
      variants: [
        {
          id: "var_pour_over",
          sku: expect.any(String),
          price: { currency: "USD", amountMinor: expect.any(Number) },
          qtyInStock: expect.any(Number),
          unlimited: false,
        },
      ],
    });
  });

  it.each([["not base64!"], ["WzEsMl0"], ["x".repeat(600)]])("refuses the cursor %s: 400", async (cursor) => {
    const res = await withKey(keys.all!, `/products?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
  });

  it("refuses a limit out of range: 400", async () => {
    expect((await withKey(keys.all!, "/products?limit=0")).status).toBe(400);
    expect((await withKey(keys.all!, "/products?limit=101")).status).toBe(400);
  });
});

describe("inventory", () => {
  it("pages stock per variant", async () => {
    const first = (await (await withKey(keys.all!, "/inventory?limit=2")).json()) as {
      inventory: { variantId: string }[];
      nextPageCursor: string;
    };
    expect(first.inventory).toHaveLength(2);
    const second = (await (
      await withKey(keys.all!, `/inventory?limit=2&cursor=${first.nextPageCursor}`)
    ).json()) as { inventory: { variantId: string }[] };
    expect(second.inventory[0]!.variantId > first.inventory[1]!.variantId).toBe(true);
  });

  it("sets a variant's stock and reads it back", async () => {
    const res = await putStock(keys.all!, "var_mug", 12);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      variantId: "var_mug",
      productId: "prd_speckled_mug",
      sku: expect.any(String),
      qtyInStock: 12,
      unlimited: false,
    });
    const read = await withKey(keys.all!, "/inventory/var_mug");
    expect(((await read.json()) as { qtyInStock: number }).qtyInStock).toBe(12);
    const row = await env.DB.prepare(
      "SELECT qty_in_stock FROM product_variants WHERE id = 'var_mug'",
    ).first();
    expect(row!.qty_in_stock).toBe(12);
  });

  it("emails the variant's restock sign-ups when stock rises from 0, as the panel's change does", async () => {
    await env.DB.prepare("UPDATE websites SET restock_auto_notify = 1 WHERE id = 'site_demo'").run();
    expect((await putStock(keys.all!, "var_mug", 0)).status).toBe(200);
    await new Visitor().post("/api/site-users/account/notifications/restock", {
      productId: "prd_speckled_mug",
      variantId: "var_mug",
      siteVisitorEmail: "mug-fan@example.com",
    });
    const pending =
      "SELECT count(*) AS n FROM restock_signups WHERE variant_id = 'var_mug' AND notified_at IS NULL";
    expect((await env.DB.prepare(pending).first<{ n: number }>())!.n).toBe(1);
    expect((await putStock(keys.all!, "var_mug", 5)).status).toBe(200);
    expect((await env.DB.prepare(pending).first<{ n: number }>())!.n).toBe(0);
    const emails = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE \"to\" = 'mug-fan@example.com'",
    ).first<{ n: number }>();
    expect(emails!.n).toBe(1);
  });

  it.each([[-1], [1.5], ["7"], [null]])("refuses the stock %j: 400, unchanged", async (qty) => {
    const res = await putStock(keys.all!, "var_mug", qty);
    expect(res.status).toBe(400);
    const read = await withKey(keys.all!, "/inventory/var_mug");
    expect(((await read.json()) as { qtyInStock: number }).qtyInStock).toBe(5);
  });

  it("answers 404 for a variant the site does not have", async () => {
    const res = await putStock(keys.all!, "var_nope", 3);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "There is no variant var_nope on this site." });
  });
});

describe("orders", () => {
  it("pages placed orders newest first with cursors, each with its lines and total", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const res = await withKey(keys.orders!, "/orders?limit=1");
    expect(res.status).toBe(200);
    const page = (await res.json()) as { orders: any[]; hasNextPage: boolean; nextPageCursor: string };
    expect(page.orders[0]).toMatchObject({
      id: second.orderId,
      orderNumber: String(second.orderNumber),
      fulfillmentStatus: "PENDING",
      customerEmail: "ada@example.com",
      grandTotal: { currency: "USD" },
      lineItems: [
        expect.objectContaining({
          sku: second.sku,
          quantity: 1,
          unitPrice: { currency: "USD", amountMinor: 2500 },
        }),
      ],
    });
    expect(page.hasNextPage).toBe(true);
    const next = await withKey(
      keys.orders!,
      `/orders?limit=1&cursor=${encodeURIComponent(page.nextPageCursor)}`,
    );
    expect(((await next.json()) as { orders: { id: string }[] }).orders[0]!.id).toBe(first.orderId);
  });
});

describe("forms", () => {
  it("lists the site's forms and a form's submissions", async () => {
    const forms = (await (await withKey(keys.all!, "/forms")).json()) as { forms: { id: string }[] };
    expect(forms.forms.map((f) => f.id)).toContain("form_contact");
    const res = await withKey(keys.all!, "/forms/form_contact/submissions");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ submissions: [], hasNextPage: false });
    expect((await withKey(keys.all!, "/forms/form_nope/submissions")).status).toBe(404);
  });
});

describe("forms:write (the form builder's checks)", () => {
  const send = (key: string | undefined, method: string, path: string, body: unknown) =>
    withKey(key, path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const formCount = async () =>
    (await env.DB.prepare("SELECT count(*) AS n FROM forms").first<{ n: number }>())!.n;
  const CALLBACK = {
    name: "Call me back",
    fields: [{ id: "phone", type: "phone", label: "Phone", required: true }],
    notifyRecipients: ["desk@example.com"],
    notifySubject: "Call back",
  };

  it("creates a form and replaces it; a read key, no key and a bad body store nothing", async () => {
    const writer = (await makeKey("Form writer", ["forms:write"])).key;
    const before = await formCount();
    expect((await send(undefined, "POST", "/forms", CALLBACK)).status).toBe(401);
    const readOnly = await send(keys.all, "POST", "/forms", CALLBACK);
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toEqual({ message: "This API key does not have the forms:write scope." });
    const bad = await send(writer, "POST", "/forms", { ...CALLBACK, notifySubject: "" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Add an email subject", field: "notifySubject" });
    expect(await formCount()).toBe(before);

    const made = await send(writer, "POST", "/forms", CALLBACK);
    expect(made.status).toBe(201);
    const form = (await made.json()) as { id: string; name: string; notifyRecipients: string[] };
    expect(form).toMatchObject({ name: "Call me back", notifyRecipients: ["desk@example.com"] });
    const put = await send(writer, "PUT", `/forms/${form.id}`, { ...CALLBACK, name: "Ring me" });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { name: string }).name).toBe("Ring me");
    const listed = (await (await withKey(writer, "/forms?limit=100")).json()) as {
      forms: { id: string; name: string; fieldCount: number }[];
    };
    expect(listed.forms.find((f) => f.id === form.id)).toMatchObject({ name: "Ring me", fieldCount: 1 });
    expect((await send(writer, "PUT", "/forms/form_nope", CALLBACK)).status).toBe(404);
  });
});

describe("rate limit", () => {
  it(`answers 429 'Please try again in a few seconds.' after ${RATE_LIMIT} calls a minute, per key`, async () => {
    const { key } = await makeKey("Busy", ["orders:read"]);
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await withKey(key, "/orders?limit=1");
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    const res = await withKey(key, "/orders");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ message: "Please try again in a few seconds." });
    // Another key is counted on its own.
    expect((await withKey(keys.orders!, "/orders")).status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, served without a key, with every call and the schemas it refers to", async () => {
    const res = await withKey(undefined, "/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: { apiKey: string[] }[] }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/commerce-preferences/{namespace}",
      "/discounts",
      "/discounts/{discountId}",
      "/discounts/{discountId}/enabled",
      "/forms",
      "/forms/{formId}",
      "/forms/{formId}/submissions",
      "/inventory",
      "/inventory/{variantId}",
      "/orders",
      "/products",
      "/shipping/rates/{rateId}",
      "/shipping/zones",
      "/shipping/zones/{zoneId}",
      "/shipping/zones/{zoneId}/rates",
      "/taxes",
      "/taxes/settings",
      "/taxes/{taxRateId}",
    ]);
    expect(doc.paths["/inventory/{variantId}"]!.put!.security).toEqual([{ apiKey: ["inventory:write"] }]);
    // One dialect for the document; no per-schema ids; answers open to added fields.
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$schema"');
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('"additionalProperties":false');
    // Every $ref names a component that exists.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeDefined();
    expect(Object.keys(doc.components.schemas.StockLevel!.properties!)).toEqual([
      "variantId",
      "productId",
      "sku",
      "qtyInStock",
      "unlimited",
    ]);
  });
});
