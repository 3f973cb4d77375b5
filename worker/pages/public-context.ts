// A page's render context as `?format=json` answers it to theme developers: everything a template
// can read, minus what is private or internal to the worker.

/** Keys dropped at any depth: secrets, tenant ids, and the worker's own render inputs. */
const PRIVATE_KEYS = new Set(["passwordHash", "websiteId", "assets", "main-content"]);

export function publicContext(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(publicContext);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!PRIVATE_KEYS.has(key)) out[key] = publicContext(v);
  return out;
}
