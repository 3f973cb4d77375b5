// Rows to template context JSON (catalog-types.ts). Pure: no queries here.
import type {
  CollectionJson,
  ImageJson,
  MerchandisingJson,
  ProductItemJson,
  ProductTypeCode,
  VariantJson,
  WebsiteContext,
} from "./catalog-types";
import { ProductTypeCode as Codes, RecordType } from "./catalog-types";
import { moneyJson } from "./money-json";
import type { collections, imageAssets, products, productVariants, websites } from "./schema";

type WebsiteRow = typeof websites.$inferSelect;
type CollectionRow = typeof collections.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ImageRow = typeof imageAssets.$inferSelect;

export function websiteJson(row: WebsiteRow): WebsiteContext {
  return {
    website: {
      id: row.id,
      identifier: row.identifier,
      siteTitle: row.title,
      timeZone: row.timeZone,
      language: row.language,
      status: row.status,
      captchaSettings: row.captchaSiteKey
        ? { siteKey: row.captchaSiteKey, provider: row.captchaProvider }
        : {},
    },
    websiteSettings: {
      storeSettings: {
        selectedCurrency: row.currency,
        multipleQuantityAllowedForServices: row.multipleQuantityAllowedForServices,
        expressCheckout: row.expressCheckout,
        instalments: { minCents: row.instalmentsMinCents, maxCents: row.instalmentsMaxCents },
        restockAutoNotify: row.restockAutoNotify,
        restockSignupsByDefault: row.restockSignupsByDefault,
      },
      theme: row.theme ?? null,
      analytics: row.analyticsSettings ?? {},
      commentsEnabled: row.commentsEnabled,
      simpleLikingEnabled: row.simpleLikingEnabled,
    },
  };
}

export function collectionJson(row: CollectionRow): CollectionJson {
  return {
    id: row.id,
    websiteId: row.websiteId,
    type: row.type,
    urlId: row.urlId,
    fullUrl: row.isHomepage ? "/" : `/${row.urlId}`,
    title: row.title,
    navigationTitle: row.navigationTitle ?? row.title,
    description: row.description,
    mainContent: row.body,
    isHomepage: row.isHomepage,
    navigationIndex: row.navigationIndex,
    blocks: row.blocks,
    ...(row.typeName ? { typeName: row.typeName } : {}),
  };
}

const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];

export function imageJson(row: ImageRow): ImageJson {
  const width = Number(row.originalSize.split("x")[0]) || 0;
  const widths = IMAGE_WIDTHS.filter((w) => w <= width).map((w) => `${w}w`);
  return {
    id: row.id,
    recordType: RecordType.IMAGE,
    assetUrl: row.assetUrl,
    originalSize: row.originalSize,
    mediaFocalPoint: { x: row.focalPointX, y: row.focalPointY },
    ...(row.colorData ? { colorData: row.colorData } : {}),
    altText: row.altText,
    title: row.title,
    body: row.body,
    filename: row.filename,
    contentType: row.contentType,
    systemDataVariants: [row.originalSize, ...widths].join(","),
  };
}

export function productTypeCode(type: ProductRow["productType"]): ProductTypeCode {
  return Codes[type];
}

export function variantJson(row: VariantRow, optionOrdering: readonly string[]): VariantJson {
  const names = [
    ...optionOrdering,
    ...Object.keys(row.attributes).filter((n) => !optionOrdering.includes(n)),
  ];
  return {
    id: row.id,
    sku: row.sku,
    attributes: row.attributes,
    optionValues: names
      .filter((name) => row.attributes[name] !== undefined)
      .map((name) => ({ optionName: name, value: row.attributes[name]! })),
    price: row.priceCents,
    salePrice: row.salePriceCents,
    priceMoney: moneyJson(row.priceCents, row.currency),
    salePriceMoney: moneyJson(row.salePriceCents, row.currency),
    onSale: row.onSale,
    qtyInStock: row.qtyInStock,
    unlimited: row.unlimited,
    ...(row.mainImageId ? { mainImageId: row.mainImageId } : {}),
  };
}

export function productItemJson(
  row: ProductRow,
  collectionUrlId: string,
  variants: VariantRow[],
  images: ImageRow[],
  currency: string,
): ProductItemJson {
  const variantList = variants.map((v) => variantJson(v, row.variantOptionOrdering));
  const imageList = images.map(imageJson);
  const main = imageList[0];
  const first = variantList[0];
  return {
    id: row.id,
    collectionId: row.collectionId,
    recordType: RecordType.STORE_ITEM,
    urlId: row.urlId,
    fullUrl: `/${collectionUrlId}/${row.urlId}`,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    tags: row.tags,
    categories: row.categories,
    addedOn: row.createdOn,
    updatedOn: row.updatedOn,
    assetUrl: main?.assetUrl ?? "",
    ...(main ? { mainImageId: main.id, mainImage: main } : {}),
    items: imageList,
    structuredContent: {
      _type: "CommerceProduct",
      productType: productTypeCode(row.productType),
      variants: variantList,
      variantOptionOrdering: row.variantOptionOrdering,
      isSubscribable: row.isSubscribable,
      ...(row.subscriptionPlan ? { subscriptionPlan: row.subscriptionPlan } : {}),
      priceMoney: first?.priceMoney ?? moneyJson(0, currency),
      salePriceMoney: first?.salePriceMoney ?? moneyJson(0, currency),
      onSale: first?.onSale ?? false,
      ...(row.additionalFieldsFormId ? { additionalFieldsFormId: row.additionalFieldsFormId } : {}),
      ...(row.additionalFieldsForm ? { additionalFieldsForm: row.additionalFieldsForm } : {}),
      variantPicker: row.variantPicker,
      useCustomAddButtonText: row.useCustomAddButtonText,
      customAddButtonText: row.customAddButtonText,
    },
  };
}

const DEFAULT_SCARCITY_THRESHOLD = 5;

/** Stored merchandising plus the per-variant views derived from current stock. */
export function merchandisingJson(row: ProductRow, variants: VariantRow[]): MerchandisingJson {
  const m = row.merchandising;
  const json: MerchandisingJson = { ...m };
  if (m.scarcityEnabled) {
    const threshold = m.scarcityThreshold ?? DEFAULT_SCARCITY_THRESHOLD;
    json.scarcityTemplateViews = variants
      .filter((v) => !v.unlimited && v.qtyInStock > 0 && v.qtyInStock <= threshold)
      .map((v) => ({ qtyInStock: v.qtyInStock, attributes: v.attributes }));
  }
  if (m.restockNotificationMessages) {
    json.restockNotificationViews = variants
      .filter((v) => !v.unlimited && v.qtyInStock <= 0)
      .map((v) => ({ variantId: v.id, hiddenByDefault: variants.length > 1 }));
  }
  return json;
}
