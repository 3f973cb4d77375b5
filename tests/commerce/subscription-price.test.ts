import { describe, expect, it } from "vitest";
import {
  defaultSubscriptionMessage,
  subscriptionMessageKey,
  subscriptionTerms,
} from "../../worker/commerce/subscription-price";

const plan = (value: number, unit: string, numBillingCycles?: number) => ({
  billingPeriod: { value, unit },
  ...(numBillingCycles === undefined ? {} : { numBillingCycles }),
});

describe("subscription price text", () => {
  it("has no terms without a billing period", () => {
    expect(subscriptionTerms({})).toBeUndefined();
  });

  it("tells an open-ended plan by its period", () => {
    const t = subscriptionTerms(plan(2, "WEEK"))!;
    expect(defaultSubscriptionMessage(t, false)).toBe("{price} every {billingPeriodValue} weeks");
    expect(defaultSubscriptionMessage(subscriptionTerms(plan(1, "MONTH"))!, true)).toBe(
      "from {price} every month",
    );
  });

  it("adds the total duration of a limited plan", () => {
    const t = subscriptionTerms(plan(2, "WEEK", 6))!;
    expect(t.duration).toBe(12);
    expect(defaultSubscriptionMessage(t, false)).toBe(
      "{price} every {billingPeriodValue} weeks for {duration} weeks",
    );
  });

  it("converts whole years: 52 weeks, 12 months", () => {
    expect(subscriptionTerms(plan(2, "WEEK", 26))).toMatchObject({ duration: 1, durationUnit: "YEAR" });
    expect(subscriptionTerms(plan(2, "MONTH", 12))).toMatchObject({ duration: 2, durationUnit: "YEAR" });
    expect(subscriptionTerms(plan(2, "MONTH", 7))).toMatchObject({ duration: 14, durationUnit: "MONTH" });
    expect(defaultSubscriptionMessage(subscriptionTerms(plan(2, "WEEK", 26))!, false)).toMatch(
      /for \{duration\} year$/,
    );
  });

  it("names the translation key after the terms", () => {
    expect(subscriptionMessageKey(subscriptionTerms(plan(5, "WEEK", 3))!, false)).toBe(
      "productPrice__singlePrice__nWeekly__limited__nWeeks",
    );
    expect(subscriptionMessageKey(subscriptionTerms(plan(1, "WEEK"))!, true)).toBe(
      "productPrice__multiplePrices__1Weekly__indefinite",
    );
  });
});
