// The catalogue in D1. Every row belongs to a website (multi-tenant from day one); ids are text
// so seeded rows can carry fixed, readable ids. Money is stored in minor units with its currency.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { ContributorRole } from "../owner/roles";
import type { SiteStyles } from "../site-styles/schema";
import type { SavedViewState } from "../owner/saved-view-schema";
import type { AnalyticsSettingsJson } from "./catalog-types";
import type { StoredPageDocument } from "../site-content/stored-document";
import { CAPTCHA_PROVIDERS } from "../forms/captcha-props";
import type { SiteFooter, SiteHeader } from "../header-footer/schemas";
import type { NavigationItem } from "../navigation/schemas";

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

/**
 * What a site is (spec section 4's Site rule names two kinds besides a website): a parking page or
 * a cover page stays up when its status is expired.
 */
export const SITE_TYPES = ["website", "parking-page", "cover-page"] as const;
export type SiteType = (typeof SITE_TYPES)[number];

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
  /** Sold-out variants offer the restock sign-up; absent: the site's `restock` setting decides. */
  restockSignupsEnabled?: boolean;
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
  siteType: text("site_type", { enum: SITE_TYPES }).notNull().default("website"),
  /** When the trial or subscription ends (epoch ms); null for a site that does not expire. */
  expiresOn: integer("expires_on"),
  /** The public key of the site's captcha widget; null = no captcha (worker/forms/captcha-props.ts). */
  captchaSiteKey: text("captcha_site_key"),
  /** Which provider issued captchaSiteKey; its secret is a worker secret (see wrangler.toml). */
  captchaProvider: text("captcha_provider", { enum: CAPTCHA_PROVIDERS })
    .notNull()
    .default("recaptcha-enterprise"),
  /** Email restock sign-ups as soon as their variant's stock goes from 0 to above 0. */
  restockAutoNotify: integer("restock_auto_notify", { mode: "boolean" }).notNull().default(false),
  /** Sold-out variants offer the restock sign-up unless their product says otherwise (Merchandising). */
  restockSignupsByDefault: integer("restock_signups_by_default", { mode: "boolean" })
    .notNull()
    .default(false),
  /** The store's postal address and contact email (the `store` settings namespace); "" = none given. */
  storeAddress: text("store_address").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
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
  /** Visitor analytics switches (AnalyticsSettingsJson: cookie mode, census flag, pixel, …). */
  analyticsSettings: text("analytics_settings", { mode: "json" })
    .$type<AnalyticsSettingsJson>()
    .notNull()
    .default(sql`'{}'`),
  /** Checkout refuses orders whose subtotal is below this (minor units of the store currency); 0 = none. */
  checkoutMinSubtotalCents: integer("checkout_min_subtotal_cents").notNull().default(0),
  /** Site setting commentsEnabled (spec section 3): off hides every comment and the comment form. */
  commentsEnabled: integer("comments_enabled", { mode: "boolean" }).notNull().default(true),
  /** Site setting simpleLikingEnabled: the like button on blog posts and events. */
  simpleLikingEnabled: integer("simple_liking_enabled", { mode: "boolean" }).notNull().default(true),
  /** Whether the owner enters prices with tax included (docs/taxes.md). */
  pricesIncludeTax: integer("prices_include_tax", { mode: "boolean" }).notNull().default(false),
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
    /**
     * Null: the host answers. Custom domains used to wait here with their TXT value; they now wait
     * in domain_claims and arrive here proven, so new rows always have null (kept for old rows).
     */
    verificationToken: text("verification_token"),
  },
  (t) => [index("website_hosts_website_idx").on(t.websiteId)],
);

/**
 * The site directory (docs/shards.md): which site answers on a host and which D1 binding (shard)
 * holds that site's rows. Only the directory database's copy (the `DB` binding) is read; every
 * shard has the table because every shard has the same schema. No foreign key: the site's row
 * may live in another database.
 */
export const siteDirectory = sqliteTable(
  "site_directory",
  {
    host: text("host").primaryKey(),
    websiteId: text("website_id").notNull(),
    /** The binding name of the site's shard: "DB" (shard 0) or "DB_SHARD_<n>". */
    shard: text("shard").notNull().default("DB"),
  },
  (t) => [index("site_directory_website_idx").on(t.websiteId), index("site_directory_shard_idx").on(t.shard)],
);

/**
 * Custom domains waiting for proof (worker/db/domains.ts). Any number of sites may claim a name,
 * each with its own TXT value; the first to prove it gets the name (a website_hosts row, whose
 * primary key is the host), and a claim lapses 72 hours after it was made: a pending claim never
 * keeps the name from the site that holds its DNS.
 */
export const domainClaims = sqliteTable(
  "domain_claims",
  {
    host: text("host").notNull(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The value a DNS TXT record at _atelier-verification.{host} must hold. */
    token: text("token").notNull(),
    /** Epoch ms; the claim lapses 72 hours later. */
    claimedAt: integer("claimed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.host, t.websiteId] }), index("domain_claims_website_idx").on(t.websiteId)],
);

/** A block of a page after its content: a form by id, or a newsletter sign-up with its texts. */
export type PageBlock =
  | { type: "form"; formId: string }
  | { type: "newsletter"; title: string; description: string; buttonText: string; successText: string };

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
    /** Blocks shown after the page's content: form and newsletter blocks (worker/pages/page-blocks.ts). */
    blocks: text("blocks", { mode: "json" }).$type<PageBlock[]>().notNull().default([]),
    /**
     * The published layout of a page built in the site builder (worker/site-content/document.ts);
     * when set it replaces body and blocks. Drafts live in page_drafts, never here.
     */
    document: text("document", { mode: "json" }).$type<StoredPageDocument>(),
    /** The kind of a generic (1) collection: 'blog' or 'events' (worker/blog/collection-kind.ts). */
    typeName: text("type_name"),
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
    /** Shipping weight of one unit in grams (weight-based shipping rates, worker/pricing/shipping.ts). */
    weightGrams: integer("weight_grams").notNull().default(0),
    /** Parcel dimensions of one unit in millimetres (0 = not given); shown to the owner, no rate uses them yet. */
    lengthMm: integer("length_mm").notNull().default(0),
    widthMm: integer("width_mm").notNull().default(0),
    heightMm: integer("height_mm").notNull().default(0),
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

/**
 * Fixed-window counters of every rate limit (worker/db/rate-limit.ts): form submissions per form
 * and client, wrong lock-screen passwords per page and client, owner sign-ins per site and email,
 * gift card balance lookups per client.
 */
export const rateLimits = sqliteTable("rate_limits", {
  /** "<scope>:<subject> <client address>", e.g. "form:form_contact 203.0.113.7". */
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  hits: integer("hits").notNull().default(0),
});

/**
 * The ids of the analytics events already counted into the rollups, per website ("" for none) and
 * 10 seconds of their sentAt (worker/analytics/store.ts): a JSON array per row, so a batch writes
 * one row per key, not per event. Kept past any queue redelivery, then deleted.
 */
export const analyticsProcessed = sqliteTable(
  "analytics_processed",
  {
    websiteId: text("website_id").notNull(),
    bucket: integer("bucket").notNull(),
    eventIds: text("event_ids").notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.bucket] })],
);

