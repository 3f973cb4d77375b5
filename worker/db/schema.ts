// The catalogue in D1. Every row belongs to a website (multi-tenant from day one); ids are text
// so seeded rows can carry fixed, readable ids. Money is stored in minor units with its currency.
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Website status of spec section 3 (numeric codes). */
export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
} as const;
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus];

/** CollectionType of spec section 3 (the kinds this store uses are seeded; all are accepted). */
export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

export const PRODUCT_TYPES = ["PHYSICAL", "DIGITAL", "SERVICE", "GIFT_CARD"] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

export const VARIANT_PICKERS = ["dropdown", "radio"] as const;
export type VariantPicker = (typeof VARIANT_PICKERS)[number];

/** A product's additional-fields form: plain fields the visitor fills in before adding. */
export interface AdditionalFieldsForm {
  title: string;
  fields: { id: string; label: string; type: "text" | "textarea"; required: boolean }[];
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: "WEEK" | "MONTH" | "YEAR" };
  /** 0 = renews until cancelled. */
  numBillingCycles: number;
}

/**
 * Merchandising settings per product (spec section 3), as stored. The per-variant views
 * (scarcityTemplateViews, restockNotificationViews) are derived from stock when the catalogue is read.
 */
export interface Merchandising {
  scarcityEnabled?: boolean;
  /** "{qtyInStock}" is replaced by the variant's stock. */
  scarcityText?: string;
  scarcityShownByDefault?: boolean;
  /** Variants with at most this many units show the scarcity message (default 5). */
  scarcityThreshold?: number;
  customSoldOutText?: string;
  restockNotificationMessages?: {
    buttonText?: string;
    CTAText?: string;
    placeholderText?: string;
    mailingListDescription?: string;
    successText?: string;
  };
  mailingListSignUpEnabled?: boolean;
  mailingListOptInByDefault?: boolean;
}

/** Average colours of an image's regions, as hex without '#'. */
export interface ColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
  suggestedBgColor: string;
}

const now = sql`(unixepoch() * 1000)`;

export const websites = sqliteTable("websites", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull().unique(),
  title: text("title").notNull(),
  timeZone: text("time_zone").notNull().default("America/New_York"),
  language: text("language").notNull().default("en-US"),
  status: integer("status").$type<WebsiteStatus>().notNull().default(WebsiteStatus.TRIAL),
  captchaSiteKey: text("captcha_site_key"),
  currency: text("currency").notNull().default("USD"),
  multipleQuantityAllowedForServices: integer("multiple_quantity_allowed_for_services", { mode: "boolean" })
    .notNull()
    .default(true),
  /** Folder name of the site's theme under themes/; null uses the default theme. */
  theme: text("theme"),
  /**
   * Bumped whenever anything a visitor can see changes (triggers in migrations/, plus
   * bumpContentVersion in worker/db/content-version.ts); part of every edge-cache key.
   */
  contentVersion: integer("content_version").notNull().default(1),
  /** Express checkout: add-to-cart buttons read 'Purchase' and go straight to checkout. */
  expressCheckout: integer("express_checkout", { mode: "boolean" }).notNull().default(false),
  /** Instalment pill range in minor units of the store currency (defaults in commerce/instalments.ts). */
  instalmentsMinCents: integer("instalments_min_cents").notNull().default(3500),
  instalmentsMaxCents: integer("instalments_max_cents").notNull().default(200000),
  createdOn: integer("created_on").notNull().default(now),
});

/** The hosts a website answers on; a host belongs to one website. */
export const websiteHosts = sqliteTable(
  "website_hosts",
  {
    host: text("host").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
  },
  (t) => [index("website_hosts_website_idx").on(t.websiteId)],
);

