// The owner's product, stock and taxonomy bodies: one zod schema each, used by the worker to
// validate and by the panel's forms to check before sending.
import { z } from "zod";
import type { ProductTypeName, VariantPicker } from "../db/schema";
import {
  BULK_NOTHING,
  CATEGORY_MAX_LENGTH,
  COLLECTION_TITLE_REQUIRED,
  SALE_PRICE_RULE,
  SELECT_PRODUCTS,
  STOCK_CHANGE_REQUIRED,
  STOCK_ONE_OF,
  SUBSCRIPTION_PLAN_REQUIRED,
  SUBSCRIPTION_TYPES,
  TAG_MAX_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  URL_SLUG_RULE,
  VARIANT_OPTIONS,
  VARIANTS_REQUIRED,
  VARIANTS_SAME,
  nameRequired,
  nameTooLong,
} from "./messages";
import { photoInput } from "./photo-schema";

// Written out rather than imported from db/schema.ts, which would bring drizzle into the panel;
// the `satisfies` lines keep the two lists the same.
export const PRODUCT_TYPES = [
  "PHYSICAL",
  "DIGITAL",
  "SERVICE",
  "GIFT_CARD",
] as const satisfies readonly ProductTypeName[];
const VARIANT_PICKERS = ["dropdown", "radio"] as const satisfies readonly VariantPicker[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameTypes: Same<(typeof PRODUCT_TYPES)[number], ProductTypeName> = true;
const _samePickers: Same<(typeof VARIANT_PICKERS)[number], VariantPicker> = true;
void _sameTypes;
void _samePickers;

/** Spec section 9. */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
export const MAX_CATEGORIES = 10_000;
export const MAX_VARIANTS = 100;
export const MAX_OPTIONS = 6;
export const MAX_IMAGES = 20;
/** The most rows one bulk edit touches: a collection's worth. */
export const MAX_BULK = MAX_PRODUCTS_PER_COLLECTION;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown id.");
const cents = z.number().int().min(0).max(100_000_000);
const stock = z.number().int().min(0).max(1_000_000_000);

export const tagName = z
  .string(nameRequired("tag"))
  .trim()
  .min(1, nameRequired("tag"))
  .max(TAG_MAX_LENGTH, nameTooLong("tag"));
export const categoryName = z
  .string(nameRequired("category"))
  .trim()
  .min(1, nameRequired("category"))
  .max(CATEGORY_MAX_LENGTH, nameTooLong("category"));

export const variantInput = z.object({
  /** An existing variant's id when editing; none for a new variant. */
  id: id.optional(),
  /** Made from the product's slug and options when left empty. */
  sku: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._-]*$/, "SKUs use letters, digits, '.', '_' and '-'.")
    .default(""),
  attributes: z.record(z.string().trim().min(1).max(50), z.string().trim().min(1).max(100)).default({}),
  priceCents: cents,
  salePriceCents: cents.default(0),
  onSale: z.boolean().default(false),
  /** Only for a new variant: an existing variant's stock changes through stock adjustments. */
  qtyInStock: stock.default(0),
  unlimited: z.boolean().default(false),
  weightGrams: z.number().int().min(0).max(1_000_000).default(0),
  /** Parcel dimensions in millimetres (docs/shipping.md). */
  lengthMm: z.number().int().min(0).max(10_000).default(0),
  widthMm: z.number().int().min(0).max(10_000).default(0),
  heightMm: z.number().int().min(0).max(10_000).default(0),
});

const merchandisingInput = z
  .object({
    scarcityEnabled: z.boolean().optional(),
    scarcityText: z.string().trim().max(200).optional(),
    scarcityShownByDefault: z.boolean().optional(),
    scarcityThreshold: z.number().int().min(1).max(1000).optional(),
    customSoldOutText: z.string().trim().max(100).optional(),
    restockNotificationMessages: z
      .object({
        buttonText: z.string().trim().max(50).optional(),
        CTAText: z.string().trim().max(200).optional(),
        placeholderText: z.string().trim().max(100).optional(),
        mailingListDescription: z.string().trim().max(200).optional(),
        successText: z.string().trim().max(200).optional(),
      })
      .optional(),
    mailingListSignUpEnabled: z.boolean().optional(),
    mailingListOptInByDefault: z.boolean().optional(),
    /** Absent: the site's `restock` setting decides (docs/store-settings.md). */
    restockSignupsEnabled: z.boolean().optional(),
  })
  .default({});

export const subscriptionPlanInput = z.object({
  billingPeriod: z.object({
    value: z.number().int().min(1).max(52),
    unit: z.enum(["WEEK", "MONTH", "YEAR"]),
  }),
  numBillingCycles: z.number().int().min(0).max(999),
});

