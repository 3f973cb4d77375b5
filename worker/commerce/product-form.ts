// What a product's add-to-cart form offers a visitor, from the product status rules
// (product-status.ts): option pickers, the quantity input, the button, sold-out state, and the
// per-variant data the page updates when a variant is chosen (price, stock, image). Pure: the
// page hands in the product, store settings and merchandising; islands get the result as props.
import { restockSignupsOffered } from "../restock/signups-offered";
import type { Merchandising } from "../db/schema";
import {
  ADD_TO_CART_LABEL,
  GIFT_CARD_SELECT_TEXT,
  PURCHASE_LABEL,
  SALE_TEXT,
  SOLD_OUT_TEXT,
  SUBSCRIBE_LABEL,
} from "./fallback-texts";
import { instalmentEligible, instalmentsOffered } from "./instalments";
import type { Json } from "./json";
import { productOptions, type ProductOption } from "./option-selection";
import {
  hasVariants,
  isSoldOut,
  isSubscribable,
  productBadge,
  productType,
  ProductType,
  type ProductTypeCode,
  showsQuantityInput,
  variants as variantsOf,
} from "./product-status";

export interface ProductFormVariant {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  available: boolean;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** The variant's own main image, if it has one. */
  imageId?: string;
}

export interface AdditionalField {
  id: string;
  label: string;
  type: "text" | "textarea";
  required: boolean;
}

export interface ProductFormModel {
  itemId: string;
  title: string;
  productType: ProductTypeCode | 0;
  buttonText: string;
  options: ProductOption[];
  /** Dropdowns or radio buttons for the options (a per-product setting). */
  picker: "dropdown" | "radio";
  variants: ProductFormVariant[];
  showQuantity: boolean;
  soldOut: boolean;
  /** The status badge (product-status.ts: sold out wins over sale) and its text. */
  badge?: { kind: "sold-out" | "sale"; text: string };
  soldOutText: string;
  /** 'Select {option}' placeholder text; gift cards say 'Select Value'. */
  selectLabel?: string;
  subscribable: boolean;
  /** Express checkout: 'Purchase', then straight to `checkoutUrl`. */
  express: boolean;
  checkoutUrl: string;
  additionalFieldsForm?: { title: string; fields: AdditionalField[] };
  scarcity?: { text: string; threshold: number; shownByDefault: boolean };
  restock?: {
    ctaText: string;
    buttonText: string;
    placeholderText: string;
    /** The site's own success text; 'Signed up!' when absent. */
    successText?: string;
    mailingList?: { description: string; optInByDefault: boolean };
  };
  /** The instalment pill's range; absent when the product or the site's locale is not eligible. */
  instalments?: { minCents: number; maxCents: number };
  currency: string;
  locale: string;
}

export interface ProductFormSettings {
  storeSettings?: Json;
  merchandising?: Json;
  locale?: string;
  /** Where express checkout leads: the checkout page once it exists, else the cart. */
  checkoutUrl?: string;
}

interface StoredVariant {
  id?: string;
  sku?: string;
  attributes?: Record<string, string>;
  qtyInStock?: number;
  unlimited?: boolean;
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  mainImageId?: string;
}

interface StoredStoreSettings {
  selectedCurrency?: string;
  expressCheckout?: boolean;
  instalments?: { minCents: number; maxCents: number };
  restockSignupsByDefault?: boolean;
}

export const DEFAULT_SCARCITY_THRESHOLD = 5;
export const RESTOCK_DEFAULTS = {
  ctaText: "Get notified by email when this product is back in stock",
  buttonText: "Sign Up",
  placeholderText: "Email Address",
  mailingListDescription: "Sign up for news and updates",
} as const;

