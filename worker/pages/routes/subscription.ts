// The subscription pages (private, never cached):
//   GET  /commerce/subscription?cartToken=           the subscription checkout (checkout.ts, 201)
//   GET  /commerce/subscriptions/{id}?token=         subscription confirmed (206), opened with the
//                                                    first order's access token (where checkout sends the buyer)
//   GET  /commerce/subscriptions/{id}/cancel?token=  asks first, so a mail scanner opening the
//                                                    email's link cancels nothing
//   POST /commerce/subscriptions/{id}/cancel         token in the form body: cancels
// The cancel token is the authority (it only ever reaches the subscriber's inbox), so the POST
// needs no crumb. A wrong token and an unknown subscription look the same.
import { formatMinorUnits } from "../../commerce/money";
import { findOrder } from "../../db/orders";
import { findSubscription, type SubscriptionRow } from "../../db/subscriptions";
import { orderStatusPath, tokenMatches } from "../../orders/access";
import { cancelSubscription, subscriptionFromCancelLink } from "../../subscriptions/cancel";
import {
  CANCEL_BUTTON,
  CANCEL_INVALID,
  CANCEL_TITLE,
  CANCELLED_TITLE,
  cancelledText,
  cancelQuestion,
  completedText,
  SUBSCRIPTION_CONFIRMED_TITLE,
} from "../../subscriptions/messages";
import { cancelPagePath } from "../../subscriptions/paths";
import { billingDateText, subscriptionPriceText } from "../../subscriptions/terms-text";
import { pageContext, siteContext } from "../context";
import { orderView } from "../order-view";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { notFound } from "./not-found";

function subscriptionView(sub: SubscriptionRow, locale: string) {
  const price = formatMinorUnits(sub.unitPriceCents * sub.quantity, sub.currency, locale);
  return {
    title: sub.title,
    quantity: sub.quantity,
    terms: subscriptionPriceText(sub.plan, price),
    status: sub.status,
    nextBillingDate: sub.nextBillingOn === null ? null : new Date(sub.nextBillingOn).toISOString(),
    nextText:
      sub.status === "COMPLETED"
        ? "That was its only payment."
        : sub.nextBillingOn === null
          ? ""
          : `Your next payment is on ${billingDateText(sub.nextBillingOn, locale)}.`,
  };
}

export async function subscriptionConfirmed(c: PageCtx): Promise<PageView> {
  const db = c.get("db");
  const website = c.get("website");
  const id = c.req.param("subscriptionId") ?? "";
  const token = c.req.query("token") ?? "";
  const sub = id.length <= 64 && token ? await findSubscription(db, website.id, id) : undefined;
  const order = sub?.firstOrderId ? await findOrder(db, website.id, sub.firstOrderId) : undefined;
  if (!sub || !order || !tokenMatches(order.accessToken, token)) {
    return { ...(await notFound(c)), private: true };
  }
  const [view] = await orderView(c, order);
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/subscription-confirmed.page",
    private: true,
    context: pageContext(site, PageType.SUBSCRIPTION_CONFIRMED, {
      pageTitle: SUBSCRIPTION_CONFIRMED_TITLE,
      subscription: subscriptionView(sub, website.language),
      order: { ...view, statusUrl: orderStatusPath(order) },
    }),
  };
}

interface CancelPage {
  title: string;
  text: string;
  action?: { url: string; token: string; button: string };
}

async function cancelView(c: PageCtx, page: CancelPage, status: 200 | 404 = 200): Promise<PageView> {
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/subscription-cancel.page",
    context: pageContext(site, PageType.PAGE, { pageTitle: page.title, cancelPage: page }),
    status,
    private: true,
  };
}

export async function cancelPage(c: PageCtx): Promise<PageView> {
  const id = c.req.param("subscriptionId") ?? "";
  const token = c.req.query("token") ?? "";
  const sub = await subscriptionFromCancelLink(c.get("db"), c.get("website").id, id, token);
  if (!sub) return cancelView(c, { title: CANCEL_TITLE, text: CANCEL_INVALID }, 404);
  if (sub.status === "CANCELLED")
    return cancelView(c, { title: CANCELLED_TITLE, text: cancelledText(sub.title) });
  if (sub.status === "COMPLETED")
    return cancelView(c, { title: CANCEL_TITLE, text: completedText(sub.title) });
  return cancelView(c, {
    title: CANCEL_TITLE,
    text: cancelQuestion(sub.title),
    action: { url: cancelPagePath(sub.id), token, button: CANCEL_BUTTON },
  });
}

export async function cancelNow(c: PageCtx): Promise<PageView> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const token = typeof form.token === "string" ? form.token : "";
  const id = c.req.param("subscriptionId") ?? "";
  const done = await cancelSubscription(c.get("db"), c.get("website").id, id, token, Date.now());
  if (!done.ok && done.reason === "invalid")
    return cancelView(c, { title: CANCEL_TITLE, text: CANCEL_INVALID }, 404);
  if (!done.ok) return cancelView(c, { title: CANCEL_TITLE, text: completedText(done.subscription!.title) });
  return cancelView(c, { title: CANCELLED_TITLE, text: cancelledText(done.subscription.title) });
}