export const productBody = z
  .object({
    collectionId: id,
    title: z.string(TITLE_REQUIRED).trim().min(1, TITLE_REQUIRED).max(200, TITLE_TOO_LONG),
    /** Left empty, the slug rule makes one from the title. */
    urlId: z
      .string()
      .trim()
      .toLowerCase()
      .refine((u) => u === "" || /^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/.test(u), URL_SLUG_RULE)
      .default(""),
    /** Plain text; paragraphs are separated by a blank line. */
    description: z.string().max(20_000).default(""),
    productType: z.enum(PRODUCT_TYPES),
    published: z.boolean().default(true),
    tags: z.array(tagName).max(50).default([]),
    categories: z.array(categoryName).max(50).default([]),
    /** Option names in display order, e.g. ["Size", "Colour"]. */
    options: z.array(z.string().trim().min(1).max(50)).max(MAX_OPTIONS).default([]),
    variants: z.array(variantInput, VARIANTS_REQUIRED).min(1, VARIANTS_REQUIRED).max(MAX_VARIANTS),
    images: z.array(photoInput).max(MAX_IMAGES).default([]),
    isSubscribable: z.boolean().default(false),
    subscriptionPlan: subscriptionPlanInput.nullable().default(null),
    merchandising: merchandisingInput,
    variantPicker: z.enum(VARIANT_PICKERS).default("dropdown"),
    customAddButtonText: z.string().trim().max(50).default(""),
  })
  .superRefine((p, ctx) => {
    const options = new Set(p.options);
    const seen = new Set<string>();
    p.variants.forEach((v, i) => {
      const keys = Object.keys(v.attributes);
      if (keys.length !== options.size || keys.some((k) => !options.has(k))) {
        ctx.addIssue({ code: "custom", path: ["variants", i, "attributes"], message: VARIANT_OPTIONS });
      }
      const combo = JSON.stringify(p.options.map((o) => v.attributes[o]));
      if (seen.has(combo)) ctx.addIssue({ code: "custom", path: ["variants", i], message: VARIANTS_SAME });
      seen.add(combo);
      if (v.onSale && v.salePriceCents >= v.priceCents) {
        ctx.addIssue({ code: "custom", path: ["variants", i, "salePriceCents"], message: SALE_PRICE_RULE });
      }
    });
    if (p.isSubscribable && p.productType !== "PHYSICAL" && p.productType !== "SERVICE") {
      ctx.addIssue({ code: "custom", path: ["isSubscribable"], message: SUBSCRIPTION_TYPES });
    }
    if (p.isSubscribable && !p.subscriptionPlan) {
      ctx.addIssue({ code: "custom", path: ["subscriptionPlan"], message: SUBSCRIPTION_PLAN_REQUIRED });
    }
  });
export type ProductBody = z.input<typeof productBody>;
export type ProductInput = z.output<typeof productBody>;

/** A change to one variant's stock: by some units (delta) or to a level (qtyInStock). */
export const stockAdjustmentBody = z
  .object({
    delta: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
    qtyInStock: stock.optional(),
    reason: z.string().trim().max(200).default(""),
  })
  .refine((b) => (b.delta === undefined) !== (b.qtyInStock === undefined), STOCK_ONE_OF)
  .refine((b) => b.delta !== 0, STOCK_CHANGE_REQUIRED);
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBody>;

export const bulkEditBody = z
  .object({
    productIds: z.array(id).min(1, SELECT_PRODUCTS).max(MAX_BULK),
    published: z.boolean().optional(),
    priceCents: cents.optional(),
    qtyInStock: stock.optional(),
  })
  .refine(
    (b) => b.published !== undefined || b.priceCents !== undefined || b.qtyInStock !== undefined,
    BULK_NOTHING,
  );
export type BulkEditBody = z.input<typeof bulkEditBody>;

/** Spec section 3: the product collection create payload. */
export const collectionCreateBody = z.object({
  navigationTitle: z.string().trim().max(100).default(""),
  title: z.string(COLLECTION_TITLE_REQUIRED).trim().min(1, COLLECTION_TITLE_REQUIRED).max(100),
  urlId: z.string().trim().toLowerCase().max(80).default(""),
  description: z.string().max(2000).default(""),
  enabled: z.boolean().default(true),
});

/** Spec section 3: the category create payload; parentCategoryId none makes the ROOT. */
export const categoryCreateBody = z.object({
  displayName: categoryName,
  parentCategoryId: id.nullable().default(null),
  type: z.enum(["ROOT", "CHILD"]).default("CHILD"),
  pageRendering: z.enum(["LIST_VIEW"]).default("LIST_VIEW"),
  displayIndex: z.number().int().min(0).max(MAX_CATEGORIES).default(1),
});
