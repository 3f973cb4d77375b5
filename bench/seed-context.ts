// Page contexts built from seed rows without a database: each row gets its column defaults as D1
// would fill them, then goes through the same JSON mapping as the catalogue queries. The demo
// store gives the product page and the small listing; the large catalogue the 200-product listing.
import { getTableColumns, SQL, type Table } from "drizzle-orm";
import { collectionJson, merchandisingJson, productItemJson, websiteJson } from "../worker/db/catalog-json";
import { collections, imageAssets, products, productVariants, websites } from "../worker/db/schema";
import {
  demoCollections,
  demoImages,
  demoProducts,
  demoVariants,
  demoWebsite,
} from "../worker/seed/demo-data";
import { largeCatalogueRows } from "../worker/seed/large-catalogue-data";
import { PAGE_TYPE_NAMES, PageType } from "../worker/pages/page-types";

export function withDefaults<T extends Table>(table: T, row: object): T["$inferSelect"] {
  const out: Record<string, unknown> = { ...row };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (out[key] !== undefined) continue;
    const d = (column as { default?: unknown }).default;
    out[key] = d instanceof SQL ? 0 : (d ?? null);
  }
  return out as T["$inferSelect"];
}

interface SeedRows {
  website: typeof websites.$inferInsert;
  collections: (typeof collections.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  variants: (typeof productVariants.$inferInsert)[];
  images: (typeof imageAssets.$inferInsert)[];
}

function contextsOf(rows: SeedRows, origin: string) {
  const site = websiteJson(withDefaults(websites, rows.website));
  const shop = collectionJson(
    withDefaults(
      collections,
      rows.collections.find((c) => c.urlId === "shop")!,
    ),
  );
  const variantRows = rows.variants.map((v) => withDefaults(productVariants, v));
  const imageRows = rows.images.map((i) => withDefaults(imageAssets, i));
  const productRows = rows.products.map((p) => withDefaults(products, p));
  const variantsOf = (id: string) => variantRows.filter((v) => v.productId === id);

  const items = productRows.map((p) =>
    productItemJson(
      p,
      shop.urlId,
      variantsOf(p.id),
      imageRows.filter((i) => i.productId === p.id),
      site.websiteSettings.storeSettings.selectedCurrency,
    ),
  );
  const productMerchandisingContext = Object.fromEntries(
    productRows.map((p) => [p.id, merchandisingJson(p, variantsOf(p.id))]),
  );

  const base = {
    ...site,
    navigation: [
      { title: "Home", url: "/", active: false },
      { title: "Shop", url: "/shop", active: true },
    ],
    featureFlags: { useCLDRMoneyFormat: true },
  };

  const listing = {
    ...base,
    pageType: PageType.MAIN_CONTENT,
    pageTypeName: PAGE_TYPE_NAMES[PageType.MAIN_CONTENT],
    pageTitle: shop.title,
    requestUrl: `${origin}/shop`,
    collection: shop,
    items,
    productMerchandisingContext,
  };

  const product = {
    ...base,
    pageType: PageType.CONTENT_ITEM,
    pageTypeName: PAGE_TYPE_NAMES[PageType.CONTENT_ITEM],
    pageTitle: items[0]!.title,
    requestUrl: `${origin}${items[0]!.fullUrl}`,
    collection: shop,
    item: items[0]!,
    productMerchandisingContext,
  };
  return { listing, product, productCount: items.length };
}

const demo = contextsOf(
  {
    website: demoWebsite,
    collections: demoCollections,
    products: demoProducts,
    variants: demoVariants,
    images: demoImages,
  },
  "http://localhost",
);
const large = contextsOf(largeCatalogueRows(), "http://large.localhost");

export const listingContext = demo.listing;
export const productContext = demo.product;
export const demoProductCount = demo.productCount;
export const largeListingContext = large.listing;
export const largeProductCount = large.productCount;
