// When a subscription bills: every billing date is counted from the start (the first order's
// payment), never from the previous date, so a plan started on 31 January bills on 28 (or 29)
// February and then on 31 March. Calendar arithmetic in UTC; months past the end of the target
// month land on its last day.
import type { SubscriptionPlan } from "../db/schema";

const DAY_MS = 86_400_000;

function addMonths(startMs: number, months: number): number {
  const start = new Date(startMs);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(
    year,
    month,
    day,
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
}

/** The date `periods` billing periods after `startMs`. */
export function billingDate(startMs: number, plan: SubscriptionPlan, periods: number): number {
  const { value, unit } = plan.billingPeriod;
  switch (unit) {
    case "WEEK":
      return startMs + 7 * DAY_MS * value * periods;
    case "MONTH":
      return addMonths(startMs, value * periods);
    case "YEAR":
      return addMonths(startMs, 12 * value * periods);
  }
}

/** True once `cyclesBilled` payments are all the plan asks for (0 = renews until cancelled). */
export const isComplete = (plan: SubscriptionPlan, cyclesBilled: number) =>
  plan.numBillingCycles > 0 && cyclesBilled >= plan.numBillingCycles;
