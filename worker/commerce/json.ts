// Reading loosely typed catalogue JSON (products arrive as stored, with strings where numbers
// are expected and flags that may be "true"). Kept here so commerce rules need no template code.

export type Json = unknown;

export function isRecord(v: Json): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Own property of an object, else undefined. */
export function prop(v: Json, key: string): Json {
  return isRecord(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}

export function path(v: Json, ...keys: string[]): Json {
  let cur = v;
  for (const k of keys) cur = prop(cur, k);
  return cur;
}

export function list(v: Json): Json[] {
  return Array.isArray(v) ? v : [];
}

/** Truthiness of the template dialect: "", 0, NaN, [], {}, null and missing are false. */
export function truthy(v: Json): boolean {
  if (typeof v === "string") return v !== "";
  if (typeof v === "number") return v !== 0 && !Number.isNaN(v);
  if (typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.length > 0;
  if (isRecord(v)) return Object.keys(v).length > 0;
  return false;
}

/** Flag semantics of stored booleans: true, "true", or a non-zero integer. */
export function flag(v: Json): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "string") return v === "true";
  if (typeof v === "number") return Number.isInteger(v) && v !== 0;
  return false;
}

/** A number from a number or numeric string; NaN-free (anything else is 0). */
export function num(v: Json): number {
  const n =
    typeof v === "number" ? v : typeof v === "string" ? parseFloat(v) : typeof v === "boolean" ? +v : 0;
  return Number.isFinite(n) ? n : 0;
}

export function text(v: Json): string {
  return typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
}

/** Structural equality of JSON values; missing equals only missing. */
export function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => same(a[k], prop(b, k)));
  }
  return false;
}
