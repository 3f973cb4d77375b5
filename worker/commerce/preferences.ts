// Commerce preferences (spec section 4): one object of settings per site and namespace (e.g.
// "checkout", "products-panel"), read and replaced whole. The stored object never holds websiteId:
// answers add it, and a body's websiteId is dropped (the site is the host's, not the caller's).
// A plain module shared by the worker and the panel's client.
import { z } from "zod";

export const NAMESPACE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const MAX_PREFERENCE_KEYS = 100;

export const PREFERENCES_TOO_MANY = `Keep to at most ${MAX_PREFERENCE_KEYS} preferences per namespace.`;
export const PREFERENCES_OBJECT = "Send the preferences as a JSON object.";
export const namespaceInvalid = (namespace: string) =>
  `'${namespace}' is not a preferences namespace: use up to 64 letters, digits, '.', '_' and '-', starting with a letter.`;

export type Preferences = Record<string, z.core.util.JSONType>;

export const preferencesBody = z
  .record(z.string().min(1).max(100), z.json(), PREFERENCES_OBJECT)
  .transform(({ websiteId: _dropped, ...preferences }) => preferences)
  .refine((p) => Object.keys(p).length <= MAX_PREFERENCE_KEYS, PREFERENCES_TOO_MANY);
