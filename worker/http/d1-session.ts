// Read replication (docs/shards.md): a storefront request talks to its site's shard through a D1
// session. A write request's session starts on the primary ('first-primary'); once it has changed
// rows, its bookmark goes back to the visitor in a cookie, and their next requests start from that
// bookmark, so a replica answers them only once it has caught up with their own writes (the
// checkout, the order page after it, a form sent). Other reads may go to any replica
// ('first-unconstrained'). The bookmark names its shard: a site moved to another shard ignores the
// old one. The owner panel and its API read the primary (their edits show at once, no cookie); a
// runtime without sessions gets the plain binding.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { ShardName } from "../db/shards";
import type { AppEnv } from "./app-env";

export const BOOKMARK_COOKIE = "atelier_d1";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** D1's bookmarks are hex groups joined by dashes; anything else is not passed to D1. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;
/** Statements that change rows: the visitor's own writes, which their next reads must see. */
const CHANGES_ROWS = /^\s*(?:insert|update|delete|replace)\b/i;
/** The owner panel and its API, on the primary. */
const PRIMARY_ONLY = /^\/(?:api\/owner|config)(?:\/|$)/;

export const hasSessions = (d1: D1Database): boolean => typeof d1.withSession === "function";

/** A session that remembers whether it was asked to change rows. */
export interface TrackedSession {
  d1: D1DatabaseSession;
  wrote: () => boolean;
}

function tracked(session: D1DatabaseSession): TrackedSession {
  let wrote = false;
  const d1 = {
    prepare(sql: string) {
      if (CHANGES_ROWS.test(sql)) wrote = true;
      return session.prepare(sql);
    },
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    getBookmark: () => session.getBookmark(),
  } as D1DatabaseSession;
  return { d1, wrote: () => wrote };
}

/** The bookmark this visitor's last write on `shard` left, if any. */
export function visitorBookmark(c: Context<AppEnv>, shard: ShardName): string | undefined {
  const value = getCookie(c, BOOKMARK_COOKIE);
  if (!value) return undefined;
  const cut = value.indexOf(":");
  const bookmark = value.slice(cut + 1);
  return cut > 0 && value.slice(0, cut) === shard && BOOKMARK.test(bookmark) ? bookmark : undefined;
}

/** This request's session on the shard, or undefined: the plain binding (the primary). */
export function openSession(
  c: Context<AppEnv>,
  d1: D1Database,
  shard: ShardName,
): TrackedSession | undefined {
  if (!hasSessions(d1) || PRIMARY_ONLY.test(c.req.path)) return undefined;
  if (WRITES.has(c.req.method)) return tracked(d1.withSession("first-primary"));
  return tracked(d1.withSession(visitorBookmark(c, shard) ?? "first-unconstrained"));
}

/** After a write: the visitor's next reads start where this request's writes left the database. */
export function keepBookmark(c: Context<AppEnv>, session: TrackedSession, shard: ShardName): void {
  if (!session.wrote()) return;
  const bookmark = session.d1.getBookmark();
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  // A browser-session cookie: a bookmark only matters while the visit goes on.
  setCookie(c, BOOKMARK_COOKIE, `${shard}:${bookmark}`, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  });
}
