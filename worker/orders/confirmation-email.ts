// The order confirmation email: the order number, its lines and totals, and the link to the order
// status page, as text and escaped HTML, through the outbox (one per order: its idempotency key).
import { formatMinorUnits } from "../commerce/money";
import type { Db } from "../db/client";
import type { OrderLineRow, OrderRow } from "../db/orders";
import { emailOutbox, orders } from "../db/schema";
import { enqueueEmail, newId } from "../email/outbox";
import { includedTaxText, shownLineTotalCents } from "../pricing/tax-display";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import { and, eq, isNull, sql } from "drizzle-orm";
import { orderStatusPath } from "./access";
import type { DownloadLink } from "./downloads";

export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

const variantText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

export function confirmationEmailContent(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  siteTitle: string,
  locale: string,
  downloads: readonly DownloadLink[] = [],
) {
  const money = (cents: number) => formatMinorUnits(cents, order.currency, locale);
  const link = order.origin + orderStatusPath(order);
  // Tax the way the buyer's place expects: its own line added, or inside the amounts, said under
  // the total ('Including £2.00 VAT'), as the checkout showed it (docs/taxes.md).
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ...(order.discountCents > 0 ? [["Discount", -order.discountCents] as [string, number]] : []),
    ["Shipping", order.shippingCents],
    ...(order.taxIncluded ? [] : [["Tax", order.taxCents] as [string, number]]),
    ["Total", order.grandTotalCents],
    ...(order.giftCardCents > 0 ? [["Paid by gift card", order.giftCardCents] as [string, number]] : []),
  ];
  const includedTax =
    order.taxIncluded && order.taxCents > 0 ? includedTaxText(money(order.taxCents), order.taxName) : "";
  const lineText = (l: OrderLineRow) => {
    const variant = variantText(l.attributes);
    return `${l.quantity} × ${l.title}${variant ? ` (${variant})` : ""}: ${money(shownLineTotalCents(l))}`;
  };
  const test = order.testMode ? "This was a test order: no money was taken.\n\n" : "";
  return {
    subject: `Your order #${order.number} from ${siteTitle}`,
    textBody:
      `Thank you for your order from ${siteTitle}.\n\n${test}Order #${order.number}\n\n` +
      lines.map(lineText).join("\n") +
      "\n\n" +
      totals.map(([k, v]) => `${k}: ${money(v)}`).join("\n") +
      (includedTax ? `\n${includedTax}` : "") +
      downloads
        .map((d) => `\n\nDownload ${d.title} (the link works for 24 hours): ${order.origin}${d.url}`)
        .join("") +
      `\n\nSee your order: ${link}`,
    htmlBody:
      `<p>Thank you for your order from ${escapeHtml(siteTitle)}.</p>` +
      (order.testMode ? `<p>This was a test order: no money was taken.</p>` : "") +
      `<h1>Order #${escapeHtml(String(order.number))}</h1><ul>` +
      lines.map((l) => `<li>${escapeHtml(lineText(l))}</li>`).join("") +
      `</ul><table>` +
      totals.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(money(v))}</td></tr>`).join("") +
      `</table>` +
      (includedTax ? `<p>${escapeHtml(includedTax)}</p>` : "") +
      downloads
        .map(
          (d) =>
            `<p><a href="${escapeHtmlAttribute(order.origin + d.url)}">Download ${escapeHtml(d.title)}</a> (the link works for 24 hours)</p>`,
        )
        .join("") +
      `<p><a href="${escapeHtmlAttribute(link)}">See your order</a></p>`,
  };
}

/**
 * Enqueues the email and records its outbox id on the order, in one batch; a second call writes
 * nothing. Answers the outbox id to dispatch.
 */
export async function enqueueConfirmation(
  db: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  siteTitle: string,
  locale: string,
  now: number,
  downloads: readonly DownloadLink[] = [],
): Promise<string | undefined> {
  const key = confirmationKey(order.id);
  const email = { websiteId: order.websiteId, to: order.email, idempotencyKey: key };
  const content = confirmationEmailContent(order, lines, siteTitle, locale, downloads);
  const [, recorded] = await db.batch([
    enqueueEmail(db, { ...email, ...content }, now, newId("email")),
    db
      .update(orders)
      .set({
        confirmationEmailId: sql`(SELECT ${emailOutbox.id} FROM ${emailOutbox} WHERE ${emailOutbox.idempotencyKey} = ${key})`,
      })
      .where(and(eq(orders.id, order.id), isNull(orders.confirmationEmailId)))
      .returning({ emailId: orders.confirmationEmailId }),
  ]);
  return recorded[0]?.emailId ?? undefined;
}
