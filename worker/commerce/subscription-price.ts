// Subscription price text: "{price} every 2 weeks for 12 weeks" (spec sections 3, 8 and 9).
// A plan bills every `billingPeriod` ({value, unit WEEK|MONTH|YEAR}) for `numBillingCycles`
// cycles (0 = until cancelled). A total duration of whole years is told in years.

import { num, prop, text, type Json } from "./json";

/** Shown instead of a price when a subscription product has no usable plan. */
export const SUBSCRIPTION_UNAVAILABLE = "Unavailable";

const PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12 };

export interface SubscriptionTerms {
  /** Billing every `billingPeriodValue` `billingPeriodUnit`s. */
  billingPeriodValue: number;
  billingPeriodUnit: string;
  /** Total length, 0 when indefinite; in years when it is a whole number of years. */
  duration: number;
  durationUnit: string;
}

/** Terms of a subscription plan; undefined when the plan has no billing period. */
export function subscriptionTerms(plan: Json): SubscriptionTerms | undefined {
  const period = prop(plan, "billingPeriod");
  if (period === undefined) return undefined;
  const billingPeriodValue = num(prop(period, "value"));
  const billingPeriodUnit = text(prop(period, "unit"));
  let duration = billingPeriodValue * num(prop(plan, "numBillingCycles"));
  let durationUnit = billingPeriodUnit;
  const perYear = PER_YEAR[billingPeriodUnit];
  if (duration > 0 && perYear !== undefined && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = "YEAR";
  }
  return { billingPeriodValue, billingPeriodUnit, duration, durationUnit };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * Key of the site's translation for these terms, e.g.
 * `productPrice__singlePrice__nWeekly__limited__nWeeks` or `productPrice__multiplePrices__1Monthly__indefinite`.
 */
export function subscriptionMessageKey(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const period = `${terms.billingPeriodValue === 1 ? "1" : "n"}${capitalize(terms.billingPeriodUnit)}ly`;
  const length =
    terms.duration === 0
      ? "indefinite"
      : `limited__${terms.duration === 1 ? "1" : "n"}${capitalize(terms.durationUnit)}s`;
  return `productPrice__${multiplePrices ? "multiplePrices" : "singlePrice"}__${period}__${length}`;
}

/**
 * The English message for these terms with placeholders {price}, {billingPeriodValue} and
 * {duration}: "from {price} every {billingPeriodValue} months for {duration} years".
 */
export function defaultSubscriptionMessage(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const plural = terms.billingPeriodValue > 1;
  let s =
    (multiplePrices ? "from " : "") +
    "{price} every " +
    (plural ? "{billingPeriodValue} " : "") +
    terms.billingPeriodUnit.toLowerCase() +
    (plural ? "s" : "");
  if (terms.duration > 0) {
    s += ` for {duration} ${terms.durationUnit.toLowerCase()}${terms.duration === 1 ? "" : "s"}`;
  }
  return s;
}
