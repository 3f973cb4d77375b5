// Products as CSV (issue 9, item 4): our export (Squarespace's column names), and imports of our
// own file, a Squarespace product export and a Shopify product export; a bad file stores nothing.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../worker/catalog-admin/csv";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import shopifyCsv from "./fixtures/shopify-products.csv?raw";
import squarespaceCsv from "./fixtures/squarespace-products.csv?raw";
import { addContributor, Owner } from "./helpers";

const IMPORT = "/api/owner/catalog/products/import?collectionId=col_shop";
const EXPORT = "/api/owner/catalog/products/export.csv";
const admin = new Owner();

const upload = (who: Owner | Visitor, csv: string, type = "text/csv", path = IMPORT) =>
  who.fetch(path, { method: "POST", headers: { "content-type": type, origin: who.origin }, body: csv });

interface Row {
  id: string;
  title: string;
  product_type: string;
  published: number;
  tags: string;
  categories: string;
  body: string;
  variant_option_ordering: string;
}
const productByUrl = (urlId: string) =>
  env.DB.prepare("SELECT * FROM products WHERE website_id = 'site_demo' AND url_id = ?")
    .bind(urlId)
    .first<Row>();
const variantsOf = async (productId: string) =>
  (
    await env.DB.prepare(
      "SELECT sku, attributes, price_cents AS price, sale_price_cents AS sale, on_sale AS onSale, qty_in_stock AS qty, unlimited FROM product_variants WHERE product_id = ? ORDER BY position",
    )
      .bind(productId)
      .all()
  ).results;

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("csv-admin@example.com", ContributorRole.ADMIN);
  expect((await admin.signIn("csv-admin@example.com")).status).toBe(200);
});

describe("CSV", () => {
  it("quotes what needs quoting, defuses formulas and reads it back", () => {
    const rows = [
      ["a,b", 'say "hi"', "two\nlines"],
      ["=SUM(A1)", "-3", "+x"],
    ];
    const text = toCsv(rows);
    expect(text).toBe('"a,b","say ""hi""","two\nlines"\r\n\'=SUM(A1),-3,\'+x');
    expect(parseCsv(text)).toEqual([rows[0], ["'=SUM(A1)", "-3", "'+x"]]);
    expect(parseCsv('"never closed')).toBeUndefined();
  });
});

