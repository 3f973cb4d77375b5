// Page contexts built from the demo store's seed rows without a database: each row gets its
// column defaults as D1 would fill them, then goes through the same JSON mapping as the
// catalogue queries.
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
import { PAGE_TYPE_NAMES, PageType } from "../worker/pages/page-types";

function withDefaults<T extends Table>(table: T, row: object): T["$inferSelect"] {
  const out: Record<string, unknown> = { ...row };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (out[key] !== undefined) continue;
    const d = (column as { default?: unknown }).default;
    out[key] = d instanceof SQL ? 0 : (d ?? null);
  }
  return out as T["$inferSelect"];
}

const site = websiteJson(withDefaults(websites, demoWebsite));
const shop = collectionJson(
  withDefaults(
    collections,
    demoCollections.find((c) => c.urlId === "shop")!,
  ),
);
const variantRows = demoVariants.map((v) => withDefaults(productVariants, v));
const imageRows = demoImages.map((i) => withDefaults(imageAssets, i));
const productRows = demoProducts.map((p) => withDefaults(products, p));

const items = productRows.map((p) =>
  productItemJson(
    p,
    shop.urlId,
    variantRows.filter((v) => v.productId === p.id),
    imageRows.filter((i) => i.productId === p.id),
    site.websiteSettings.storeSettings.selectedCurrency,
  ),
);
const productMerchandisingContext = Object.fromEntries(
  productRows.map((p) => [
    p.id,
    merchandisingJson(
      p,
      variantRows.filter((v) => v.productId === p.id),
    ),
  ]),
);

const base = {
  ...site,
  navigation: [
    { title: "Home", url: "/", active: false },
    { title: "Shop", url: "/shop", active: true },
  ],
  featureFlags: { useCLDRMoneyFormat: true },
  seoTags: "",
};

export const listingContext = {
  ...base,
  pageType: PageType.MAIN_CONTENT,
  pageTypeName: PAGE_TYPE_NAMES[PageType.MAIN_CONTENT],
  pageTitle: shop.title,
  collection: shop,
  items,
  productMerchandisingContext,
};

export const productContext = {
  ...base,
  pageType: PageType.CONTENT_ITEM,
  pageTypeName: PAGE_TYPE_NAMES[PageType.CONTENT_ITEM],
  pageTitle: items[0]!.title,
  collection: shop,
  item: items[0]!,
  productMerchandisingContext,
};
