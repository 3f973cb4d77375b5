// The store's settings namespaces as the panel loads and saves them: through the commerce
// preferences cache (commerce-preferences-cache.ts), so a namespace is read once and sent only when
// one of its values changed (spec section 4's rule). The cache is a parameter, so tests give a fake.
import {
  STORE_SETTINGS_NAMESPACES,
  type StoreSettings,
  type StoreSettingsNamespace,
} from "../../worker/commerce/store-settings";
import type { createCommercePreferences, Preferences } from "./commerce-preferences-cache";

type PreferencesCache = ReturnType<typeof createCommercePreferences>;

export async function loadStoreSettings(prefs: PreferencesCache): Promise<StoreSettings> {
  // The next order number moves by itself as orders are paid: read it afresh on each visit, so a
  // save never sends a number already given (the worker would refuse it).
  prefs.forget("store");
  const loaded = await Promise.all(STORE_SETTINGS_NAMESPACES.map((n) => prefs.load(n)));
  return Object.fromEntries(
    STORE_SETTINGS_NAMESPACES.map((n, i) => [n, loaded[i]]),
  ) as unknown as StoreSettings;
}

/** Saves every namespace in turn (the cache skips those unchanged); answers what is stored after. */
export async function saveStoreSettings(
  prefs: PreferencesCache,
  settings: StoreSettings,
): Promise<StoreSettings> {
  const saved: Partial<Record<StoreSettingsNamespace, Preferences>> = {};
  for (const namespace of STORE_SETTINGS_NAMESPACES) {
    saved[namespace] = await prefs.save(namespace, settings[namespace] as unknown as Preferences);
  }
  return saved as unknown as StoreSettings;
}
