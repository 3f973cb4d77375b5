// The rows of the large catalogue (large-catalogue.ts): a second website with a products
// collection at the spec's limit of 200 products, deterministic and with fixed ids.
import type {
  collections,
  imageAssets,
  products,
  productVariants,
  websiteHosts,
  websites,
} from "../db/schema";
import { CollectionType, WebsiteStatus } from "../db/schema";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const LARGE_WEBSITE_ID = "site_large";
export const LARGE_HOSTS = ["large.localhost", "large.atelier.test"] as const;
/** Products per collection, the spec's limit. */
export const LARGE_PRODUCT_COUNT = 200;
export const LARGE_SHOP_ID = "col_large_shop";

const MATERIALS = ["Linen", "Canvas", "Wool", "Stoneware", "Cotton", "Hemp", "Oak", "Beeswax"];
const THINGS = ["Shirt", "Tote", "Throw", "Mug", "Apron", "Scarf", "Bowl", "Cushion", "Candle", "Basket"];
const COLOURS = ["Oat", "Indigo", "Madder"];
const SIZES = ["S", "M", "L"];
const PICTURES = [
  "linen-shirt-oat.svg",
  "linen-shirt-indigo.svg",
  "canvas-tote-olive.svg",
  "canvas-tote-rust.svg",
  "indigo-throw.svg",
  "speckled-mug.svg",
  "beeswax-candles.svg",
  "pour-over-set.svg",
  "sock-club.svg",
];

const pad = (n: number) => String(n).padStart(3, "0");

export interface LargeCatalogueRows {
  website: Insert<typeof websites>;
  hosts: Insert<typeof websiteHosts>[];
  collections: Insert<typeof collections>[];
  products: Insert<typeof products>[];
  variants: Insert<typeof productVariants>[];
  images: Insert<typeof imageAssets>[];
}

/**
 * The rows: product n has two images; every third has Size × Colour (9 variants, some sold out,
 * one on sale), the others a single variant (every tenth unlimited, every seventh sold out).
 */
export function largeCatalogueRows(count = LARGE_PRODUCT_COUNT): LargeCatalogueRows {
  const websiteId = LARGE_WEBSITE_ID;
  const productRows: Insert<typeof products>[] = [];
  const variantRows: Insert<typeof productVariants>[] = [];
  const imageRows: Insert<typeof imageAssets>[] = [];
  for (let n = 0; n < count; n++) {
    const id = `prd_large_${pad(n)}`;
    const title = `${MATERIALS[n % MATERIALS.length]} ${THINGS[Math.floor(n / MATERIALS.length) % THINGS.length]} No. ${n + 1}`;
    const withOptions = n % 3 === 0;
    productRows.push({
      id,
      websiteId,
      collectionId: LARGE_SHOP_ID,
      urlId: `item-${pad(n)}`,
      title,
      excerpt: `${title}, made in small batches.`,
      body: `<p>${title}: natural materials, made slowly in small batches and meant to be mended.</p>`,
      productType: "PHYSICAL",
      tags: [MATERIALS[n % MATERIALS.length]!.toLowerCase()],
      categories: [THINGS[Math.floor(n / MATERIALS.length) % THINGS.length]!],
      variantOptionOrdering: withOptions ? ["Size", "Colour"] : [],
      position: n,
      merchandising: { scarcityEnabled: true, scarcityText: "Only {qtyInStock} left" },
    });
    for (let i = 0; i < 2; i++) {
      const file = PICTURES[(n + i) % PICTURES.length]!;
      imageRows.push({
        id: `img_large_${pad(n)}_${i}`,
        websiteId,
        productId: id,
        position: i,
        assetUrl: `/images/demo/${file}`,
        originalSize: "800x1000",
        altText: i === 0 ? title : `${title}, another view`,
        title,
        filename: file,
      });
    }
    const base = 1800 + (n % 25) * 400;
    if (withOptions) {
      let position = 0;
      for (const size of SIZES) {
        for (const colour of COLOURS) {
          const k = position;
          variantRows.push({
            id: `var_large_${pad(n)}_${size}_${colour}`.toLowerCase(),
            websiteId,
            productId: id,
            sku: `LG-${pad(n)}-${size}-${colour.toUpperCase()}`,
            position: position++,
            attributes: { Size: size, Colour: colour },
            priceCents: base,
            salePriceCents: k === 4 ? base - 500 : 0,
            onSale: k === 4,
            qtyInStock: (n + k) % 4 === 0 ? 0 : ((n + k) % 9) + 1,
          });
        }
      }
    } else {
      variantRows.push({
        id: `var_large_${pad(n)}`,
        websiteId,
        productId: id,
        sku: `LG-${pad(n)}`,
        priceCents: base,
        unlimited: n % 10 === 1,
        qtyInStock: n % 7 === 2 ? 0 : 20,
      });
    }
  }
  return {
    website: {
      id: websiteId,
      identifier: "atelier-large",
      title: "Atelier Wholesale",
      status: WebsiteStatus.PAID,
      currency: "USD",
    },
    hosts: LARGE_HOSTS.map((host) => ({ host, websiteId })),
    collections: [
      {
        id: "col_large_home",
        websiteId,
        type: CollectionType.PAGE,
        urlId: "home",
        title: "Home",
        description: "The whole range, two hundred products.",
        body: "<h1>Atelier Wholesale</h1><p>Every product we make, in one catalogue.</p>",
        isHomepage: true,
        navigationIndex: 0,
      },
      {
        id: LARGE_SHOP_ID,
        websiteId,
        type: CollectionType.PRODUCTS,
        urlId: "shop",
        title: "Shop",
        description: "Two hundred products, the most one collection holds.",
        navigationIndex: 1,
      },
    ],
    products: productRows,
    variants: variantRows,
    images: imageRows,
  };
}