/**
 * Hourly and daily aggregates of analytics events: per website, period and bucket start (epoch
 * ms, UTC), a metric ("pageviews", "visits", "vital:LCP:good", …) and a dimension (a path, a
 * referrer host, a product id; "" for the site total): how many events, and the sum of their values.
 */
export const analyticsRollups = sqliteTable(
  "analytics_rollups",
  {
    websiteId: text("website_id").notNull(),
    period: text("period", { enum: ["hour", "day"] }).notNull(),
    bucket: integer("bucket").notNull(),
    metric: text("metric").notNull(),
    dimension: text("dimension").notNull(),
    count: integer("count").notNull(),
    total: real("total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.period, t.bucket, t.metric, t.dimension] })],
);

/** One row per visitor and UTC day that saw a page view: unique visitors are its row counts. */
export const analyticsVisitors = sqliteTable(
  "analytics_visitors",
  {
    websiteId: text("website_id").notNull(),
    day: integer("day").notNull(),
    visitorId: text("visitor_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.visitorId] })],
);

/** A form block's definition (worker/forms/field-types.ts), per website. */
export const forms = sqliteTable(
  "forms",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The FormDefinition as the owner saved it; parsed with formDefinition when read. */
    definition: text("definition", { mode: "json" }).notNull(),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [index("forms_website_idx").on(t.websiteId)],
);

/** Every accepted submission, stored before any email or connected service is called. */
export const formSubmissions = sqliteTable(
  "form_submissions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** No foreign key: a submission outlives its form being deleted. */
    formId: text("form_id").notNull(),
    /** Field id -> value, in the shapes of worker/forms/field-values.ts. */
    values: text("values", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The page-event fields the block sent with it (page, path, referrer...). */
    pageEvent: text("page_event", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("form_submissions_form_idx").on(t.websiteId, t.formId, t.createdOn)],
);

/** One-time submission keys: a key is deleted when a submission uses it, and expires unused. */
export const formSubmissionKeys = sqliteTable(
  "form_submission_keys",
  {
    key: text("key").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The crumb of the visitor it was given to: another visitor cannot spend it. */
    crumb: text("crumb").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("form_submission_keys_expiry_idx").on(t.expiresAt)],
);

/**
 * Visitors waiting for a sold-out variant. One row per email and variant (the unique index): a
 * second sign-up updates the first. notifiedAt is set when the restock email is queued, once.
 */
export const restockSignups = sqliteTable(
  "restock_signups",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** As the visitor typed it. */
    email: text("email").notNull(),
    /** Lower-cased, for the one-sign-up-per-email-and-variant rule. */
    emailKey: text("email_key").notNull(),
    language: text("language"),
    isJoinMailingList: integer("is_join_mailing_list", { mode: "boolean" }).notNull().default(false),
    /** When the visitor (last) signed up; part of the list cursor. */
    signedUpOn: integer("signed_up_on").notNull().default(now),
    notifiedAt: integer("notified_at"),
  },
  (t) => [
    uniqueIndex("restock_signups_email_variant_idx").on(t.websiteId, t.variantId, t.emailKey),
    index("restock_signups_variant_idx").on(t.websiteId, t.productId, t.variantId, t.signedUpOn, t.id),
  ],
);

export const EMAIL_STATUSES = ["pending", "sent", "dead"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Emails to send (worker/email/outbox.ts). A row is written in the same batch as what caused it
 * (a submission, a restock send), so nothing is lost when the provider is down; the sender retries
 * with backoff until `sent` or, after too many attempts, `dead`. The idempotency key makes a
 * repeated enqueue of the same email a no-op.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdOn: integer("created_on").notNull().default(now),
    sentAt: integer("sent_at"),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * The development mailbox (worker/email/dev-mailbox.ts): what the worker "sent" while no email
 * API is configured, listed at /dev/mailbox. One row per outbox email (its idempotency key), so a
 * redelivered send stores nothing new.
 */
export const mailboxMessages = sqliteTable(
  "mailbox_messages",
  {
    id: text("id").primaryKey(),
    from: text("from").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    sentAt: integer("sent_at").notNull().default(now),
  },
  (t) => [index("mailbox_messages_sent_idx").on(t.sentAt)],
);

export const TEST_PAYMENT_STATUSES = ["requires_payment_method", "succeeded"] as const;

/**
 * Payments of the test provider (worker/payments/test-provider.ts), the default in development,
 * kept in D1 so they outlive the request. A declined attempt leaves the payment waiting for another
 * card (requires_payment_method, with the decline's code), as a Stripe PaymentIntent does.
 */
export const testPayments = sqliteTable(
  "test_payments",
  {
    id: text("id").primaryKey(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: TEST_PAYMENT_STATUSES }).notNull(),
    cardLast4: text("card_last4"),
    declineCode: text("decline_code"),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    description: text("description"),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [check("test_payments_refund_check", sql`${t.refundedMinor} BETWEEN 0 AND ${t.amountMinor}`)],
);

/**
 * The test provider's idempotent requests: the first answer per key, replayed for the same key
 * (declines included), as Stripe does. `fingerprint` is the first call's parameters, so reusing a
 * key with other parameters is refused. The row is written in the same batch as the change it
 * answers, so two racing calls with one key change things once.
 */
export const testPaymentRequests = sqliteTable("test_payment_requests", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  response: text("response", { mode: "json" }).notNull(),
  createdOn: integer("created_on").notNull().default(now),
});

/** Refunds of test payments. */
export const testRefunds = sqliteTable("test_refunds", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => testPayments.id),
  amountMinor: integer("amount_minor").notNull(),
  createdOn: integer("created_on").notNull().default(now),
});

/**
 * Gift cards (worker/gift-cards/). The code itself is never stored: only its SHA-256 (to find the
 * card when a visitor types it) and its last 4 characters (to show the owner and the buyer which
 * card is which). The balance is in minor units of `currency`; the CHECK is a backstop behind the
 * conditional debit in worker/db/gift-cards.ts. `issuanceKey` makes issuing for one purchased
 * line idempotent.
 */
export const giftCards = sqliteTable(
  "gift_cards",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    last4: text("last4").notNull(),
    initialMinor: integer("initial_minor").notNull(),
    balanceMinor: integer("balance_minor").notNull(),
    currency: text("currency").notNull(),
    recipientEmail: text("recipient_email"),
    issuanceKey: text("issuance_key").notNull().unique(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    check("gift_cards_balance_check", sql`${t.balanceMinor} >= 0 AND ${t.balanceMinor} <= ${t.initialMinor}`),
    index("gift_cards_website_idx").on(t.websiteId, t.createdOn),
  ],
);

export const GIFT_CARD_ENTRY_KINDS = ["debit", "reversal"] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/**
 * The gift card ledger: every debit for an order and every reversal of one, append-only. At most
 * one debit and one reversal per card and order (the unique index), so a retried debit or
 * reversal changes the balance once.
 */
export const giftCardLedger = sqliteTable(
  "gift_card_ledger",
  {
    id: text("id").primaryKey(),
    giftCardId: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    kind: text("kind", { enum: GIFT_CARD_ENTRY_KINDS }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("gift_card_ledger_order_idx").on(t.giftCardId, t.orderId, t.kind),
    check("gift_card_ledger_amount_check", sql`${t.amountMinor} > 0`),
  ],
);

/** Gift card balance lookups per client address in a fixed window, to throttle code guessing. */
export const COUPON_KINDS = ["PERCENTAGE", "FIXED_AMOUNT", "FREE_SHIPPING"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * Discount codes (worker/pricing/coupons.ts). `uses` only grows through redeemCoupon's conditional
 * update (worker/db/pricing.ts); the CHECK is a second guard that no statement can push it past
 * max_uses. Codes are stored upper-case, unique per website.
 */
export const coupons = sqliteTable(
  "coupons",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull().default(""),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    /** PERCENTAGE: hundredths of a percent (10% = 1000). */
    percentBasisPoints: integer("percent_basis_points").notNull().default(0),
    /** FIXED_AMOUNT: minor units of the store currency. */
    amountCents: integer("amount_cents").notNull().default(0),
    /** The order subtotal (minor units) needed before the coupon applies; 0 = none. */
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    /** Epoch ms: valid from startsAt (inclusive) until endsAt (exclusive); null = open-ended. */
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    /** Product ids the discount applies to; null = every discountable line. */
    productIds: text("product_ids", { mode: "json" }).$type<string[]>(),
    /** Total uses allowed across all orders; null = unlimited. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    createdOn: integer("created_on").notNull().default(now),
    /** Product category names the discount applies to (with productIds: either); null = no limit. */
    categories: text("categories", { mode: "json" }).$type<string[]>(),
    /** Uses allowed per buyer email (coupon_redemptions.email); null = unlimited. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    /**
     * Applies to every cart that meets its conditions, with no code entered (docs/discounts.md).
     * Its `code` is an internal lower-case key that no entered (upper-cased) code can match.
     */
    automatic: integer("automatic", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("coupons_website_code_idx").on(t.websiteId, t.code),
    index("coupons_website_automatic_idx").on(t.websiteId, t.automatic),
    check(
      "coupons_uses_within_limit",
      sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`,
    ),
    check(
      "coupons_amounts_not_negative",
      sql`${t.percentBasisPoints} BETWEEN 0 AND 10000 AND ${t.amountCents} >= 0 AND ${t.minSubtotalCents} >= 0`,
    ),
  ],
);

/**
 * One use of a coupon by one order. The id (e.g. "<order id>:<coupon id>") makes a retried
 * redemption take no second use; deleting the row (releaseCoupon) gives the use back.
 */
export const couponRedemptions = sqliteTable(
  "coupon_redemptions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    couponId: text("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    createdOn: integer("created_on").notNull().default(now),
    /** The buyer's email, lower-cased, for the per-customer limit; null for older uses. */
    email: text("email"),
  },
  (t) => [
    index("coupon_redemptions_coupon_idx").on(t.couponId),
    index("coupon_redemptions_coupon_email_idx").on(t.couponId, t.email),
  ],
);

export const SHIPPING_RATE_KINDS = ["FLAT", "WEIGHT", "SUBTOTAL", "FREE_OVER", "PICKUP"] as const;
export type ShippingRateKind = (typeof SHIPPING_RATE_KINDS)[number];

/** A SUBTOTAL rate's bracket: a discounted subtotal in [fromCents, toCents) costs priceCents. */
export interface SubtotalBracket {
  fromCents: number;
  /** null = no upper end. */
  toCents: number | null;
  priceCents: number;
}

/**
 * The old per-country shipping options. Read by nothing since the shipping zones migration, which
 * copied every row into shipping_zones / shipping_rates (same ids for the rates); drop it later.
 */
export const shippingOptions = sqliteTable(
  "shipping_options",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 codes; ["*"] = every country no other option names (rest of world). */
    countries: text("countries", { mode: "json" }).$type<string[]>().notNull(),
    kind: text("kind", { enum: SHIPPING_RATE_KINDS }).notNull(),
    /** FLAT: the price; WEIGHT: the base price before weight. */
    rateCents: integer("rate_cents").notNull().default(0),
    /** WEIGHT: added per started kilogram of the shipped lines. */
    perKgCents: integer("per_kg_cents").notNull().default(0),
    /** FREE_OVER: offered (at no cost) once the discounted subtotal reaches this. */
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    position: integer("position").notNull().default(0),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    index("shipping_options_website_idx").on(t.websiteId, t.position),
    check(
      "shipping_options_amounts_not_negative",
      sql`${t.rateCents} >= 0 AND ${t.perKgCents} >= 0 AND ${t.minSubtotalCents} >= 0`,
    ),
  ],
);

/** Where a store ships (docs/shipping.md): countries, optionally narrowed to regions of them. */
export const shippingZones = sqliteTable(
  "shipping_zones",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 codes; ["*"] = every country no other zone names (rest of world). */
    countries: text("countries", { mode: "json" }).$type<string[]>().notNull(),
    /** "US-CA" style codes (regions.ts); a country with none listed is matched whole. */
    regions: text("regions", { mode: "json" }).$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("shipping_zones_website_idx").on(t.websiteId, t.position)],
);

/** A zone's rates: each is one option the checkout offers (worker/pricing/shipping.ts). */
export const shippingRates = sqliteTable(
  "shipping_rates",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: SHIPPING_RATE_KINDS }).notNull(),
    /** FLAT: the price; WEIGHT: the base price before weight. */
    rateCents: integer("rate_cents").notNull().default(0),
    /** WEIGHT: added per started kilogram of the shipped lines. */
    perKgCents: integer("per_kg_cents").notNull().default(0),
    /** FREE_OVER: offered (at no cost) once the discounted subtotal reaches this. */
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    /** SUBTOTAL: the price by discounted subtotal. */
    brackets: text("brackets", { mode: "json" }).$type<SubtotalBracket[]>().notNull().default([]),
    /** PICKUP: the address and opening hours the buyer sees. */
    pickupInstructions: text("pickup_instructions").notNull().default(""),
    position: integer("position").notNull().default(0),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    index("shipping_rates_zone_idx").on(t.zoneId, t.position),
    index("shipping_rates_website_idx").on(t.websiteId),
    check(
      "shipping_rates_amounts_not_negative",
      sql`${t.rateCents} >= 0 AND ${t.perKgCents} >= 0 AND ${t.minSubtotalCents} >= 0`,
    ),
  ],
);

/** Sales tax, VAT and GST rules by country and region (worker/pricing/tax.ts). */
export const taxRules = sqliteTable(
  "tax_rules",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 of the tax geography (US territories are regions of US, us-tax-geography.ts). */
    country: text("country").notNull(),
    /** Region code within the country (state, province); null = the whole country. */
    region: text("region"),
    /** Parts per million of the taxable amount: 8.875% = 88750. */
    ratePpm: integer("rate_ppm").notNull(),
    /** Whether the shipping cost is part of the taxable amount. */
    taxShipping: integer("tax_shipping", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("tax_rules_website_country_idx").on(t.websiteId, t.country, t.region),
    check("tax_rules_rate_in_range", sql`${t.ratePpm} BETWEEN 0 AND 1000000`),
  ],
);

/**
 * A person who can sign in to owner panels. One account (one email) may contribute to several
 * sites; what it may do on each is its row in site_contributors.
 */
export const ownerAccounts = sqliteTable("owner_accounts", {
  id: text("id").primaryKey(),
  /** As the owner typed it. */
  email: text("email").notNull(),
  /** Lower-cased: one account per email. */
  emailKey: text("email_key").notNull().unique(),
  /** "pbkdf2-sha256$<iterations>$<salt>$<hash>" (worker/pages/access/password.ts). */
  passwordHash: text("password_hash").notNull(),
  createdOn: integer("created_on").notNull().default(now),
});

/** Who contributes to a site, with which role. */
export const siteContributors = sqliteTable(
  "site_contributors",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: "cascade" }),
    role: integer("role").$type<ContributorRole>().notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("site_contributors_site_account_idx").on(t.websiteId, t.accountId),
    index("site_contributors_account_idx").on(t.accountId),
  ],
);

/**
 * Signed-in owner sessions. The cookie holds a random session id; only its SHA-256 is stored, so
 * a leaked table opens no session. A session belongs to one site (the host it was opened on).
 */
export const ownerSessions = sqliteTable(
  "owner_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Sent back in the X-XSRF-Token header on every state-changing owner call. */
    xsrfToken: text("xsrf_token").notNull(),
    rememberMe: integer("remember_me", { mode: "boolean" }).notNull().default(false),
    expiresAt: integer("expires_at").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    index("owner_sessions_account_idx").on(t.accountId),
    index("owner_sessions_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * Sign-up handovers (docs/sign-up.md): a one-time token that signs the new site's administrator in
 * on the site's own host. Only its SHA-256 is kept; it names the account and the site, lives 60
 * seconds and is deleted when used (a conditional delete, so one token opens one session).
 */
export const ownerHandovers = sqliteTable(
  "owner_handovers",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("owner_handovers_expiry_idx").on(t.expiresAt)],
);

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * The site's mailing list, with double opt-in (worker/newsletter/): a sign-up is pending until the
 * visitor follows the link of the confirmation email, then confirmed, until they unsubscribe. One
 * row per site and email; the token (stored as its SHA-256) is in every link of every email.
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** As the visitor typed it. */
    email: text("email").notNull(),
    /** Lower-cased: one subscriber per address. */
    emailKey: text("email_key").notNull(),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    /** SHA-256 (hex) of the link token; the token itself is only ever in the visitor's emails. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Where the sign-up came from: the newsletter block or a restock form's opt-in. */
    source: text("source").notNull(),
    /** When the last confirmation email was queued (resends are spaced out). */
    confirmationSentAt: integer("confirmation_sent_at"),
    confirmedAt: integer("confirmed_at"),
    unsubscribedAt: integer("unsubscribed_at"),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(t.websiteId, t.emailKey)],
);

/**
 * Order statuses (worker/orders/status.ts; docs/checkout.md, Orders). `cancelling` is the short
 * state in which a failed order gives back its stock, coupon uses and gift card debit.
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "fulfilled",
  "cancelling",
  "cancelled",
  "partially_refunded",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
}

/** A coupon the order used, as priced: its use is `<order id>:<coupon id>` in coupon_redemptions. */
export interface OrderCoupon {
  couponId: string;
  code: string;
  discountCents: number;
}

/**
 * Orders (worker/orders/). A row is written, pending, before any stock, coupon, gift card or money
 * is taken, keyed by the client's checkout id, so a retried checkout finds its order. `number` is
 * given when the order is paid (gapless per website, order_counters). Amounts are minor units of
 * `currency`; `amount_due_cents` is what the card pays after the gift card.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    checkoutId: text("checkout_id").notNull(),
    /** The secret in the order confirmed page's link (?token=). */
    accessToken: text("access_token").notNull(),
    number: integer("number"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending_payment"),
    /** Why a cancelled order failed: the message its checkout answered (a retry answers it again). */
    failureMessage: text("failure_message"),
    testMode: integer("test_mode", { mode: "boolean" }).notNull().default(false),
    email: text("email").notNull(),
    shippingAddress: text("shipping_address", { mode: "json" }).$type<OrderAddress>(),
    shippingOptionId: text("shipping_option_id"),
    shippingOptionName: text("shipping_option_name"),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    /** The amounts above hold the tax ('Including …'), as shown at checkout (docs/taxes.md). */
    taxIncluded: integer("tax_included", { mode: "boolean" }).notNull().default(false),
    /** The names of the taxes charged ("VAT"), for 'Including £2.00 VAT'; "" when none. */
    taxName: text("tax_name").notNull().default(""),
    grandTotalCents: integer("grand_total_cents").notNull(),
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    amountDueCents: integer("amount_due_cents").notNull(),
    coupons: text("coupons", { mode: "json" }).$type<OrderCoupon[]>().notNull().default([]),
    giftCardId: text("gift_card_id"),
    paymentProvider: text("payment_provider"),
    paymentId: text("payment_id"),
    /** The provider's customer whose saved card pays (subscriptions: the first payment and renewals). */
    paymentCustomerId: text("payment_customer_id"),
    /** The site address the checkout came from (links in the confirmation email). */
    origin: text("origin").notNull(),
    /** The cart this order was bought from (emptied once paid); null for an express checkout. */
    cartId: text("cart_id"),
    /**
     * SHA-256 (hex) of the crumb of the browser that began the checkout: a retry of its checkout id
     * from another browser (or another cart) is refused with 409 (worker/orders/checkout-binding.ts).
     * Null for renewals, which no browser begins.
     */
    checkoutVisitor: text("checkout_visitor"),
    confirmationEmailId: text("confirmation_email_id"),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
    paidOn: integer("paid_on"),
    /** Set by the owner's fulfil (with the optional carrier and tracking number of the shipping email). */
    fulfilledOn: integer("fulfilled_on"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Refunds taken so far (order_refunds), in all and to the card; raised only by a conditional write. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedToPaymentCents: integer("refunded_to_payment_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("orders_website_checkout_idx").on(t.websiteId, t.checkoutId),
    uniqueIndex("orders_website_number_idx").on(t.websiteId, t.number),
    index("orders_status_updated_idx").on(t.status, t.updatedOn),
    check(
      "orders_amounts_check",
      sql`${t.grandTotalCents} >= 0 AND ${t.giftCardCents} >= 0 AND ${t.amountDueCents} = ${t.grandTotalCents} - ${t.giftCardCents}`,
    ),
  ],
);

/** The lines of an order: a snapshot of what was bought, as it was when bought. */
export const orderLines = sqliteTable(
  "order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: text("item_id").notNull(),
    variantId: text("variant_id").notNull(),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    attributes: text("attributes", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    productType: integer("product_type").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** The line's total as shown with or without tax (orders.tax_included); null: price × quantity. */
    shownTotalCents: integer("shown_total_cents"),
    /** The additional-fields form's answers (JSON text) as the cart line held them, or null. */
    additionalFields: text("additional_fields"),
  },
  (t) => [
    uniqueIndex("order_lines_order_position_idx").on(t.orderId, t.position),
    check("order_lines_quantity_check", sql`${t.quantity} > 0 AND ${t.unitPriceCents} >= 0`),
  ],
);

export const REFUND_METHODS = ["payment", "gift_card"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * Money an owner gave back for an order (worker/orders/refund.ts): to the card through the payment
 * provider, or as a new gift card. The row is written in the same batch that raises the order's
 * refunded total under the refundable check, so racing refunds never give back more than was paid.
 * `key` is the request's (a retry finds the row); the provider's idempotency key is
 * `refund:<order id>:<key>`.
 */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The lines refunded, when the owner chose them: [{position, quantity}]. */
    lines: text("lines", { mode: "json" }).$type<{ position: number; quantity: number }[]>(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    giftCardId: text("gift_card_id"),
    actor: text("actor").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("order_refunds_order_key_idx").on(t.orderId, t.key),
    check("order_refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

export const SAVED_VIEW_TABLES = ["products", "orders"] as const;
export type SavedViewTable = (typeof SAVED_VIEW_TABLES)[number];

/** A panel table's search, sort, filters and rows per page, saved under a name by one owner. */
export const savedViews = sqliteTable(
  "saved_views",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The owner account ("api" for the owner token). */
    accountId: text("account_id").notNull(),
    tableName: text("table_name", { enum: SAVED_VIEW_TABLES }).notNull(),
    name: text("name").notNull(),
    state: text("state", { mode: "json" }).$type<SavedViewState>().notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [uniqueIndex("saved_views_owner_name_idx").on(t.websiteId, t.accountId, t.tableName, t.name)],
);

/** The last order number given per website (numbers are given when an order is paid). */
export const orderCounters = sqliteTable("order_counters", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

/**
 * Keys of the public REST API (worker/public-api/). The key is shown once, when it is made; D1
 * keeps its SHA-256 (a key has 256 random bits, so a plain hash is enough) and the visible prefix
 * the panel lists it by. A revoked key stays listed, refused.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, e.g. "atk_3F9a1b2C", shown in the panel to tell keys apart. */
    prefix: text("prefix").notNull(),
    /** SHA-256 (hex) of the whole key. */
    keyHash: text("key_hash").notNull().unique(),
    /** "<area>:<read|write>" (worker/public-api/scopes.ts). */
    scopes: text("scopes", { mode: "json" }).$type<string[]>().notNull(),
    /** The owner account that made it (null: made with the owner token). */
    createdBy: text("created_by"),
    createdOn: integer("created_on").notNull().default(now),
    lastUsedOn: integer("last_used_on"),
    revokedOn: integer("revoked_on"),
  },
  (t) => [index("api_keys_website_idx").on(t.websiteId, t.createdOn)],
);

/** Commerce preferences (spec section 4): one JSON object per site and namespace. */
export const commercePreferences = sqliteTable(
  "commerce_preferences",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    namespace: text("namespace").notNull(),
    preferences: text("preferences", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [uniqueIndex("commerce_preferences_namespace_idx").on(t.websiteId, t.namespace)],
);

/**
 * Stock history: one row per change an owner made to a variant's stock (the stock dialog, bulk
 * edit, the inventory call, an import). `delta` is what changed, `qtyAfter` what was left.
 */
export const stockAdjustments = sqliteTable(
  "stock_adjustments",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    variantId: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    qtyAfter: integer("qty_after").notNull(),
    reason: text("reason").notNull().default(""),
    /** Who made the change: the owner's email, or "api" for the owner token. */
    actor: text("actor").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("stock_adjustments_variant_idx").on(t.variantId, t.createdOn)],
);

export const TAXONOMY_KINDS = ["tag", "category"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/**
 * The store's tags and categories as the owner manages them. Products keep the names they carry
 * (products.tags, products.categories) so the storefront filters read one row; renaming, merging
 * and removing here rewrite those arrays. Categories nest (parentId); a product collection's root
 * category has type ROOT (spec section 3, the category create payload).
 */
export const productTaxonomy = sqliteTable(
  "product_taxonomy",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TAXONOMY_KINDS }).notNull(),
    name: text("name").notNull(),
    /** Lower-cased name: one tag or category per site whatever its case. */
    nameKey: text("name_key").notNull(),
    parentId: text("parent_id"),
    collectionId: text("collection_id").references(() => collections.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["ROOT", "CHILD"] })
      .notNull()
      .default("CHILD"),
    pageRendering: text("page_rendering").notNull().default("LIST_VIEW"),
    displayIndex: integer("display_index").notNull().default(1),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("product_taxonomy_name_idx").on(t.websiteId, t.kind, t.nameKey),
    index("product_taxonomy_parent_idx").on(t.parentId),
  ],
);

/**
 * What the subscription call (POST /api/3/commerce/cart/subscription) chose, kept under its cart
 * token until the subscription checkout buys it (worker/subscriptions/).
 */
export const subscriptionCarts = sqliteTable(
  "subscription_carts",
  {
    token: text("token").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    additionalFields: text("additional_fields"),
    subscriptionOptionId: text("subscription_option_id"),
    /** The subscription this cart started: a second checkout of the same cart is refused. */
    subscriptionId: text("subscription_id"),
    createdOn: integer("created_on").notNull(),
    expiresOn: integer("expires_on").notNull(),
  },
  (t) => [index("subscription_carts_expires_idx").on(t.expiresOn)],
);

export const SUBSCRIPTION_STATUSES = ["PENDING", "ACTIVE", "PAST_DUE", "CANCELLED", "COMPLETED"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A customer's subscription: the line bought, its plan, where it ships and the saved card the
 * renewals charge. PENDING until its first order is paid. Cycle n's order has the checkout id
 * `renewal:<id>:<n>` (the first order is cycle 1), so a renewal run twice is one order.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The first order's checkout id: one subscription per subscription checkout. */
    checkoutId: text("checkout_id").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("PENDING"),
    email: text("email").notNull(),
    itemId: text("item_id").notNull(),
    variantId: text("variant_id").notNull(),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    attributes: text("attributes", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    productType: integer("product_type").notNull(),
    /** The price agreed at the start: every renewal charges it (shipping and tax are priced again). */
    unitPriceCents: integer("unit_price_cents").notNull(),
    currency: text("currency").notNull(),
    quantity: integer("quantity").notNull(),
    additionalFields: text("additional_fields"),
    plan: text("plan", { mode: "json" }).$type<SubscriptionPlan>().notNull(),
    shippingAddress: text("shipping_address", { mode: "json" }).$type<OrderAddress>(),
    shippingOptionId: text("shipping_option_id"),
    cyclesBilled: integer("cycles_billed").notNull().default(0),
    /** When the first order was paid: every billing date is counted from it (no month-end drift). */
    startedOn: integer("started_on"),
    nextBillingOn: integer("next_billing_on"),
    firstOrderId: text("first_order_id"),
    lastOrderId: text("last_order_id"),
    /** The message of the renewal that failed (PAST_DUE). */
    failureMessage: text("failure_message"),
    paymentProvider: text("payment_provider").notNull(),
    paymentCustomerId: text("payment_customer_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    /** SHA-256 (hex) of the cancel link's token; the token itself is only in the email. */
    cancelTokenHash: text("cancel_token_hash"),
    origin: text("origin").notNull(),
    createdOn: integer("created_on").notNull(),
    updatedOn: integer("updated_on").notNull(),
    cancelledOn: integer("cancelled_on"),
  },
  (t) => [
    uniqueIndex("subscriptions_website_checkout_idx").on(t.websiteId, t.checkoutId),
    index("subscriptions_status_next_idx").on(t.status, t.nextBillingOn),
  ],
);

/**
 * A site's members (site users, spec section 3): one account per email on each site, unrelated to
 * the site's contributors. A member's cart follows them from browser to browser (cartId).
 */
export const siteUsers = sqliteTable(
  "site_users",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** As the member typed it. */
    email: text("email").notNull(),
    /** Lower-cased: one member per email on a site. */
    emailKey: text("email_key").notNull(),
    /** "pbkdf2-sha256$<iterations>$<salt>$<hash>" (worker/pages/access/password.ts). */
    passwordHash: text("password_hash").notNull(),
    /** The language the member chose (POST /api/site-users/account/locale); null until then. */
    locale: text("locale"),
    /** The member's cart (its Durable Object's name); null while they have none. */
    cartId: text("cart_id"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [uniqueIndex("site_users_site_email_idx").on(t.websiteId, t.emailKey)],
);

/** Signed-in members, as owner_sessions: the cookie holds a random id, the table its SHA-256. */
export const siteUserSessions = sqliteTable(
  "site_user_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    siteUserId: text("site_user_id")
      .notNull()
      .references(() => siteUsers.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Sent back in the X-XSRF-Token header on the member's state-changing calls. */
    xsrfToken: text("xsrf_token").notNull(),
    expiresAt: integer("expires_at").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    index("site_user_sessions_user_idx").on(t.siteUserId),
    index("site_user_sessions_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * Owner password resets: the emailed token is single-use and expires; only its SHA-256 is kept,
 * so a leaked table resets no password.
 */
export const ownerPasswordResets = sqliteTable(
  "owner_password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    /** Set when the token is used; a used token opens nothing. */
    usedAt: integer("used_at"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("owner_password_resets_account_idx").on(t.accountId)],
);

/**
 * Invitations to contribute to a site: the emailed token is single-use and expires; only its
 * SHA-256 is kept. Accepting creates the account (or adds the site to an existing one).
 */
export const ownerInvitations = sqliteTable(
  "owner_invitations",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** As the inviting administrator typed it. */
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    role: integer("role").$type<ContributorRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Who invited: the administrator's email, or "api" for the owner token. */
    invitedBy: text("invited_by").notNull(),
    expiresAt: integer("expires_at").notNull(),
    acceptedAt: integer("accepted_at"),
    revokedAt: integer("revoked_at"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("owner_invitations_site_idx").on(t.websiteId, t.emailKey)],
);

/**
 * A site's styles (worker/site-styles/schema.ts): palette, theme overrides, fonts and type scale,
 * live on save; and the colour picker's saved swatches. No row = the default styles.
 */
export const siteStyles = sqliteTable("site_styles", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  styles: text("styles", { mode: "json" }).$type<SiteStyles>(),
  swatches: text("swatches", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  updatedAt: integer("updated_at").notNull().default(now),
});

/**
 * Where an uploaded file stands (spec section 4, owner file processing): `uploading` while its
 * bytes stream to R2, `ready` once stored, else why it never became ready: `failed` (storing or
 * reading it failed), `cancelled` (the upload was abandoned), `incomplete` (fewer bytes than
 * announced arrived: failed to complete). Rows not ready hold no object in R2.
 */
export const FILE_STATES = ["uploading", "ready", "failed", "cancelled", "incomplete"] as const;
export type FileState = (typeof FILE_STATES)[number];

/**
 * The site's file manager (worker/routes/owner-files.ts): the files an owner uploaded, their bytes
 * in the FILES bucket under `r2Key`. Images carry the image-asset fields of spec section 3 (size,
 * focal point, colour data, alt text) in the same shape as image_assets.
 */
export const files = sqliteTable(
  "files",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The name the owner sees and renames; the public address does not depend on it. */
    name: text("name").notNull(),
    /** Recognised from the bytes (worker/files/file-kinds.ts), not the browser's claim. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    state: text("state", { enum: FILE_STATES }).notNull().default("uploading"),
    altText: text("alt_text").notNull().default(""),
    focalPointX: real("focal_point_x").notNull().default(0.5),
    focalPointY: real("focal_point_y").notNull().default(0.5),
    width: integer("width"),
    height: integer("height"),
    colorData: text("color_data", { mode: "json" }).$type<ColorData>(),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [index("files_site_idx").on(t.websiteId, t.createdOn)],
);

/** A site's custom CSS (Design > Custom CSS), served as one stylesheet on every page (worker/site-content/custom-css.ts). */
export const siteCustomCss = sqliteTable("site_custom_css", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  css: text("css").notNull(),
  updatedOn: integer("updated_on").notNull().default(now),
});

/**
 * The local mailing-list provider's lists (worker/connections/mailing-list/local-provider.ts): the
 * lists an offline development site can connect to, with their members.
 */
export const localMailingLists = sqliteTable(
  "local_mailing_lists",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("local_mailing_lists_site_idx").on(t.websiteId)],
);

export const localMailingListMembers = sqliteTable(
  "local_mailing_list_members",
  {
    listId: text("list_id")
      .notNull()
      .references(() => localMailingLists.id, { onDelete: "cascade" }),
    emailKey: text("email_key").notNull(),
    email: text("email").notNull(),
    addedOn: integer("added_on").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.listId, t.emailKey] })],
);

/** A site's mailing-list connection (worker/connections/mailing-list/): at most one list per site. */
export const mailingListConnections = sqliteTable("mailing_list_connections", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  /** The provider that holds the list: "local" or "mailchimp". */
  provider: text("provider").notNull(),
  listId: text("list_id").notNull(),
  listName: text("list_name").notNull(),
  connectedOn: integer("connected_on").notNull().default(now),
});

/**
 * A site's own Mailchimp account (issue 22): its API key, sealed with the connection secrets' key
 * (connections/webhooks/secret-box.ts). Only this site's lists calls use it; a site without a row
 * keeps the local provider's lists.
 */
export const mailingListAccounts = sqliteTable("mailing_list_accounts", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  keyCipher: text("key_cipher").notNull(),
  /** The key's last characters (its data centre), for the panel to show which key is connected. */
  keyHint: text("key_hint").notNull(),
  connectedOn: integer("connected_on").notNull().default(now),
});

export const CONNECTION_JOB_STATUSES = ["pending", "done", "dead"] as const;
export type ConnectionJobStatus = (typeof CONNECTION_JOB_STATUSES)[number];

/**
 * Confirmed subscribers (and unsubscribes) on their way to the connected list, one row per site,
 * list and address: the newest wish wins, and a provider outage never loses it (retried like the
 * email outbox).
 */
export const mailingListSyncs = sqliteTable(
  "mailing_list_syncs",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    listId: text("list_id").notNull(),
    emailKey: text("email_key").notNull(),
    email: text("email").notNull(),
    action: text("action", { enum: ["subscribe", "unsubscribe"] }).notNull(),
    status: text("status", { enum: CONNECTION_JOB_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("mailing_list_syncs_member_idx").on(t.websiteId, t.listId, t.emailKey),
    index("mailing_list_syncs_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The automation connection's webhook endpoints (worker/connections/webhooks/). The signing secret
 * is kept encrypted (AES-GCM, worker/connections/webhooks/secret-box.ts): the worker must read it
 * to sign, so a hash would not do.
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    secretCipher: text("secret_cipher").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    disabledReason: text("disabled_reason"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [index("webhook_endpoints_site_idx").on(t.websiteId)],
);

/** One event for one endpoint: its payload, attempts and outcome (the endpoint's delivery log). */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    websiteId: text("website_id").notNull(),
    /** The event's idempotency id, the same for every endpoint and every attempt. */
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseCode: integer("response_code"),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at"),
    createdOn: integer("created_on").notNull().default(now),
    deliveredOn: integer("delivered_on"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_log_idx").on(t.endpointId, t.createdOn),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A site's navigations by the theme's names (template.conf "navigations"): the items as JSON
 * (worker/navigation/schemas.ts). A site with no mainNav row shows the collections with a
 * navigationIndex (how sites began); the first save writes the row and keeps navigationIndex in
 * step (the shop link and the sitemap order read it).
 */
export const siteNavigations = sqliteTable(
  "site_navigations",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    items: text("items", { mode: "json" }).$type<NavigationItem[]>().notNull(),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.name] })],
);

/** The header and footer settings (worker/header-footer/schemas.ts); no row = the defaults. */
export const siteHeaderFooter = sqliteTable("site_header_footer", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  header: text("header", { mode: "json" }).$type<SiteHeader>().notNull(),
  footer: text("footer", { mode: "json" }).$type<SiteFooter>().notNull(),
  updatedOn: integer("updated_on").notNull().default(now),
});

/** The languages a site offers besides its main one (websites.language); no row = none. */
export const siteLanguages = sqliteTable("site_languages", {
  websiteId: text("website_id")
    .primaryKey()
    .references(() => websites.id, { onDelete: "cascade" }),
  /** Canonical BCP 47 tags, in the language switcher's order. */
  languages: text("languages", { mode: "json" }).$type<string[]>().notNull(),
  connectedOn: integer("connected_on").notNull().default(now),
  updatedOn: integer("updated_on").notNull().default(now),
});

/**
 * A page in another language: translated titles and description, and optionally the translated
 * page document (JSON, the builder's shape). Kept when a language is removed, so adding it back
 * brings the translations back; deleted with the page.
 */
export const pageTranslations = sqliteTable(
  "page_translations",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    navigationTitle: text("navigation_title").notNull().default(""),
    description: text("description").notNull().default(""),
    document: text("document", { mode: "json" }).$type<unknown>(),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.language] }),
    index("page_translations_site_language_idx").on(t.websiteId, t.language),
  ],
);

/**
 * A page's draft layout in the site builder: never shown to visitors, so writing it does not bump
 * the content version (no trigger on this table). `revision` counts saves: a save names the
 * revision it started from and is refused when another save came first (two tabs, two people).
 * A scheduled publish keeps the layout as it was when scheduled, published by the cron at `publishAt`.
 */
export const pageDrafts = sqliteTable("page_drafts", {
  collectionId: text("collection_id")
    .primaryKey()
    .references(() => collections.id, { onDelete: "cascade" }),
  websiteId: text("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  document: text("document", { mode: "json" }).$type<StoredPageDocument>().notNull(),
  revision: integer("revision").notNull().default(1),
  /** Saved by a contributor who may not publish: the page shows 'Needs Review' until published. */
  needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
  publishAt: integer("publish_at"),
  scheduledDocument: text("scheduled_document", { mode: "json" }).$type<StoredPageDocument>(),
  scheduledBy: text("scheduled_by"),
  updatedBy: text("updated_by").notNull(),
  updatedOn: integer("updated_on").notNull().default(now),
});

/** Every publish of a page: who, when and the layout, to preview and restore. */
export const pageVersions = sqliteTable(
  "page_versions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    document: text("document", { mode: "json" }).$type<StoredPageDocument>().notNull(),
    publishedBy: text("published_by").notNull(),
    publishedOn: integer("published_on").notNull(),
  },
  (t) => [index("page_versions_collection_idx").on(t.collectionId, t.publishedOn)],
);

export const CONTENT_ITEM_STATUSES = ["draft", "published"] as const;
export type ContentItemStatus = (typeof CONTENT_ITEM_STATUSES)[number];

/**
 * A blog post (recordType 1) or an event (12) of a blog or events collection (docs/blog-and-events.md).
 * Visitors see it when `status` is published and `publishOn` has come. `bodyHtml` is the rich text
 * rendered and sanitised when saved, so a page render does not run the renderer. Its triggers bump
 * the content version for every column a visitor sees, but not for `likeCount` (a like must not
 * empty the site's edge cache).
 */
export const contentItems = sqliteTable(
  "content_items",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recordType: integer("record_type").notNull(),
    urlId: text("url_id").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body", { mode: "json" }).$type<unknown>().notNull(),
    bodyHtml: text("body_html").notNull().default(""),
    mainImage: text("main_image", { mode: "json" }).$type<unknown>(),
    author: text("author").notNull().default(""),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    categories: text("categories", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: CONTENT_ITEM_STATUSES }).notNull().default("draft"),
    /** When it shows (epoch ms): the publish time, which may be in the future (scheduled). */
    publishOn: integer("publish_on").notNull(),
    /** Set by the cron once a scheduled item's time has come, so its update bumps the content version. */
    live: integer("live", { mode: "boolean" }).notNull().default(false),
    commentState: integer("comment_state").notNull().default(1),
    publicCommentCount: integer("public_comment_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    startDate: integer("start_date"),
    endDate: integer("end_date"),
    location: text("location", { mode: "json" }).$type<unknown>(),
    createdOn: integer("created_on").notNull().default(now),
    updatedOn: integer("updated_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("content_items_collection_url_idx").on(t.collectionId, t.urlId),
    index("content_items_list_idx").on(t.collectionId, t.status, t.publishOn),
    index("content_items_events_idx").on(t.collectionId, t.status, t.startDate),
  ],
);

export const COMMENT_STATUSES = ["pending", "approved"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** A visitor's comment on an item; it shows once the owner approved it. */
export const contentComments = sqliteTable(
  "content_comments",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: COMMENT_STATUSES }).notNull().default("pending"),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [
    index("content_comments_item_idx").on(t.itemId, t.status, t.createdOn),
    index("content_comments_site_idx").on(t.websiteId, t.status, t.createdOn),
  ],
);

/** One like per visitor (the hash of their like cookie) per item. */
export const contentLikes = sqliteTable(
  "content_likes",
  {
    itemId: text("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    createdOn: integer("created_on").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.visitorKey] })],
);

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Product reviews (docs/reviews.md): one per order line, written by the buyer who holds the
 * order's link, pending until the owner publishes it. Every read is scoped by website_id.
 */
export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The order the buyer bought it in; null only for the demo store's seeded reviews. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The order line reviewed (order_lines.position): one review per line. */
    orderLinePosition: integer("order_line_position"),
    rating: integer("rating").notNull(),
    title: text("title"),
    body: text("body").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: integer("created_at").notNull().default(now),
    publishedAt: integer("published_at"),
  },
  (t) => [
    uniqueIndex("product_reviews_order_line_idx").on(t.orderId, t.orderLinePosition),
    index("product_reviews_product_idx").on(t.websiteId, t.productId, t.status, t.createdAt),
    index("product_reviews_site_status_idx").on(t.websiteId, t.status, t.createdAt),
    check("product_reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
