// Opaque list cursors: the sort key of the last row of a page, as base64url JSON. A cursor that
// does not decode to the expected shape is refused (400), never trusted.
import { toBase64Url } from "../pages/access/password";

export function encodeCursor(key: readonly (string | number)[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(key)));
}

export function decodeCursor<T extends readonly ("string" | "number")[]>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends "string" ? string : number } | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0)),
    );
    const key: unknown = JSON.parse(text);
    if (!Array.isArray(key) || key.length !== shape.length) return undefined;
    const fits = key.every((part, i) =>
      shape[i] === "number" ? Number.isSafeInteger(part) : typeof part === "string" && part.length <= 64,
    );
    return fits ? (key as never) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One page of a keyset list: `rows` were read with one row more than `limit`, so that extra row
 * says whether a next page exists; the cursor is the sort key of the page's last row.
 */
export function keysetPage<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => readonly (string | number)[],
): { items: T[]; hasNextPage: boolean; nextPageCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasNextPage = rows.length > limit;
  return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor(keyOf(last)) : null };
}
