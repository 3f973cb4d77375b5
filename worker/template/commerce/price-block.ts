// The price block shared by `product-price` and `subscription-price`: a "from" line when prices
// vary, else the sale price beside the struck original, else the regular price. Each line is a
// message whose {price} (or {fromPrice}) is already formatted money markup.

import { formatMessage } from "./message";

export interface PriceLines {
  /** Message and money of the "from" line; its presence wins over the others. */
  fromText?: string;
  fromPrice?: string;
  saleText?: string;
  salePrice?: string;
  normalText?: string;
  normalPrice?: string;
  /** Extra message arguments ({billingPeriodValue}, {duration}). */
  extra?: Readonly<Record<string, unknown>>;
  /** Translated visually hidden labels, else 'Sale Price:' and 'Original Price:'. */
  saleLabel?: string;
  originalLabel?: string;
}

const hidden = (label: string) => `<span class="visually-hidden v6-visually-hidden">${label}</span>`;

/** The lines inside the block's div, exactly as the storefront lays them out. */
export function priceLines(p: PriceLines): string {
  const extra = p.extra ?? {};
  if (p.fromPrice) {
    return formatMessage(p.fromText ?? "", { fromPrice: p.fromPrice, price: p.fromPrice, ...extra }) + "\n";
  }
  if (p.salePrice) {
    return (
      hidden(p.saleLabel || "Sale Price:") +
      formatMessage(p.saleText ?? "", { price: p.salePrice, ...extra }) +
      " " +
      hidden(p.originalLabel || "Original Price:") +
      '<span class="original-price">' +
      formatMessage(p.normalText ?? "", { price: p.normalPrice, ...extra }) +
      "</span>\n"
    );
  }
  if (p.normalPrice) return formatMessage(p.normalText ?? "", { price: p.normalPrice, ...extra });
  return "";
}

export function productPriceBlock(p: PriceLines): string {
  return `\n\n\n<div class="product-price">\n${priceLines(p)}\n</div>`;
}

export function subscriptionPriceBlock(p: PriceLines): string {
  return `\n\n\n<div class="subscription-price">\n${priceLines(p)}\n</div>`;
}
