// The panel's commerce preferences (spec section 4): loaded once and cached per namespace; a save
// fires only when a value changed, first fires a refetch event, then sends; a failure is reported
// and rethrown; websiteId is dropped.
import { describe, expect, it } from "vitest";
import {
  createCommercePreferences,
  REFETCH_EVENT,
  type PreferencesTransport,
} from "../../client/owner/commerce-preferences-cache";

function setUp(stored: Record<string, Record<string, unknown>> = {}, failPut = false) {
  const log: string[] = [];
  const reports: [string, unknown][] = [];
  const transport: PreferencesTransport = {
    async get(namespace) {
      log.push(`get ${namespace}`);
      return { ...stored[namespace], websiteId: "site_demo" };
    },
    async put(namespace, preferences) {
      log.push(`put ${namespace} ${JSON.stringify(preferences)}`);
      if (failPut) throw new Error("Unable to connect. Please try again.");
      stored[namespace] = preferences;
      return { ...preferences, websiteId: "site_demo" };
    },
  };
  const events = new EventTarget();
  events.addEventListener(REFETCH_EVENT, (e) =>
    log.push(`refetch ${(e as CustomEvent<{ namespace: string }>).detail.namespace}`),
  );
  const prefs = createCommercePreferences({
    transport,
    events,
    report: (message, error) => reports.push([message, error]),
  });
  return { prefs, log, reports };
}

describe("loading", () => {
  it("loads a namespace once and answers it from the cache after, without websiteId", async () => {
    const { prefs, log } = setUp({ checkout: { tipsEnabled: true } });
    expect(await prefs.load("checkout")).toEqual({ tipsEnabled: true });
    expect(await prefs.load("checkout")).toEqual({ tipsEnabled: true });
    expect(log).toEqual(["get checkout"]);
  });

  it("caches each namespace on its own", async () => {
    const { prefs, log } = setUp({ a: { x: 1 }, b: { x: 2 } });
    await Promise.all([prefs.load("a"), prefs.load("b"), prefs.load("a")]);
    expect(log).toEqual(["get a", "get b"]);
  });
});

describe("saving", () => {
  it("sends nothing when no value changed (websiteId ignored, key order irrelevant)", async () => {
    const { prefs, log } = setUp({ checkout: { tipsEnabled: true, limits: { a: 1, b: 2 } } });
    const saved = await prefs.save("checkout", {
      tipsEnabled: true,
      limits: { b: 2, a: 1 },
      websiteId: "site_other",
    });
    expect(saved).toEqual({ tipsEnabled: true, limits: { a: 1, b: 2 } });
    expect(log).toEqual(["get checkout"]);
  });

  it("fires the refetch event first, then sends the whole object, then caches the answer", async () => {
    const { prefs, log } = setUp({ checkout: { tipsEnabled: true, note: "hi" } });
    const saved = await prefs.save("checkout", { tipsEnabled: false });
    expect(saved).toEqual({ tipsEnabled: false, note: "hi" });
    expect(log).toEqual([
      "get checkout",
      "refetch checkout",
      'put checkout {"tipsEnabled":false,"note":"hi"}',
    ]);
    expect(await prefs.load("checkout")).toEqual({ tipsEnabled: false, note: "hi" });
    expect(log).toHaveLength(3);
  });

  it("reports a failed save and rethrows it", async () => {
    const { prefs, reports } = setUp({ checkout: { tipsEnabled: true } }, true);
    await expect(prefs.save("checkout", { tipsEnabled: false })).rejects.toThrow(
      "Unable to connect. Please try again.",
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]![0]).toBe("Saving the checkout preferences failed.");
    // The cache still holds what the worker has.
    expect(await prefs.load("checkout")).toEqual({ tipsEnabled: true });
  });
});