export const collections = sqliteTable(
  "collections",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    type: integer("type").$type<CollectionType>().notNull(),
    urlId: text("url_id").notNull(),
    title: text("title").notNull(),
    navigationTitle: text("navigation_title"),
    description: text("description").notNull().default(""),
    /** Page content (html) for pages; empty for product collections. */
    body: text("body").notNull().default(""),
    isHomepage: integer("is_homepage", { mode: "boolean" }).notNull().default(false),
    /** Position in the main navigation; null keeps it out of the navigation. */
    navigationIndex: integer("navigation_index"),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    /** A lock screen guards the collection and its items when set (see worker/pages/access/password.ts). */
    passwordHash: text("password_hash"),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [uniqueIndex("collections_website_url_idx").on(t.websiteId, t.urlId)],
);

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    urlId: text("url_id").notNull(),
    title: text("title").notNull(),
    /** Description (html). */
    body: text("body").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    categories: text("categories", { mode: "json" }).$type<string[]>().notNull().default([]),
    isSubscribable: integer("is_subscribable", { mode: "boolean" }).notNull().default(false),
    subscriptionPlan: text("subscription_plan", { mode: "json" }).$type<SubscriptionPlan>(),
    merchandising: text("merchandising", { mode: "json" }).$type<Merchandising>().notNull().default({}),
    additionalFieldsFormId: text("additional_fields_form_id"),
    /** The additional-fields form asked before adding (a later forms issue may move it to its own table). */
    additionalFieldsForm: text("additional_fields_form", { mode: "json" }).$type<AdditionalFieldsForm>(),
    /** How the product page offers variant options: dropdowns or radio buttons. */
    variantPicker: text("variant_picker", { enum: VARIANT_PICKERS }).notNull().default("dropdown"),
    useCustomAddButtonText: integer("use_custom_add_button_text", { mode: "boolean" })
      .notNull()
      .default(false),
    customAddButtonText: text("custom_add_button_text").notNull().default(""),
    /** Option names in display order, e.g. ["Size", "Colour"]. */
    variantOptionOrdering: text("variant_option_ordering", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default([]),
    /** Order within the collection (ascending). */
    position: integer("position").notNull().default(0),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("products_website_collection_url_idx").on(t.websiteId, t.collectionId, t.urlId),
    index("products_collection_idx").on(t.collectionId, t.position),
  ],
);

export const productVariants = sqliteTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    position: integer("position").notNull().default(0),
    /** Option name to value, e.g. {"Size": "M", "Colour": "Indigo"}. */
    attributes: text("attributes", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    currency: text("currency").notNull().default("USD"),
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents").notNull().default(0),
    onSale: integer("on_sale", { mode: "boolean" }).notNull().default(false),
    /** Units on hand; the CHECK makes any statement that would oversell fail (see worker/commerce/stock.ts). */
    qtyInStock: integer("qty_in_stock").notNull().default(0),
    unlimited: integer("unlimited", { mode: "boolean" }).notNull().default(false),
    mainImageId: text("main_image_id"),
  },
  (t) => [
    uniqueIndex("product_variants_website_sku_idx").on(t.websiteId, t.sku),
    index("product_variants_product_idx").on(t.productId, t.position),
    check("product_variants_stock_not_negative", sql`${t.qtyInStock} >= 0`),
    check("product_variants_price_not_negative", sql`${t.priceCents} >= 0 AND ${t.salePriceCents} >= 0`),
  ],
);

export const imageAssets = sqliteTable(
  "image_assets",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The product this image illustrates, if any. */
    productId: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    assetUrl: text("asset_url").notNull(),
    /** "WxH" in pixels, as the image formatters expect. */
    originalSize: text("original_size").notNull(),
    focalPointX: real("focal_point_x").notNull().default(0.5),
    focalPointY: real("focal_point_y").notNull().default(0.5),
    colorData: text("color_data", { mode: "json" }).$type<ColorData>(),
    altText: text("alt_text").notNull().default(""),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull().default("image/svg+xml"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("image_assets_product_idx").on(t.productId, t.position)],
);

/**
 * Stock held for a checkout, keyed by an idempotency id. Inserting the row and decrementing stock
 * happen in one D1 batch, so a retried reservation cannot take stock twice.
 */
export const stockReservations = sqliteTable("stock_reservations", {
  id: text("id").primaryKey(),
  websiteId: text("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  lines: text("lines", { mode: "json" }).$type<{ variantId: string; quantity: number }[]>().notNull(),
  createdOn: integer("created_on").notNull().default(now),
});

/** Wrong lock-screen passwords per page and client address, counted in a fixed window to throttle guessing. */
export const pageAccessAttempts = sqliteTable("page_access_attempts", {
  /** "<collection id> <client address>". */
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  failures: integer("failures").notNull().default(0),
});

/** Census and performance events from the queue; the message id makes redelivery harmless. */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id"),
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    sentAt: integer("sent_at").notNull(),
    receivedAt: integer("received_at").notNull().default(now),
  },
  (t) => [index("analytics_events_website_idx").on(t.websiteId, t.sentAt)],
);