export function productFormModel(
  item: Json,
  settingsOrStore: Json | ProductFormSettings = {},
): ProductFormModel {
  const settings = (
    isSettings(settingsOrStore) ? settingsOrStore : { storeSettings: settingsOrStore }
  ) as ProductFormSettings;
  const store = (settings.storeSettings ?? {}) as StoredStoreSettings;
  const merch = (settings.merchandising ?? {}) as Merchandising;
  const locale = settings.locale ?? "en-US";
  const product = item as { id?: string; title?: string; structuredContent?: Record<string, unknown> };
  const sc = product.structuredContent ?? {};
  const type = productType(item);
  const countsStock = type === ProductType.PHYSICAL || type === ProductType.SERVICE;
  const variants = (variantsOf(item) as StoredVariant[]).map((v) => ({
    id: v.id ?? v.sku ?? "",
    sku: v.sku ?? "",
    attributes: v.attributes ?? {},
    available: !countsStock || v.unlimited === true || (v.qtyInStock ?? 0) > 0,
    priceCents: v.price ?? 0,
    salePriceCents: v.salePrice ?? 0,
    onSale: v.onSale === true,
    qtyInStock: v.qtyInStock ?? 0,
    unlimited: !countsStock || v.unlimited === true,
    ...(v.mainImageId ? { imageId: v.mainImageId } : {}),
  }));
  const subscribable = isSubscribable(item);
  const express = store.expressCheckout === true && !subscribable;
  const custom = sc.useCustomAddButtonText === true && typeof sc.customAddButtonText === "string";
  const form = sc.additionalFieldsForm as ProductFormModel["additionalFieldsForm"] | undefined;
  const restockOffered = restockSignupsOffered(merch, store.restockSignupsByDefault === true);
  const restock = restockOffered ? (merch.restockNotificationMessages ?? {}) : undefined;
  const soldOutText = merch.customSoldOutText || SOLD_OUT_TEXT;
  const badge = productBadge(item);
  return {
    itemId: product.id ?? "",
    title: product.title ?? "",
    productType: type ?? 0,
    buttonText: custom
      ? (sc.customAddButtonText as string)
      : subscribable
        ? SUBSCRIBE_LABEL
        : express
          ? PURCHASE_LABEL
          : ADD_TO_CART_LABEL,
    options: hasVariants(item)
      ? productOptions(variants, sc.variantOptionOrdering as string[] | undefined)
      : [],
    picker: sc.variantPicker === "radio" ? "radio" : "dropdown",
    variants,
    showQuantity: showsQuantityInput(item, store as Json),
    soldOut: variants.length === 0 || isSoldOut(item),
    ...(badge ? { badge: { kind: badge, text: badge === "sold-out" ? soldOutText : SALE_TEXT } } : {}),
    soldOutText,
    ...(type === ProductType.GIFT_CARD ? { selectLabel: GIFT_CARD_SELECT_TEXT } : {}),
    subscribable,
    express,
    checkoutUrl: settings.checkoutUrl ?? "/cart",
    ...(form && Array.isArray(form.fields) && form.fields.length > 0 ? { additionalFieldsForm: form } : {}),
    ...(merch.scarcityEnabled
      ? {
          scarcity: {
            text: merch.scarcityText ?? "",
            threshold: merch.scarcityThreshold ?? DEFAULT_SCARCITY_THRESHOLD,
            shownByDefault: merch.scarcityShownByDefault === true,
          },
        }
      : {}),
    ...(restock && countsStock
      ? {
          restock: {
            ctaText: restock.CTAText || RESTOCK_DEFAULTS.ctaText,
            buttonText: restock.buttonText || RESTOCK_DEFAULTS.buttonText,
            placeholderText: restock.placeholderText || RESTOCK_DEFAULTS.placeholderText,
            ...(restock.successText ? { successText: restock.successText } : {}),
            ...(merch.mailingListSignUpEnabled
              ? {
                  mailingList: {
                    description: restock.mailingListDescription || RESTOCK_DEFAULTS.mailingListDescription,
                    optInByDefault: merch.mailingListOptInByDefault === true,
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(store.instalments && instalmentEligible([type]) && instalmentsOffered(locale)
      ? { instalments: store.instalments }
      : {}),
    currency: store.selectedCurrency ?? "USD",
    locale,
  };
}

function isSettings(value: unknown): value is ProductFormSettings {
  return (
    typeof value === "object" &&
    value !== null &&
    ("storeSettings" in value || "merchandising" in value || "locale" in value || "checkoutUrl" in value)
  );
}

/** The variant shown before any choice: the only one, else none. */
export function initialVariant(model: ProductFormModel): ProductFormVariant | undefined {
  return model.options.length === 0 ? model.variants[0] : undefined;
}
