// The template context shapes the catalogue queries return. They follow the JSON the dialect's
// commerce and content formatters read ({@|product-price}, {@|add-to-cart-btn}, {@|variants-select},
// {.sold-out?}, image formatters...), so pages can hand them to the engine as they are.
import type {
  AdditionalFieldsForm,
  CollectionType,
  ColorData,
  Merchandising,
  PageBlock,
  SubscriptionPlan,
  VariantPicker,
  WebsiteStatus,
} from "./schema";
import type { CaptchaProvider } from "../forms/captcha-props";
import type { MoneyJson } from "./money-json";

/** ProductType codes of spec section 3. */
export const ProductTypeCode = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;
export type ProductTypeCode = (typeof ProductTypeCode)[keyof typeof ProductTypeCode];

/** RecordType codes used here (spec section 3). */
export const RecordType = { IMAGE: 2, STORE_ITEM: 11 } as const;

export interface WebsiteJson {
  id: string;
  identifier: string;
  siteTitle: string;
  timeZone: string;
  language: string;
  status: WebsiteStatus;
  /** siteKey (and provider) are absent when the site has no captcha configured. */
  captchaSettings: { siteKey?: string; provider?: CaptchaProvider };
}

export interface StoreSettingsJson {
  /** Store currency (ISO code), default USD. */
  selectedCurrency: string;
  multipleQuantityAllowedForServices: boolean;
  /** Buttons read 'Purchase' and lead straight to checkout (or the cart while there is none). */
  expressCheckout: boolean;
  /** Instalment pill range, minor units of selectedCurrency. */
  instalments: { minCents: number; maxCents: number };
  /** Restock sign-ups are emailed as soon as their variant is back in stock (worker/restock/auto-notify.ts). */
  restockAutoNotify: boolean;
  /** Sold-out variants of products without their own switch offer the restock sign-up. */
  restockSignupsByDefault: boolean;
}

export interface WebsiteSettingsJson {
  storeSettings: StoreSettingsJson;
  /** Folder name of the site's theme under themes/; null for the default theme. */
  theme: string | null;
  /** Visitor analytics switches (worker/analytics/page-context.ts); absent: the defaults there. */
  analytics?: AnalyticsSettingsJson;
  /** Site settings of spec section 3: comments and the like button on posts and events. */
  commentsEnabled: boolean;
  simpleLikingEnabled: boolean;
}

export interface AnalyticsSettingsJson {
  /** Non-essential cookies only with the visitor's consent (ss_performanceCookiesAllowed). */
  restrictiveCookies?: boolean;
  /** A template site others clone: visitors are never remembered. */
  cloneable?: boolean;
  /** The census disabling flag. */
  censusDisabled?: boolean;
  /** The site-visitor-metrics feature flag (the add-to-cart visitor-metrics event). */
  siteVisitorMetrics?: boolean;
  /** A social pixel's id; its events are sent only when set and the pixel's script is present. */
  pixelId?: string;
  /** The performance collector; on unless false. */
  performance?: boolean;
}

/** What `getWebsite` returns: the `website` and `websiteSettings` members of a page context. */
export interface WebsiteContext {
  website: WebsiteJson;
  websiteSettings: WebsiteSettingsJson;
}

export interface CollectionJson {
  id: string;
  websiteId: string;
  type: CollectionType;
  urlId: string;
  /** Absolute path, e.g. "/shop"; "/" for the home page. */
  fullUrl: string;
  title: string;
  navigationTitle: string;
  description: string;
  /** Page content (html) for pages; empty for product collections. */
  mainContent: string;
  isHomepage: boolean;
  navigationIndex: number | null;
  /** Form and newsletter blocks after the content (worker/pages/page-blocks.ts). */
  blocks: PageBlock[];
  /** A generic collection's kind: 'blog' or 'events' (worker/blog/collection-kind.ts). */
  typeName?: string;
}

export interface ImageJson {
  id: string;
  recordType: typeof RecordType.IMAGE;
  assetUrl: string;
  /** "WxH" in pixels. */
  originalSize: string;
  mediaFocalPoint: { x: number; y: number };
  colorData?: ColorData;
  altText: string;
  title: string;
  body: string;
  filename: string;
  contentType: string;
  /** Widths this asset is available in, comma separated. */
  systemDataVariants: string;
}

export interface VariantJson {
  id: string;
  sku: string;
  /** Option name to value, e.g. {"Size": "M", "Colour": "Indigo"}. */
  attributes: Record<string, string>;
  /** The attributes in variantOptionOrdering order. */
  optionValues: { optionName: string; value: string }[];
  /** Legacy prices in minor units. */
  price: number;
  salePrice: number;
  priceMoney: MoneyJson;
  salePriceMoney: MoneyJson;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  mainImageId?: string;
}

export interface ProductStructuredContent {
  _type: "CommerceProduct";
  productType: ProductTypeCode;
  variants: VariantJson[];
  variantOptionOrdering: string[];
  isSubscribable: boolean;
  subscriptionPlan?: SubscriptionPlan;
  /** Product-level price (digital products read these; equal to the first variant's). */
  priceMoney: MoneyJson;
  salePriceMoney: MoneyJson;
  onSale: boolean;
  additionalFieldsFormId?: string;
  additionalFieldsForm?: AdditionalFieldsForm;
  /** Dropdowns or radio buttons for the variant options on the product page. */
  variantPicker: VariantPicker;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
}

export interface ProductItemJson {
  id: string;
  collectionId: string;
  recordType: typeof RecordType.STORE_ITEM;
  urlId: string;
  /** "/<collection url>/<item url>", e.g. "/shop/linen-field-shirt". */
  fullUrl: string;
  title: string;
  /** Description (html). */
  body: string;
  excerpt: string;
  tags: string[];
  categories: string[];
  addedOn: number;
  updatedOn: number;
  /** Main image url, "" when the product has no image. */
  assetUrl: string;
  mainImageId?: string;
  mainImage?: ImageJson;
  /** All images of the product in order (the first is the main image). */
  items: ImageJson[];
  structuredContent: ProductStructuredContent;
}

/** Merchandising of one product as the scarcity and restock formatters read it. */
export interface MerchandisingJson extends Merchandising {
  /** Variants whose stock is low (0 < qtyInStock <= threshold); only when scarcity is enabled. */
  scarcityTemplateViews?: { qtyInStock: number; attributes: Record<string, string> }[];
  /** Sold-out variants; only when restock messages are configured. Hidden by default when the
   * product has several variants (the island shows the one matching the selection). */
  restockNotificationViews?: { variantId: string; hiddenByDefault: boolean }[];
}

/** `productMerchandisingContext` of a page context: product id to its merchandising settings. */
export type ProductMerchandisingContext = Record<string, MerchandisingJson>;

export interface ProductListing {
  items: ProductItemJson[];
  productMerchandisingContext: ProductMerchandisingContext;
}

export interface ProductDetail {
  collection: CollectionJson;
  item: ProductItemJson;
  productMerchandisingContext: ProductMerchandisingContext;
}

export interface NavigationLink {
  collectionId: string;
  title: string;
  fullUrl: string;
}
