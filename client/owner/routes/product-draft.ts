// The product editor's draft: the form's state as the owner types it (prices as text, lists as
// comma-separated text), made from the loaded product (toDraft) and turned into the call's body
// (toBody), which the shared zod schema checks.
import type { PRODUCT_TYPES, ProductBody } from "../../../worker/catalog-admin/schemas";
import type { PhotoDraft } from "../components/product/photo-draft";
import { shippingBody, shippingDraft, type VariantShipping } from "../components/product/ShippingFields";
import { fromCents, toCents } from "../money-input";
import type { Loaded, LoadedProduct } from "./product-editor-load";

export interface VariantDraft {
  id?: string;
  sku: string;
  attributes: Record<string, string>;
  price: string;
  salePrice: string;
  onSale: boolean;
  qtyInStock: string;
  unlimited: boolean;
  shipping: VariantShipping;
}

export interface Draft {
  collectionId: string;
  title: string;
  urlId: string;
  description: string;
  productType: (typeof PRODUCT_TYPES)[number];
  published: boolean;
  tags: string;
  categories: string;
  options: string;
  variants: VariantDraft[];
  images: PhotoDraft[];
  isSubscribable: boolean;
  periodValue: string;
  periodUnit: "WEEK" | "MONTH" | "YEAR";
  cycles: string;
  scarcityEnabled: boolean;
  scarcityText: string;
  customSoldOutText: string;
  /** Absent: the store's `restock` setting decides. */
  restockSignups: boolean | undefined;
}

export const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

export const emptyVariant = (): VariantDraft => ({
  sku: "",
  attributes: {},
  price: "",
  salePrice: "",
  onSale: false,
  qtyInStock: "0",
  unlimited: false,
  shipping: shippingDraft(),
});

export function toDraft(collections: Loaded["collections"], p: LoadedProduct | undefined): Draft {
  return {
    collectionId: p?.collectionId ?? collections[0]?.id ?? "",
    title: p?.title ?? "",
    urlId: p?.urlId ?? "",
    description: p?.description ?? "",
    productType: p?.productType ?? "PHYSICAL",
    published: p?.published ?? true,
    tags: (p?.tags ?? []).join(", "),
    categories: (p?.categories ?? []).join(", "),
    options: (p?.options ?? []).join(", "),
    variants: p
      ? p.variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          attributes: v.attributes,
          price: fromCents(v.priceCents),
          salePrice: v.salePriceCents ? fromCents(v.salePriceCents) : "",
          onSale: v.onSale,
          qtyInStock: String(v.qtyInStock),
          unlimited: v.unlimited,
          shipping: shippingDraft(v),
        }))
      : [emptyVariant()],
    images: p?.images ?? [],
    isSubscribable: p?.isSubscribable ?? false,
    periodValue: String(p?.subscriptionPlan?.billingPeriod.value ?? 1),
    periodUnit: p?.subscriptionPlan?.billingPeriod.unit ?? "MONTH",
    cycles: String(p?.subscriptionPlan?.numBillingCycles ?? 0),
    scarcityEnabled: p?.merchandising.scarcityEnabled ?? false,
    scarcityText: p?.merchandising.scarcityText ?? "",
    customSoldOutText: p?.merchandising.customSoldOutText ?? "",
    restockSignups: p?.merchandising.restockSignupsEnabled,
  };
}

/** The draft as the call's body; a price that is not a number fails the schema's own check. */
export function toBody(d: Draft): ProductBody {
  const options = list(d.options);
  return {
    collectionId: d.collectionId,
    title: d.title,
    urlId: d.urlId,
    description: d.description,
    productType: d.productType,
    published: d.published,
    tags: list(d.tags),
    categories: list(d.categories),
    options,
    variants: d.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      sku: v.sku,
      attributes: Object.fromEntries(
        options.map((o) => [o, v.attributes[o] ?? ""]).filter(([, val]) => val !== ""),
      ),
      priceCents: toCents(v.price) ?? Number.NaN,
      salePriceCents: v.salePrice.trim() === "" ? 0 : (toCents(v.salePrice) ?? Number.NaN),
      onSale: v.onSale,
      qtyInStock: Number(v.qtyInStock || "0"),
      unlimited: v.unlimited,
      ...shippingBody(v.shipping),
    })),
    images: d.images.filter((i) => i.url.trim() !== ""),
    isSubscribable: d.isSubscribable,
    subscriptionPlan: d.isSubscribable
      ? {
          billingPeriod: { value: Number(d.periodValue), unit: d.periodUnit },
          numBillingCycles: Number(d.cycles),
        }
      : null,
    merchandising: {
      scarcityEnabled: d.scarcityEnabled,
      ...(d.scarcityText ? { scarcityText: d.scarcityText } : {}),
      ...(d.customSoldOutText ? { customSoldOutText: d.customSoldOutText } : {}),
      ...(d.restockSignups !== undefined ? { restockSignupsEnabled: d.restockSignups } : {}),
    },
  };
}

/**
 * What the Save button would store, for the unsaved-changes guard: an existing variant's stock
 * is left out, since the stock dialog stores it at once.
 */
export const unsavedPart = (d: Draft) => ({
  ...d,
  variants: d.variants.map((v) => (v.id ? { ...v, qtyInStock: undefined } : v)),
});
