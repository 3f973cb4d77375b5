// Billing dates are counted from the start in calendar units (UTC): weeks are 7 days, months and
// years keep the day of the month, or the month's last day when it has fewer days.
import { describe, expect, it } from "vitest";
import type { SubscriptionPlan } from "../../worker/db/schema";
import { billingDate, isComplete } from "../../worker/subscriptions/billing-dates";

const plan = (value: number, unit: "WEEK" | "MONTH" | "YEAR", numBillingCycles = 0): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("billingDate", () => {
  it("adds whole weeks", () => {
    expect(iso(billingDate(at("2026-11-25T09:30:00Z"), plan(1, "WEEK"), 1))).toBe("2026-12-02T09:30:00.000Z");
    expect(iso(billingDate(at("2026-11-25T09:30:00Z"), plan(2, "WEEK"), 3))).toBe("2027-01-06T09:30:00.000Z");
  });

  it("adds calendar months, landing on the month's last day when the day does not exist", () => {
    const jan31 = at("2027-01-31T12:00:00Z");
    expect(iso(billingDate(jan31, plan(1, "MONTH"), 1))).toBe("2027-02-28T12:00:00.000Z");
    // Counted from the start, not from February 28: March keeps the 31st.
    expect(iso(billingDate(jan31, plan(1, "MONTH"), 2))).toBe("2027-03-31T12:00:00.000Z");
    expect(iso(billingDate(jan31, plan(1, "MONTH"), 3))).toBe("2027-04-30T12:00:00.000Z");
    expect(iso(billingDate(at("2027-11-15T00:00:00Z"), plan(3, "MONTH"), 1))).toBe(
      "2028-02-15T00:00:00.000Z",
    );
    expect(iso(billingDate(jan31, plan(1, "MONTH"), 13))).toBe("2028-02-29T12:00:00.000Z");
  });

  it("adds calendar years; 29 February bills on 28 February in other years", () => {
    const leap = at("2028-02-29T08:00:00Z");
    expect(iso(billingDate(leap, plan(1, "YEAR"), 1))).toBe("2029-02-28T08:00:00.000Z");
    expect(iso(billingDate(leap, plan(1, "YEAR"), 4))).toBe("2032-02-29T08:00:00.000Z");
    expect(iso(billingDate(leap, plan(2, "YEAR"), 1))).toBe("2030-02-28T08:00:00.000Z");
  });
});

describe("isComplete", () => {
  it("ends a plan after its numBillingCycles payments; 0 renews until cancelled", () => {
    expect(isComplete(plan(1, "MONTH", 3), 2)).toBe(false);
    expect(isComplete(plan(1, "MONTH", 3), 3)).toBe(true);
    expect(isComplete(plan(1, "MONTH", 0), 500)).toBe(false);
  });
});
