// The price of a checkout: the cart's price (worker/pricing/priceCart) for the address, shipping
// option and coupons entered, then what a gift card pays of it and what is left for the card.
// The quote route answers it as it is; placing an order prices again with the same code, so what
// the checkout page showed is what the order costs, unless the store changed meanwhile.
import { priceLines, type VariantsBySku } from "../commerce/price-lines";
import type { Db } from "../db/client";
import type { BatchItem } from "drizzle-orm/batch";
import { giftCardByHashQuery, type GiftCardRow } from "../db/gift-cards";
import { hashGiftCardCode, normalizeGiftCardCode } from "../gift-cards/code";
import { GIFT_CARD_NOT_FOUND, GIFT_CARD_WRONG_CURRENCY } from "../gift-cards/messages";
import { giftCardShare } from "../gift-cards/redeem";
import type { PricedCart } from "../pricing/price-cart";
import type { ShippingLocation } from "../pricing/shipping";
import type { CheckoutLine } from "./lines";

export interface QuoteInput {
  websiteId: string;
  currency: string;
  locale: string;
  lines: readonly CheckoutLine[];
  location: ShippingLocation | null;
  shippingOptionId: string | null;
  couponCodes: readonly string[];
  giftCardCode: string | null;
  now: number;
}

export interface GiftCardQuote {
  id: string;
  last4: string;
  balanceCents: number;
  /** What the card pays of this order: the smaller of its balance and the total. */
  appliedCents: number;
}

export interface CheckoutQuote {
  priced: PricedCart;
  minSubtotalCents: number;
  belowMinimum: boolean;
  giftCard: GiftCardQuote | null;
  /** Why the code entered cannot pay (not found, other currency); null when it can or none was given. */
  giftCardMessage: string | null;
  /** What the card pays: the total less the gift card. */
  amountDueCents: number;
  /** Variant ids and weights by SKU; a line whose SKU is missing here is no longer sold. */
  variants: VariantsBySku;
}

/**
 * Prices the checkout with one D1 batch (variants, rules, the checkout minimum, the gift card),
 * whatever the number of lines; `alongside` adds a caller's reads to that batch, whose rows come
 * back in `alongsideRows`.
 */
export async function quoteCheckout(
  db: Db,
  input: QuoteInput,
  alongside: readonly BatchItem<"sqlite">[] = [],
): Promise<CheckoutQuote & { alongsideRows: unknown[] }> {
  const code = input.giftCardCode ? normalizeGiftCardCode(input.giftCardCode) : null;
  const cardRead = code ? [giftCardByHashQuery(db, input.websiteId, await hashGiftCardCode(code))] : [];
  const {
    priced,
    variants,
    checkoutMinSubtotalCents: minSubtotalCents,
    alongsideRows,
  } = await priceLines(db, input, [...cardRead, ...alongside]);
  const card = code ? (alongsideRows[0] as GiftCardRow[])[0] : undefined;
  const extraRows = alongsideRows.slice(cardRead.length);

  let giftCard: GiftCardQuote | null = null;
  let giftCardMessage: string | null = null;
  if (input.giftCardCode) {
    if (!card) giftCardMessage = GIFT_CARD_NOT_FOUND;
    else if (card.currency !== input.currency) giftCardMessage = GIFT_CARD_WRONG_CURRENCY;
    else {
      giftCard = {
        id: card.id,
        last4: card.last4,
        balanceCents: card.balanceMinor,
        appliedCents: giftCardShare(card.balanceMinor, priced.grandTotalCents),
      };
    }
  }
  return {
    alongsideRows: extraRows,
    priced,
    minSubtotalCents,
    belowMinimum: priced.subtotalCents < minSubtotalCents,
    giftCard,
    giftCardMessage,
    amountDueCents: priced.grandTotalCents - (giftCard?.appliedCents ?? 0),
    variants,
  };
}
