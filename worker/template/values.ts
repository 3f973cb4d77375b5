// Value semantics of the template language, shared by the executor and every plugin.
// Template data is plain JSON; `undefined` stands for a missing value (a path that
// did not resolve), `null` for JSON null. Both render as empty text and are falsy.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Own-property lookup that never reaches prototypes (`__proto__`, `constructor`, ...). */
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `obj[key]` when it is obj's own property, else undefined. Template data is plain JSON,
 * whose prototype (Object.prototype) holds only functions and the `__proto__` accessor: a
 * value found under any other key that is not a function is the object's own, so only those
 * two cases pay for the hasOwnProperty check (one property lookup instead of two).
 */
export function ownValue(obj: object, key: string | number): unknown {
  const v = (obj as Record<string | number, unknown>)[key];
  if (v === undefined) return undefined;
  if (typeof v === "function" || key === "__proto__") return hasOwn.call(obj, key) ? v : undefined;
  return v;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Truthiness per the template compiler: empty string, 0, NaN, empty array/object, null, missing are false. */
export function isTruthy(v: unknown): boolean {
  switch (typeof v) {
    case "string":
      return v !== "";
    case "number":
      return v !== 0 && !Number.isNaN(v);
    case "boolean":
      return v;
    case "object":
      if (v === null) return false;
      if (Array.isArray(v)) return v.length !== 0;
      for (const k in v) if (hasOwn.call(v, k)) return true;
      return false;
    default:
      return false;
  }
}

/** Jackson's asBoolean: true, the string "true", or a non-zero integer. */
export function asBoolean(v: unknown): boolean {
  switch (typeof v) {
    case "boolean":
      return v;
    case "string":
      return v === "true";
    case "number":
      return Number.isInteger(v) && v !== 0;
    default:
      return false;
  }
}

/** Text of a scalar; objects, arrays, null and missing give "". */
export function asString(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
    case "boolean":
      return String(v);
    default:
      return "";
  }
}

/** Number of a value: numbers as is, numeric strings parsed, booleans 1/0, anything else 0. */
export function asNumber(v: unknown): number {
  switch (typeof v) {
    case "number":
      return v;
    case "string":
      return v.indexOf(".") !== -1 ? parseFloat(v) : parseInt(v, 10);
    case "boolean":
      return v ? 1 : 0;
    default:
      return 0;
  }
}

/** Number of elements of an array or keys of an object; 0 for anything else. */
export function size(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (isObject(v)) return Object.keys(v).length;
  return 0;
}

/** One step of a path: own properties of objects, integer indices of arrays; else missing. */
export function getChild(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) {
    return typeof key === "number" ? v[key] : undefined;
  }
  return typeof v === "object" && v !== null ? ownValue(v, key) : undefined;
}

/** Walk a path of names/indices; undefined when any step is missing. */
export function getPath(v: unknown, path: readonly (string | number)[]): unknown {
  let cur = v;
  for (let i = 0; i < path.length && cur !== undefined; i++) cur = getChild(cur, path[i]!);
  return cur;
}

/** Structural equality of JSON values. */
export function deepEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEquals(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (
      !hasOwn.call(b, k) ||
      !deepEquals((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false;
  }
  return true;
}

/** Index value of an all-digit step that fits a 32-bit signed int, else -1. */
function indexOf(part: string): number {
  const len = part.length;
  if (len === 0 || len > 10) return -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = part.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n <= 0x7fffffff ? n : -1;
}

/**
 * Split a dotted reference (`a.b.0`, `@.id`, `$x.y`) into path steps for getPath and
 * PluginContext.resolve: all-digit steps become array indices.
 */
export function splitPath(ref: string): (string | number)[] {
  if (ref.indexOf(".") === -1) {
    const n = indexOf(ref);
    return [n === -1 ? ref : n];
  }
  const parts: (string | number)[] = ref.split(".");
  for (let i = 0; i < parts.length; i++) {
    const n = indexOf(parts[i] as string);
    if (n !== -1) parts[i] = n;
  }
  return parts;
}
