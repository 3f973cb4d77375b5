// Product photos through the owner's product calls (issue 20, item 6): photos uploaded through the
// file manager are saved on a product in order, with alt text and a focal point; the product's
// image takes the file's own address, pixel size, type and colour data; the storefront shows the
// first photo with its alt text and focal point. Bad photos are refused with a message, nothing stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductBody } from "../../worker/catalog-admin/schemas";
import type { FileJson } from "../../worker/files/file-json";
import { signedInAdmin } from "../public-api/helpers";
import { Visitor } from "../worker/helpers";
import { pdfBytes, pngBytes } from "../files/fixtures";
import { Owner } from "./helpers";

const PRODUCTS = "/api/owner/catalog/products";
const COLORS = "ff0000,ff0000,0000ff,0000ff,00ff00";
let owner: Owner;

async function upload(name: string, body: BodyInit): Promise<FileJson> {
  const res = await owner.fetch(`/api/owner/files?name=${encodeURIComponent(name)}&colors=${COLORS}`, {
    method: "POST",
    headers: { origin: owner.origin, "content-type": "application/octet-stream" },
    body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { file: FileJson }).file;
}

const kettle = (images: unknown): ProductBody =>
  ({
    collectionId: "col_shop",
    title: `Copper Kettle ${crypto.randomUUID().slice(0, 6)}`,
    productType: "PHYSICAL",
    variants: [{ attributes: {}, priceCents: 6400, qtyInStock: 3 }],
    images,
  }) as ProductBody;

const imageRows = (productId: string) =>
  env.DB.prepare(
    "SELECT asset_url, alt_text, focal_point_x, focal_point_y, original_size, content_type, filename, color_data FROM image_assets WHERE product_id = ? ORDER BY position",
  )
    .bind(productId)
    .all()
    .then((r) => r.results);

beforeAll(async () => {
  owner = await signedInAdmin(`photos-${crypto.randomUUID().slice(0, 6)}@example.com`);
});

describe("photos on a product", () => {
  it("saves uploaded photos in order with alt text and focal point, taking each file's size and type", async () => {
    const side = await upload("Kettle side.png", pngBytes(1200, 800));
    const top = await upload("Kettle top.png", pngBytes(600, 900));
    const res = await owner.post(
      PRODUCTS,
      kettle([
        { url: top.url, fileId: top.id, altText: "The kettle from above", focalPoint: { x: 0.2, y: 0.8 } },
        { url: side.url, fileId: side.id, altText: "The kettle's copper side" },
      ]),
    );
    expect(res.status).toBe(201);
    const { productId, fullUrl } = (await res.json()) as { productId: string; fullUrl: string };

    const read = await owner.fetch(`${PRODUCTS}/${productId}`);
    const { product } = (await read.json()) as { product: { images: unknown } };
    expect(product.images).toEqual([
      { url: top.url, fileId: top.id, altText: "The kettle from above", focalPoint: { x: 0.2, y: 0.8 } },
      { url: side.url, fileId: side.id, altText: "The kettle's copper side", focalPoint: { x: 0.5, y: 0.5 } },
    ]);
    const rows = await imageRows(productId);
    expect(rows[0]).toMatchObject({
      asset_url: top.url,
      original_size: "600x900",
      content_type: "image/png",
      filename: "Kettle top.png",
    });
    expect(JSON.parse(rows[0]!.color_data as string)).toMatchObject({ topLeftAverage: "ff0000" });
    expect(rows[1]).toMatchObject({ original_size: "1200x800", focal_point_x: 0.5 });

    const page = await (await new Visitor().fetch(fullUrl)).text();
    const firstImg = /<figure class="product-gallery-slide"[^>]*><img[^>]*>/.exec(page)?.[0] ?? "";
    expect(firstImg).toContain(`src="${top.url}`);
    expect(firstImg).toContain('alt="The kettle from above"');
    expect(firstImg).toContain("object-position: 20% 80%");
  });

  it("reorders and drops photos on an edit: the stored order is the body's", async () => {
    const a = await upload("Mug A.png", pngBytes(400, 400));
    const b = await upload("Mug B.png", pngBytes(500, 500));
    const first = await owner.post(
      PRODUCTS,
      kettle([
        { url: a.url, fileId: a.id, altText: "A" },
        { url: b.url, fileId: b.id, altText: "B" },
      ]),
    );
    const { productId } = (await first.json()) as { productId: string };
    const body = kettle([
      { url: b.url, fileId: b.id, altText: "B first", focalPoint: { x: 1, y: 0 } },
      { url: a.url, fileId: a.id, altText: "A second" },
    ]);
    const res = await owner.put(`${PRODUCTS}/${productId}`, body);
    expect(res.status).toBe(200);
    expect((await imageRows(productId)).map((r) => [r.alt_text, r.focal_point_x, r.focal_point_y])).toEqual([
      ["B first", 1, 0],
      ["A second", 0.5, 0.5],
    ]);
  });

  it("takes a photo by address alone with its focal point, its type from the extension", async () => {
    const res = await owner.post(
      PRODUCTS,
      kettle([
        {
          url: "https://images.example.com/kettle.webp",
          altText: "A kettle",
          focalPoint: { x: 0.3, y: 0.6 },
        },
      ]),
    );
    expect(res.status).toBe(201);
    const { productId } = (await res.json()) as { productId: string };
    expect(await imageRows(productId)).toMatchObject([
      {
        asset_url: "https://images.example.com/kettle.webp",
        content_type: "image/webp",
        focal_point_x: 0.3,
        focal_point_y: 0.6,
      },
    ]);
  });
});

describe("bad photos are refused, nothing stored", () => {
  it.each([
    [
      [{ url: "/s/x/y.png", focalPoint: { x: 1.5, y: 0.5 } }],
      "A focal point is two numbers from 0 to 1, from the top left.",
    ],
    [
      [{ url: "/s/x/y.png", focalPoint: { x: "left", y: 0.5 } }],
      "A focal point is two numbers from 0 to 1, from the top left.",
    ],
    [[{ url: "/s/x/y.png", altText: "x".repeat(501) }], "Use at most 500 characters for a photo's alt text."],
    [[{ url: "/s/x/y.png", fileId: "../../etc" }], "Unknown file id."],
    [
      [{ url: "/s/file_nope/y.png", fileId: "file_nope" }],
      "The photo's file 'file_nope' is not among this site's files. Upload it again.",
    ],
  ])("refuses %j: %s", async (images, message) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    const res = await owner.post(PRODUCTS, kettle(images));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("refuses a file that is not an image, and another site's file, leaving the photos as they were", async () => {
    const photo = await upload("Kettle.png", pngBytes(300, 300));
    const created = await owner.post(
      PRODUCTS,
      kettle([{ url: photo.url, fileId: photo.id, altText: "Kept" }]),
    );
    const { productId } = (await created.json()) as { productId: string };

    const pdf = await upload("Care guide.pdf", pdfBytes());
    const notImage = await owner.put(
      `${PRODUCTS}/${productId}`,
      kettle([{ url: pdf.url, fileId: pdf.id, altText: "Guide" }]),
    );
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({ message: "The file Care guide.pdf is not an image." });

    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR IGNORE INTO websites (id, identifier, title) VALUES ('site_photos_other', 'photos-other', 'Other')",
      ),
      env.DB.prepare(
        "INSERT OR IGNORE INTO files (id, website_id, name, content_type, size, r2_key, state) VALUES ('file_elsewhere', 'site_photos_other', 'Theirs.png', 'image/png', 10, 'k/elsewhere', 'ready')",
      ),
    ]);
    const elsewhere = await owner.put(
      `${PRODUCTS}/${productId}`,
      kettle([{ url: "/s/file_elsewhere/Theirs.png", fileId: "file_elsewhere" }]),
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({
      message: "The photo's file 'file_elsewhere' is not among this site's files. Upload it again.",
    });
    expect((await imageRows(productId)).map((r) => r.alt_text)).toEqual(["Kept"]);
  });
});
