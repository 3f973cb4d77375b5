// Which price a product shows: the lowest ("from"), the highest regular price, the lowest sale
// price, and whether its variants differ in price. Variants priced in `priceMoney` and
// `salePriceMoney` (either money shape); a missing or unreadable price counts as zero.

import { DEFAULT_CURRENCY } from "./currency";
import { compareDecimal, movePoint, type DecimalString } from "./decimal";
import { list, path, prop, same, truthy, type Json } from "./json";
import { moneyFromJson, ZERO_MONEY, type Money } from "./money";
import { productType, ProductType, variants } from "./product-status";

/** Money of a price node; zero in the default currency when it has no readable amount. */
export function priceMoney(node: Json): Money {
  return moneyFromJson(node) ?? { amount: "0", currency: currencyOf(node) };
}

function currencyOf(node: Json): string {
  const c = prop(node, "currency") ?? prop(node, "currencyCode");
  return typeof c === "string" && c.trim() !== "" ? c.trim() : DEFAULT_CURRENCY;
}

/** What a variant (or pricing option) costs now: its sale price while on sale. */
export function currentPrice(variant: Json): Money {
  return priceMoney(
    truthy(prop(variant, "onSale")) ? prop(variant, "salePriceMoney") : prop(variant, "priceMoney"),
  );
}

function lowest(prices: Money[]): Money | undefined {
  let best: Money | undefined;
  for (const p of prices) if (best === undefined || compareDecimal(p.amount, best.amount) < 0) best = p;
  return best;
}

function highest(prices: Money[]): Money | undefined {
  let best: Money | undefined;
  for (const p of prices) if (best === undefined || compareDecimal(p.amount, best.amount) > 0) best = p;
  return best;
}

/** The lowest price a visitor can pay now ("from {price}"). */
export function fromPrice(item: Json): Money {
  switch (productType(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
    case ProductType.GIFT_CARD:
      return lowest(variants(item).map(currentPrice)) ?? ZERO_MONEY;
    case ProductType.DIGITAL:
      return digitalPrice(item, "priceMoney");
    default:
      return ZERO_MONEY;
  }
}

/** The highest regular (not sale) price. */
export function normalPrice(item: Json): Money {
  switch (productType(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
    case ProductType.GIFT_CARD:
      return highest(variants(item).map((v) => priceMoney(prop(v, "priceMoney")))) ?? ZERO_MONEY;
    case ProductType.DIGITAL:
      return digitalPrice(item, "priceMoney");
    default:
      return ZERO_MONEY;
  }
}

/** The lowest sale price among variants on sale; zero when none is on sale. */
export function salePrice(item: Json): Money {
  switch (productType(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE: {
      const onSale = variants(item).filter((v) => truthy(prop(v, "onSale")));
      return lowest(onSale.map((v) => priceMoney(prop(v, "salePriceMoney")))) ?? ZERO_MONEY;
    }
    case ProductType.DIGITAL:
      return digitalPrice(item, "salePriceMoney");
    default:
      return ZERO_MONEY;
  }
}

function digitalPrice(item: Json, key: string): Money {
  const node = path(item, "structuredContent", key);
  return node === undefined ? ZERO_MONEY : priceMoney(node);
}

/**
 * Whether variants differ in price: in sale flag, in sale price (when the first is on sale)
 * or in regular price, compared with the first variant. Digital products never do.
 */
export function hasVariedPrices(item: Json): boolean {
  switch (productType(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
    case ProductType.GIFT_CARD: {
      const [first, ...rest] = variants(item);
      if (first === undefined) return false;
      const onSale = prop(first, "onSale");
      return rest.some(
        (v) =>
          !same(prop(v, "onSale"), onSale) ||
          (truthy(onSale) && !same(prop(v, "salePrice"), prop(first, "salePrice"))) ||
          !same(prop(v, "price"), prop(first, "price")),
      );
    }
    default:
      return false;
  }
}

/** Subscription pricing options of the variant that costs least now (physical and service only). */
export function pricingOptionsOfLowestVariant(item: Json): Json[] {
  const type = productType(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return [];
  let best: Json;
  let bestPrice: Money | undefined;
  for (const v of variants(item)) {
    const p = currentPrice(v);
    if (bestPrice === undefined || compareDecimal(p.amount, bestPrice.amount) < 0) {
      best = v;
      bestPrice = p;
    }
  }
  return list(prop(best, "pricingOptions"));
}

/** The old integer price field: the amount in hundredths ("1.50" is "150"). */
export function legacyPrice(money: Money): DecimalString {
  return movePoint(money.amount, 2);
}
