// Products as CSV. Our export uses the column names of a Squarespace product export (one row per
// variant; the product's own fields on its first row), so a file goes out and back in unchanged,
// and a Squarespace export imports as it is. A Shopify product export (Handle, Title, Body (HTML),
// Option1 Name, Variant SKU, Variant Price, Variant Compare At Price, ...) imports too.
// Pure: rows in, product bodies out; the route validates each with productBody and saves them.
import { htmlToDescription } from "./description";
import type { ProductBody } from "./schemas";

export const MAX_CSV_OPTIONS = 6;

export const EXPORT_HEADERS = [
  "Product ID [Non Editable]",
  "Variant ID [Non Editable]",
  "Product Type [Non Editable]",
  "Product Page",
  "Product URL",
  "Title",
  "Description",
  "SKU",
  ...Array.from({ length: MAX_CSV_OPTIONS }, (_, i) => [
    `Option Name ${i + 1}`,
    `Option Value ${i + 1}`,
  ]).flat(),
  "Price",
  "Sale Price",
  "On Sale",
  "Stock",
  "Categories",
  "Tags",
  "Weight",
  "Visible",
  "Hosted Image URLs",
] as const;

export interface ExportProduct {
  id: string;
  productType: string;
  collectionUrlId: string;
  urlId: string;
  title: string;
  description: string;
  options: string[];
  tags: string[];
  categories: string[];
  published: boolean;
  images: string[];
  variants: {
    id: string;
    sku: string;
    attributes: Record<string, string>;
    priceCents: number;
    salePriceCents: number;
    onSale: boolean;
    qtyInStock: number;
    unlimited: boolean;
    weightGrams: number;
  }[];
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function exportRows(products: readonly ExportProduct[]): string[][] {
  const rows: string[][] = [[...EXPORT_HEADERS]];
  for (const p of products) {
    p.variants.forEach((v, i) => {
      const first = i === 0;
      const options = Array.from({ length: MAX_CSV_OPTIONS }, (_, k) => {
        const name = p.options[k];
        return name ? [name, v.attributes[name] ?? ""] : ["", ""];
      }).flat();
      rows.push([
        p.id,
        v.id,
        first ? p.productType : "",
        first ? p.collectionUrlId : "",
        first ? p.urlId : "",
        first ? p.title : "",
        first ? p.description : "",
        v.sku,
        ...options,
        money(v.priceCents),
        v.salePriceCents ? money(v.salePriceCents) : "",
        v.onSale ? "Yes" : "No",
        v.unlimited ? "Unlimited" : String(v.qtyInStock),
        first ? p.categories.join(", ") : "",
        first ? p.tags.join(", ") : "",
        (v.weightGrams / 1000).toString(),
        first ? (p.published ? "Yes" : "No") : "",
        first ? p.images.join(" ") : "",
      ]);
    });
  }
  return rows;
}

/** A product read from a file: its body (without the collection) and where it began. */
export interface ImportedProduct {
  /** The 1-based line of its first row (the header is line 1). */
  line: number;
  /** A Squarespace or Atelier product id the file carries (an update when it is this site's). */
  productId?: string;
  /** The variants' ids the file carries, by position. */
  variantIds: (string | undefined)[];
  body: Omit<ProductBody, "collectionId">;
}

export type ImportFormat = "squarespace" | "shopify";

export type ImportResult =
  { ok: true; format: ImportFormat; products: ImportedProduct[] } | { ok: false; message: string };

export const UNKNOWN_CSV =
  "This file is not a product export we know: use an export from this store, Squarespace or Shopify.";
export const MISSING_DATA = "One or more rows was missing data";

/** "12.50" or "$1,299.00" to minor units; NaN when it is not a price (the schema then refuses it). */
function cents(text: string): number {
  const clean = text.replace(/[^\d.]/g, "");
  if (clean === "") return Number.NaN;
  return Math.round(Number(clean) * 100);
}

const yes = (text: string) => /^(yes|true|1|active)$/i.test(text.trim());
const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function importRows(rows: string[][]): ImportResult {
  const [header, ...body] = rows;
  if (!header) return { ok: false, message: UNKNOWN_CSV };
  const names = header.map((h) => h.trim());
  const at = (row: string[], name: string) => {
    const i = names.indexOf(name);
    return i === -1 ? "" : (row[i] ?? "").trim();
  };
  if (names.includes("Handle") && names.includes("Variant Price")) {
    return { ok: true, format: "shopify", products: shopify(body, at) };
  }
  if (names.includes("Title") && names.includes("Price") && names.includes("Option Name 1")) {
    return { ok: true, format: "squarespace", products: squarespace(body, at) };
  }
  return { ok: false, message: UNKNOWN_CSV };
}

type At = (row: string[], name: string) => string;

/**
 * The row's option name-value pairs. Variant rows may leave the names out (Shopify does): then
 * the product's own option names, from its first row, stand by position.
 */
function optionsOf(
  row: string[],
  at: At,
  name: (k: number) => string,
  value: (k: number) => string,
  known: readonly string[] = [],
) {
  const pairs: [string, string][] = [];
  for (let k = 1; k <= MAX_CSV_OPTIONS; k++) {
    const n = at(row, name(k)) || known[k - 1] || "";
    const v = at(row, value(k));
    if (n !== "" && v !== "") pairs.push([n, v]);
  }
  return pairs;
}

function squarespace(rows: string[][], at: At): ImportedProduct[] {
  const out: ImportedProduct[] = [];
  rows.forEach((row, i) => {
    const title = at(row, "Title");
    const productId = at(row, "Product ID [Non Editable]");
    const last = out.at(-1);
    // A variant row: no title, and the same product id as the row before (or none at all).
    const continues =
      last !== undefined && title === "" && (productId === "" || productId === last.productId);
    const pairs = optionsOf(
      row,
      at,
      (k) => `Option Name ${k}`,
      (k) => `Option Value ${k}`,
      continues ? last.body.options : [],
    );
    const stock = at(row, "Stock");
    const variant = {
      sku: at(row, "SKU"),
      attributes: Object.fromEntries(pairs),
      priceCents: cents(at(row, "Price")),
      salePriceCents: at(row, "Sale Price") === "" ? 0 : cents(at(row, "Sale Price")),
      onSale: yes(at(row, "On Sale")),
      unlimited: /^unlimited$/i.test(stock),
      qtyInStock: /^\d+$/.test(stock) ? Number(stock) : 0,
      weightGrams: Math.round(Number(at(row, "Weight") || "0") * 1000) || 0,
    };
    const variantId = at(row, "Variant ID [Non Editable]") || undefined;
    if (continues) {
      last.body.variants.push(variant);
      last.variantIds.push(variantId);
      return;
    }
    const type = at(row, "Product Type [Non Editable]").toUpperCase().replace(/\s+/g, "_");
    out.push({
      line: i + 2,
      ...(productId ? { productId } : {}),
      variantIds: [variantId],
      body: {
        title,
        urlId: at(row, "Product URL"),
        description: htmlToDescription(at(row, "Description")),
        productType: (["PHYSICAL", "DIGITAL", "SERVICE", "GIFT_CARD"].includes(type)
          ? type
          : "PHYSICAL") as ProductBody["productType"],
        published: at(row, "Visible") === "" ? true : yes(at(row, "Visible")),
        tags: list(at(row, "Tags")),
        categories: list(at(row, "Categories")),
        options: pairs.map(([name]) => name),
        variants: [variant],
        images: at(row, "Hosted Image URLs")
          .split(/\s+/)
          .filter((u) => u !== "")
          .map((url) => ({ url })),
      },
    });
  });
  return out;
}

function shopify(rows: string[][], at: At): ImportedProduct[] {
  const byHandle = new Map<string, ImportedProduct>();
  rows.forEach((row, i) => {
    const handle = at(row, "Handle");
    let product = byHandle.get(handle);
    const pairs = optionsOf(
      row,
      at,
      (k) => `Option${k} Name`,
      (k) => `Option${k} Value`,
      product?.body.options ?? [],
    ).filter(
      // Shopify's product without options has one "Title: Default Title" option.
      ([name, value]) => !(name === "Title" && value === "Default Title"),
    );
    if (!product) {
      const giftCard = yes(at(row, "Gift Card"));
      const shipped =
        at(row, "Variant Requires Shipping") === "" || yes(at(row, "Variant Requires Shipping"));
      const status = at(row, "Status");
      product = {
        line: i + 2,
        variantIds: [],
        body: {
          title: at(row, "Title"),
          urlId: handle.toLowerCase(),
          description: htmlToDescription(at(row, "Body (HTML)")),
          productType: giftCard ? "GIFT_CARD" : shipped ? "PHYSICAL" : "DIGITAL",
          published: status !== "" ? /^active$/i.test(status) : yes(at(row, "Published")),
          tags: list(at(row, "Tags")),
          categories: at(row, "Type") ? [at(row, "Type")] : [],
          options: pairs.map(([name]) => name),
          variants: [],
          images: [],
        },
      };
      byHandle.set(handle, product);
    }
    const image = at(row, "Image Src");
    if (image !== "") product.body.images!.push({ url: image, altText: at(row, "Image Alt Text") });
    // Image-only rows carry no variant.
    if (at(row, "Variant Price") === "" && pairs.length === 0 && at(row, "Variant SKU") === "") return;
    const price = cents(at(row, "Variant Price"));
    const compareAt =
      at(row, "Variant Compare At Price") === "" ? 0 : cents(at(row, "Variant Compare At Price"));
    // Shopify's price is what the buyer pays; a higher compare-at price means it is on sale.
    const onSale = compareAt > price;
    const tracked = at(row, "Variant Inventory Tracker") !== "";
    const qty = at(row, "Variant Inventory Qty");
    product.body.variants.push({
      sku: at(row, "Variant SKU"),
      attributes: Object.fromEntries(pairs),
      priceCents: onSale ? compareAt : price,
      salePriceCents: onSale ? price : 0,
      onSale,
      unlimited: !tracked,
      qtyInStock: /^-?\d+$/.test(qty) ? Math.max(0, Number(qty)) : 0,
      weightGrams: Math.round(Number(at(row, "Variant Grams") || "0")) || 0,
    });
    product.variantIds.push(undefined);
  });
  return [...byHandle.values()];
}
