// Commerce preferences in the panel (spec section 4), over any transport (the worker's calls in
// commerce-preferences.ts, a fake in tests): each namespace is loaded once and cached;
// a save fires only when a value changed, first fires a refetch event (so other screens showing
// the namespace read it again), then sends; a failure is reported and rethrown. The worker's
// answers carry websiteId, which is dropped: the cached object holds only the preferences.
import type { Preferences } from "../../worker/commerce/preferences";

export type { Preferences };

export const REFETCH_EVENT = "commerce-preferences:refetch";

export interface PreferencesTransport {
  get(namespace: string): Promise<Record<string, unknown>>;
  put(namespace: string, preferences: Preferences): Promise<Record<string, unknown>>;
}

interface Options {
  transport: PreferencesTransport;
  /** Where the refetch event is fired (detail: { namespace }). */
  events: EventTarget;
  /** How a failed save is reported before it is rethrown. */
  report: (message: string, error: unknown) => void;
}

function dropWebsiteId(answer: Record<string, unknown>): Preferences {
  const { websiteId: _dropped, ...preferences } = answer;
  return preferences as Preferences;
}

/** JSON values compared by content (object key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => k in b && sameValue((a as never)[k], (b as never)[k]));
}

export function createCommercePreferences({ transport, events, report }: Options) {
  const cache = new Map<string, Promise<Preferences>>();

  function load(namespace: string): Promise<Preferences> {
    let loaded = cache.get(namespace);
    if (!loaded) {
      loaded = transport.get(namespace).then(dropWebsiteId);
      // A failed load is not cached: the next call asks again.
      loaded.catch(() => cache.delete(namespace));
      cache.set(namespace, loaded);
    }
    return loaded;
  }

  /** Saves `changes` over the namespace's preferences; answers what is stored afterwards. */
  async function save(namespace: string, changes: Preferences): Promise<Preferences> {
    const current = await load(namespace);
    const changed = Object.entries(changes).filter(
      ([key, value]) => key !== "websiteId" && !sameValue(current[key], value),
    );
    if (changed.length === 0) return current;
    events.dispatchEvent(new CustomEvent(REFETCH_EVENT, { detail: { namespace } }));
    try {
      const saved = dropWebsiteId(
        await transport.put(namespace, { ...current, ...Object.fromEntries(changed) }),
      );
      cache.set(namespace, Promise.resolve(saved));
      return saved;
    } catch (error) {
      report(`Saving the ${namespace} preferences failed.`, error);
      throw error;
    }
  }

  /** Forgets a namespace, so the next load reads it from the worker. */
  const forget = (namespace: string) => void cache.delete(namespace);

  return { load, save, forget };
}
