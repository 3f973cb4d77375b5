// Every census tracking rule of spec sections 2, 4 and 6, and the area_test overrides.
import { describe, expect, it } from "vitest";
import { applyAreaTestOverrides, trackingDecision } from "../../worker/analytics/tracking-rules";

const base = { pageType: 2, path: "/about", pageView: true, disabled: false, signedIn: null };

describe("census tracking rules", () => {
  it("counts a visitor's page view", () => {
    expect(trackingDecision(base)).toEqual({ track: true });
  });

  it.each([
    [100, "not found"],
    [103, "lock screen"],
    [106, "member area access denied"],
  ])("never on page type %i (%s), page views or events", (pageType) => {
    expect(trackingDecision({ ...base, pageType })).toEqual({ track: false, reason: "page-type" });
    expect(trackingDecision({ ...base, pageType, pageView: false })).toEqual({
      track: false,
      reason: "page-type",
    });
  });

  it.each([1, 2, 50, 101, 102, 105, 200, 205])("page type %i is counted", (pageType) => {
    expect(trackingDecision({ ...base, pageType, path: "/x" }).track).toBe(true);
  });

  it("no page view on /search, but its intra-page events are counted", () => {
    expect(trackingDecision({ ...base, path: "/search" })).toEqual({ track: false, reason: "search" });
    expect(trackingDecision({ ...base, path: "/search", pageView: false })).toEqual({ track: true });
    expect(trackingDecision({ ...base, path: "/searching" }).track).toBe(true);
  });

  it("nothing when the disabling flag is set", () => {
    expect(trackingDecision({ ...base, disabled: true })).toEqual({ track: false, reason: "disabled" });
  });

  it("signed-in contributors are not counted", () => {
    for (const roles of [[1], [4], [8], [10, 4], [1, 10], []]) {
      expect(trackingDecision({ ...base, signedIn: { roles } })).toEqual({
        track: false,
        reason: "signed-in",
      });
    }
  });

  it("a viewer-only contributor is counted like a visitor, except under /config", () => {
    expect(trackingDecision({ ...base, signedIn: { roles: [10] } })).toEqual({ track: true });
    expect(trackingDecision({ ...base, signedIn: { roles: [10, 10] } })).toEqual({ track: true });
    expect(trackingDecision({ ...base, path: "/config/pages", signedIn: { roles: [10] } })).toEqual({
      track: false,
      reason: "signed-in",
    });
  });
});

describe("area_test overrides", () => {
  it("sets overrides from the query, repeated or comma-separated", () => {
    expect(applyAreaTestOverrides({}, "?area_test=checkout:b&area_test=hero:v2,nav:x")).toEqual({
      checkout: "b",
      hero: "v2",
      nav: "x",
    });
  });

  it("keeps stored overrides and lets the query replace one", () => {
    expect(applyAreaTestOverrides({ hero: "a", nav: "x" }, "area_test=hero:b")).toEqual({
      hero: "b",
      nav: "x",
    });
  });

  it("'reset' clears every override; '<area>:reset' clears one", () => {
    expect(applyAreaTestOverrides({ hero: "a", nav: "x" }, "area_test=reset")).toEqual({});
    expect(applyAreaTestOverrides({ hero: "a", nav: "x" }, "area_test=nav:reset")).toEqual({ hero: "a" });
    expect(applyAreaTestOverrides({ hero: "a" }, "area_test=reset,nav:y")).toEqual({ nav: "y" });
  });

  it("ignores malformed values and other parameters", () => {
    expect(
      applyAreaTestOverrides({ hero: "a" }, "area_test=nocolon&area_test=:x&area_test=a b:c&q=1"),
    ).toEqual({
      hero: "a",
    });
  });
});
