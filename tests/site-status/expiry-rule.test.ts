// Spec section 4's Site rules on their own: which sites are expired, and the trial days remaining
// (days to expiration + 1, never below 0), counted in the site's calendar days.
import { describe, expect, it } from "vitest";
import { WebsiteStatus } from "../../worker/db/schema";
import { isSiteExpired, trialDaysRemaining } from "../../worker/site-status/expiry";
import { siteStatusJson } from "../../worker/site-status/status-json";
import { trialBannerText } from "../../worker/site-status/messages";

const at = (iso: string) => Date.parse(iso);

describe("an expired site", () => {
  it("is one whose status is expired, unless it is a parking page or a cover page", () => {
    expect(isSiteExpired({ status: WebsiteStatus.EXPIRED, siteType: "website" })).toBe(true);
    expect(isSiteExpired({ status: WebsiteStatus.EXPIRED, siteType: "parking-page" })).toBe(false);
    expect(isSiteExpired({ status: WebsiteStatus.EXPIRED, siteType: "cover-page" })).toBe(false);
    for (const status of [
      WebsiteStatus.TRIAL,
      WebsiteStatus.PAST_DUE,
      WebsiteStatus.PAID,
      WebsiteStatus.REMOVED,
    ]) {
      expect(isSiteExpired({ status, siteType: "website" })).toBe(false);
    }
  });
});

describe("trial days remaining", () => {
  const expires = at("2026-12-10T15:00:00Z");

  it("is one on the day the trial ends, whatever the hour", () => {
    expect(trialDaysRemaining(expires, at("2026-12-10T00:30:00Z"), "UTC")).toBe(1);
    expect(trialDaysRemaining(expires, at("2026-12-10T23:59:00Z"), "UTC")).toBe(1);
  });

  it("is the days to expiration plus one before it", () => {
    expect(trialDaysRemaining(expires, at("2026-12-09T23:59:00Z"), "UTC")).toBe(2);
    expect(trialDaysRemaining(expires, at("2026-11-26T08:00:00Z"), "UTC")).toBe(15);
  });

  it("is zero once the day has passed, never negative", () => {
    expect(trialDaysRemaining(expires, at("2026-12-11T00:00:00Z"), "UTC")).toBe(0);
    expect(trialDaysRemaining(expires, at("2027-03-01T00:00:00Z"), "UTC")).toBe(0);
  });

  it("counts the site's own calendar days", () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in New York: the last day.
    expect(trialDaysRemaining(expires, at("2026-12-11T02:00:00Z"), "America/New_York")).toBe(1);
    expect(trialDaysRemaining(expires, at("2026-12-11T02:00:00Z"), "UTC")).toBe(0);
    // An unknown time zone counts in UTC rather than failing.
    expect(trialDaysRemaining(expires, at("2026-12-10T12:00:00Z"), "Mars/Olympus")).toBe(1);
  });

  it("is given for a trial with an end date only, and says so in the panel's words", () => {
    const site = { siteType: "website" as const, expiresOn: expires, timeZone: "UTC" };
    const now = at("2026-12-08T10:00:00Z");
    expect(siteStatusJson({ ...site, status: WebsiteStatus.TRIAL }, now)).toEqual({
      title: "",
      status: 3,
      statusName: "trial",
      siteType: "website",
      expiresOn: expires,
      expired: false,
      trialDaysRemaining: 3,
    });
    expect(siteStatusJson({ ...site, status: WebsiteStatus.PAID }, now).trialDaysRemaining).toBeNull();
    expect(
      siteStatusJson({ ...site, status: WebsiteStatus.TRIAL, expiresOn: null }, now).trialDaysRemaining,
    ).toBeNull();
    expect(trialBannerText(3)).toBe("Your trial has 3 days remaining.");
    expect(trialBannerText(1)).toBe("Your trial ends today: 1 day remaining.");
    expect(trialBannerText(0)).toBe("Your trial has ended.");
  });
});