describe("POST /api/owner/catalog/products/import", () => {
  it("imports a Shopify product export: variants, compare-at prices as sales, untracked stock", async () => {
    const res = await upload(admin, shopifyCsv);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ format: "shopify", created: 2, updated: 0 });
    const beanie = (await productByUrl("shopify-wool-beanie"))!;
    expect(beanie).toMatchObject({ title: "Wool Beanie", product_type: "PHYSICAL", published: 1 });
    expect(JSON.parse(beanie.tags)).toEqual(["winter", "wool"]);
    expect(JSON.parse(beanie.categories)).toEqual(["Hats"]);
    expect(JSON.parse(beanie.variant_option_ordering)).toEqual(["Colour"]);
    expect(beanie.body).toBe("<p>Warm, hand-knit wool.</p>");
    expect(await variantsOf(beanie.id)).toEqual([
      {
        sku: "SHOP-BEANIE-RUST",
        attributes: '{"Colour":"Rust"}',
        price: 3500,
        sale: 2800,
        onSale: 1,
        qty: 4,
        unlimited: 0,
      },
      {
        sku: "SHOP-BEANIE-MOSS",
        attributes: '{"Colour":"Moss"}',
        price: 3500,
        sale: 0,
        onSale: 0,
        qty: 0,
        unlimited: 0,
      },
    ]);
    const pattern = (await productByUrl("shopify-pattern-pdf"))!;
    expect(pattern).toMatchObject({ product_type: "DIGITAL", published: 0 });
    expect(JSON.parse(pattern.variant_option_ordering)).toEqual([]);
    expect(await variantsOf(pattern.id)).toMatchObject([{ sku: "SHOP-PATTERN", price: 900, unlimited: 1 }]);
  });

  it("imports a Squarespace product export with two options, a sale and unlimited stock", async () => {
    const res = await upload(admin, squarespaceCsv);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ format: "squarespace", created: 2, updated: 0 });
    const napkins = (await productByUrl("linen-napkins"))!;
    expect(JSON.parse(napkins.variant_option_ordering)).toEqual(["Colour", "Size"]);
    expect(await variantsOf(napkins.id)).toEqual([
      {
        sku: "SQ-NAPKIN-NAT",
        attributes: '{"Colour":"Natural","Size":"Small"}',
        price: 2400,
        sale: 0,
        onSale: 0,
        qty: 10,
        unlimited: 0,
      },
      {
        sku: "SQ-NAPKIN-IND",
        attributes: '{"Colour":"Indigo","Size":"Large"}',
        price: 2800,
        sale: 2200,
        onSale: 1,
        qty: 0,
        unlimited: 1,
      },
    ]);
    expect(await productByUrl("dye-recipes")).toMatchObject({ product_type: "DIGITAL", published: 0 });
  });

  it("exports every variant, and takes its own export back as an update with stock in the history", async () => {
    const res = await admin.fetch(EXPORT);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const rows = parseCsv(await res.text())!;
    expect(rows[0]!.slice(0, 6)).toEqual([
      "Product ID [Non Editable]",
      "Variant ID [Non Editable]",
      "Product Type [Non Editable]",
      "Product Page",
      "Product URL",
      "Title",
    ]);
    const variants = await env.DB.prepare(
      "SELECT count(*) AS n FROM product_variants WHERE website_id = 'site_demo'",
    ).first<{ n: number }>();
    expect(rows.length - 1).toBe(variants!.n);
    const mugRow = rows.findIndex((r) => r[5] === "Speckled Stoneware Mug");
    const header = rows[0]!;
    const stockAt = header.indexOf("Stock");
    rows[mugRow]![stockAt] = "42";
    const back = await upload(admin, toCsv(rows.filter((r, i) => i === 0 || r[0] === rows[mugRow]![0])));
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ format: "squarespace", created: 0, updated: 1 });
    const history = await env.DB.prepare(
      "SELECT a.qty_after AS qty, a.reason FROM stock_adjustments a WHERE a.variant_id = 'var_mug'",
    ).all();
    expect(history.results).toEqual([{ qty: 42, reason: "Import" }]);
  });

  it.each([
    [
      "not a product export",
      "Name,Email\nA,b@example.com",
      400,
      "This file is not a product export we know: use an export from this store, Squarespace or Shopify.",
    ],
    [
      "a row without a price",
      "Title,Price,Option Name 1,Option Value 1\nNo Price,,,",
      400,
      "Line 2: One or more rows was missing data",
    ],
    [
      "a title too long",
      `Title,Price,Option Name 1,Option Value 1\n${"x".repeat(201)},5,,`,
      400,
      "Line 2: Use at most 200 characters for the title.",
    ],
    ["a broken quote", 'Title,Price\n"open,5', 400, "This file could not be read as CSV."],
    ["only a header", "Title,Price,Option Name 1,Option Value 1\n", 400, "One or more rows was missing data"],
  ])("refuses %s and stores nothing", async (_name, csv, status, message) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    const res = await upload(admin, csv);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("wants text/csv, a store page, a session and products:write", async () => {
    const json = await upload(admin, "{}", "application/json");
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: "Send the file as text/csv." });
    const page = await upload(
      admin,
      shopifyCsv,
      "text/csv",
      "/api/owner/catalog/products/import?collectionId=col_contact",
    );
    expect(page.status).toBe(404);
    expect((await upload(new Visitor() as Owner, shopifyCsv)).status).toBe(401);
    expect((await new Visitor().fetch(EXPORT)).status).toBe(401);
    await addContributor("csv-viewer@example.com", ContributorRole.VIEWER);
    const viewer = new Owner();
    await viewer.signIn("csv-viewer@example.com");
    expect((await viewer.fetch(EXPORT)).status).toBe(200);
    const res = await upload(viewer, shopifyCsv);
    expect(res.status).toBe(403);
  });
});
