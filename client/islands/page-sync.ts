// A product form changes parts of the server-rendered page around it when a variant is chosen:
// the price block and the gallery's main image. The page markup is the theme's; these helpers
// find it by class and data attributes (`article[data-item-id]`, `.product-price`,
// `.product-gallery-slide[data-image-id]`). Loosely typed: islands also compile for workerd.
import { formatMinor } from "../../worker/commerce/format-minor";
import type { ProductFormVariant } from "../../worker/commerce/product-form";

/* eslint-disable @typescript-eslint/no-explicit-any */
type El = any;
const doc = (): El => (globalThis as { document?: unknown }).document;
/** Ids are ours (word characters), but quote-escape them for the attribute selector anyway. */
const quoted = (id: string) => `"${id.replace(/["\\]/g, "\\$&")}"`;

function productRoot(itemId: string): El {
  return doc()?.querySelector(`[data-item-id=${quoted(itemId)}]`);
}

const original = new Map<string, string>();

/** Shows the chosen variant's price and sale price; `undefined` restores the server's block. */
export function showVariantPrice(
  itemId: string,
  variant: ProductFormVariant | undefined,
  currency: string,
  locale: string,
): void {
  const block: El = productRoot(itemId)?.querySelector(".product-price");
  if (!block) return;
  if (!original.has(itemId)) original.set(itemId, block.innerHTML);
  if (!variant) {
    block.innerHTML = original.get(itemId);
    return;
  }
  const d = doc();
  const money = (cents: number) => formatMinor(cents, currency, locale);
  const hidden = (text: string) => {
    const span = d.createElement("span");
    span.className = "visually-hidden";
    span.textContent = text;
    return span;
  };
  block.replaceChildren();
  block.dataset.sku = variant.sku;
  if (variant.onSale) {
    const was = d.createElement("span");
    was.className = "original-price";
    was.textContent = money(variant.priceCents);
    block.append(hidden("Sale Price:"), money(variant.salePriceCents), " ", hidden("Original Price:"), was);
  } else {
    block.append(money(variant.priceCents));
  }
}

/** Brings the variant's image into the gallery's view; the previous one leaves it. */
export function showVariantImage(itemId: string, imageId: string | undefined): void {
  if (!imageId) return;
  const root = productRoot(itemId);
  const slide: El = root?.querySelector(`.product-gallery-slide[data-image-id=${quoted(imageId)}]`);
  if (!slide) return;
  for (const s of root.querySelectorAll(".product-gallery-slide[data-current]")) delete s.dataset.current;
  slide.dataset.current = "true";
  const track = slide.parentElement;
  track?.scrollTo?.({ left: slide.offsetLeft - track.offsetLeft, behavior: "instant" });
}
