// Gift cards bought in an order: one card per unit of a gift card line, worth the unit's price,
// its code emailed to the buyer (worker/gift-cards/issue.ts). Issued when the order is paid,
// before the confirmation email, so the sweep's retry of an unfinished order issues what is
// missing; the issuance key `<order id>:<line position>:<unit>` makes each card once.
import { ProductTypeCode } from "../db/catalog-types";
import type { Db } from "../db/client";
import type { OrderLineRow, OrderRow } from "../db/orders";
import { issueGiftCard } from "../gift-cards/issue";

/** Cards per gift card line: a handful is a gift, more is a bulk order for the store to handle. */
export const MAX_GIFT_CARDS_PER_LINE = 10;

export const isGiftCardLine = (line: Pick<OrderLineRow, "productType">) =>
  line.productType === ProductTypeCode.GIFT_CARD;

/** Issues the order's cards (those not yet issued); answers the outbox ids of their emails. */
export async function issuePurchasedGiftCards(
  db: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  siteTitle: string,
  now: number,
): Promise<string[]> {
  const emailIds: string[] = [];
  for (const line of lines) {
    if (!isGiftCardLine(line) || line.unitPriceCents < 1) continue;
    for (let unit = 1; unit <= Math.min(line.quantity, MAX_GIFT_CARDS_PER_LINE); unit++) {
      const issued = await issueGiftCard(
        db,
        {
          websiteId: order.websiteId,
          amountMinor: line.unitPriceCents,
          currency: order.currency,
          issuanceKey: `${order.id}:${line.position}:${unit}`,
          recipientEmail: order.email,
          siteTitle,
          storeUrl: `${order.origin}/`,
        },
        now,
      );
      emailIds.push(...issued.emailIds);
    }
  }
  return emailIds;
}
