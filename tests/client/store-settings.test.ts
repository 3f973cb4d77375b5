// The Store settings screen's load and save (client/owner/store-settings.ts) over the commerce
// preferences cache: every namespace is read, and a save sends only the namespaces that changed.
import { describe, expect, it } from "vitest";
import {
  createCommercePreferences,
  type PreferencesTransport,
} from "../../client/owner/commerce-preferences-cache";
import { loadStoreSettings, saveStoreSettings } from "../../client/owner/store-settings";

const STORED: Record<string, Record<string, unknown>> = {
  store: { name: "Studio", address: "", contactEmail: "", currency: "USD", orderNumberStart: 7 },
  checkout: { minimumSubtotalCents: 0, expressCheckout: false },
  instalments: { minCents: 3500, maxCents: 200000 },
  restock: { signupsByDefault: false, autoNotify: false },
  captcha: { provider: "recaptcha-enterprise", siteKey: null },
  analytics: { census: true, cookieConsentRequired: false, performance: true, pixelId: "" },
};

function setUp() {
  const log: string[] = [];
  const transport: PreferencesTransport = {
    async get(namespace) {
      log.push(`get ${namespace}`);
      return { ...STORED[namespace], websiteId: "site_demo" };
    },
    async put(namespace, preferences) {
      log.push(`put ${namespace} ${JSON.stringify(preferences)}`);
      return { ...preferences, websiteId: "site_demo" };
    },
  };
  const prefs = createCommercePreferences({ transport, events: new EventTarget(), report: () => {} });
  return { prefs, log };
}

describe("store settings in the panel", () => {
  it("loads every namespace once, without websiteId", async () => {
    const { prefs, log } = setUp();
    const settings = await loadStoreSettings(prefs);
    expect(settings.checkout).toEqual({ minimumSubtotalCents: 0, expressCheckout: false });
    expect(settings.store.orderNumberStart).toBe(7);
    expect(log).toEqual(Object.keys(STORED).map((n) => `get ${n}`));
  });

  it("sends only the namespaces that changed, each whole", async () => {
    const { prefs, log } = setUp();
    const settings = await loadStoreSettings(prefs);
    log.length = 0;
    const saved = await saveStoreSettings(prefs, {
      ...settings,
      checkout: { minimumSubtotalCents: 5000, expressCheckout: true },
    });
    expect(log).toEqual(['put checkout {"minimumSubtotalCents":5000,"expressCheckout":true}']);
    expect(saved.checkout).toEqual({ minimumSubtotalCents: 5000, expressCheckout: true });
    expect(saved.store).toEqual(STORED.store);

    log.length = 0;
    await saveStoreSettings(prefs, saved);
    expect(log).toEqual([]);
  });
});
