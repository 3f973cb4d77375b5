// A subscription's price in words, as the product page says it (section 9's price text): "$18.00
// every month", "$30.00 every 2 weeks for 12 weeks". The checkout, the 206 page and the emails use it.
import { defaultSubscriptionMessage, subscriptionTerms } from "../commerce/subscription-price";
import type { SubscriptionPlan } from "../db/schema";

export function subscriptionPriceText(plan: SubscriptionPlan, price: string): string {
  const terms = subscriptionTerms(plan as never)!;
  return defaultSubscriptionMessage(terms, false)
    .replace("{price}", price)
    .replace("{billingPeriodValue}", String(terms.billingPeriodValue))
    .replace("{duration}", String(terms.duration));
}

/** A billing date as the customer reads it, in the site's language (UTC, like billing). */
export const billingDateText = (ms: number, locale: string) =>
  new Intl.DateTimeFormat([locale, "en-US"], { dateStyle: "long", timeZone: "UTC" }).format(ms);
