// The emails an owner's change to an order sends the buyer, through the outbox (one per change:
// its idempotency key): shipped (with the carrier's tracking link when we know the carrier),
// cancelled, refunded to the card. A refund as a gift card sends the gift card's own email.
import { formatMinorUnits } from "../commerce/money";
import type { Db } from "../db/client";
import { findWebsiteById } from "../db/hosts";
import type { OrderRow } from "../db/orders";
import { emailOutbox } from "../db/schema";
import { enqueueEmail, newId } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import { orderStatusPath } from "./access";
import { trackingUrl } from "./tracking";

/** A paragraph of the email: text, and optionally a link shown after it. */
type Part = { text: string; link?: { label: string; url: string } };

function content(order: OrderRow, subject: string, parts: Part[]) {
  const all: Part[] = [
    ...parts,
    { text: "", link: { label: "See your order", url: order.origin + orderStatusPath(order) } },
  ];
  return {
    subject,
    textBody: all
      .map((p) => [p.text, p.link ? `${p.link.label}: ${p.link.url}` : ""].filter(Boolean).join("\n"))
      .join("\n\n"),
    htmlBody: all
      .map(
        (p) =>
          `<p>${escapeHtml(p.text)}${p.text && p.link ? "<br>" : ""}${
            p.link ? `<a href="${escapeHtmlAttribute(p.link.url)}">${escapeHtml(p.link.label)}</a>` : ""
          }</p>`,
      )
      .join(""),
  };
}

async function site(db: Db, order: OrderRow) {
  const found = await findWebsiteById(db, order.websiteId);
  return { title: found?.title ?? "", locale: found?.language ?? "en-US" };
}

export async function shippedEmail(db: Db, order: OrderRow) {
  const { title } = await site(db, order);
  const parts: Part[] = [{ text: `Good news: your order #${order.number} from ${title} is on its way.` }];
  if (order.trackingNumber) {
    const url = trackingUrl(order.carrier, order.trackingNumber);
    const carrier = order.carrier ? `${order.carrier} tracking number` : "Tracking number";
    parts.push({
      text: `${carrier}: ${order.trackingNumber}`,
      ...(url ? { link: { label: "Track your parcel", url } } : {}),
    });
  } else if (order.carrier) {
    parts.push({ text: `It was sent with ${order.carrier}.` });
  }
  return {
    websiteId: order.websiteId,
    to: order.email,
    idempotencyKey: `order-shipped:${order.id}`,
    ...content(order, `Your order #${order.number} from ${title} is on its way`, parts),
  };
}

export async function cancelledEmail(db: Db, order: OrderRow, giftCardLast4: string | undefined) {
  const { title, locale } = await site(db, order);
  const money = (cents: number) => formatMinorUnits(cents, order.currency, locale);
  const parts: Part[] = [{ text: `Your order #${order.number} from ${title} was cancelled.` }];
  if (order.amountDueCents > 0) {
    parts.push({ text: `We refunded ${money(order.amountDueCents)} to the card you paid with.` });
  }
  if (order.giftCardCents > 0) {
    const card = giftCardLast4 ? ` ending ${giftCardLast4}` : "";
    parts.push({ text: `${money(order.giftCardCents)} went back to your gift card${card}.` });
  }
  return {
    websiteId: order.websiteId,
    to: order.email,
    idempotencyKey: `order-cancelled:${order.id}`,
    ...content(order, `Your order #${order.number} from ${title} was cancelled`, parts),
  };
}

export async function refundedEmail(db: Db, order: OrderRow, refund: { id: string; amountCents: number }) {
  const { title, locale } = await site(db, order);
  const amount = formatMinorUnits(refund.amountCents, order.currency, locale);
  return {
    websiteId: order.websiteId,
    to: order.email,
    idempotencyKey: `order-refund:${refund.id}`,
    ...content(order, `A refund of ${amount} for your order #${order.number} from ${title}`, [
      { text: `We refunded ${amount} of your order #${order.number} to the card you paid with.` },
    ]),
  };
}

/** Enqueues one of the emails above; answers the outbox id to dispatch. */
export async function enqueueUpdate(db: Db, email: Parameters<typeof enqueueEmail>[1], now: number) {
  const id = newId("email");
  const inserted = await enqueueEmail(db, email, now, id).returning({ id: emailOutbox.id });
  return inserted.length > 0 ? id : undefined;
}
