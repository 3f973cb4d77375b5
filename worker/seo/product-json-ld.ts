// schema.org Product for a product page: one Offer per variant, priced at what a visitor pays
// now (the sale price while on sale), with the variant's availability from its stock.
import type { ProductItemJson, VariantJson } from "../db/catalog-types";
import { currentPrice } from "../commerce/product-price";
import { decimalPrice } from "./decimal-price";
import { absoluteUrl } from "./canonical";
import { plainText } from "./page-summary";

/** schema.org ItemAvailability values this store can state. */
export type Availability = "InStock" | "OutOfStock" | "PreOrder";

/**
 * In stock when unlimited or with units on hand. The catalogue has no pre-order state yet; a
 * variant flagged `preOrder` (none today) is offered as PreOrder once it has sold out.
 */
export function variantAvailability(variant: VariantJson & { preOrder?: boolean }): Availability {
  if (variant.unlimited || variant.qtyInStock > 0) return "InStock";
  return variant.preOrder === true ? "PreOrder" : "OutOfStock";
}

export interface ProductJsonLdInput {
  item: ProductItemJson;
  /** The page's canonical URL (the Product's url; every Offer is sold there). */
  url: string;
  origin: string;
  /** The brand: the site's title. */
  brand: string;
  /** Published reviews; aggregateRating is stated only when there is at least one. */
  reviewSummary?: { averageRating: number; reviewCount: number };
}

export function productJsonLd({ item, url, origin, brand, reviewSummary }: ProductJsonLdInput): object {
  const variants = item.structuredContent?.variants ?? [];
  const images = (item.items ?? []).map((image) => absoluteUrl(origin, image.assetUrl));
  if (images.length === 0 && item.assetUrl) images.push(absoluteUrl(origin, item.assetUrl));
  const description = plainText(item.excerpt || item.body, 5000);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    // The product's own code is its first (default) variant's; every offer names its own.
    ...(variants[0] ? { sku: variants[0].sku } : {}),
    brand: { "@type": "Brand", name: brand },
    ...(reviewSummary && reviewSummary.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviewSummary.averageRating,
            reviewCount: reviewSummary.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: variants.map((variant) => {
      const price = decimalPrice(currentPrice(variant));
      return {
        "@type": "Offer",
        sku: variant.sku,
        price: price.amount,
        priceCurrency: price.currency,
        availability: `https://schema.org/${variantAvailability(variant)}`,
      };
    }),
  };
}
