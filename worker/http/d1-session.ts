// Read replication (docs/shards.md): each request talks to its site's shard through a D1 session.
// A write request's session starts on the primary ('first-primary'); its bookmark goes back to the
// visitor in a cookie, and their next requests start from that bookmark, so a replica answers them
// only once it has caught up with their own writes (the cart, the checkout, the order page). Other
// reads may go to any replica ('first-unconstrained'). The bookmark names its shard: a site moved to
// another shard ignores the old one. A runtime without sessions gets the plain binding.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { ShardName } from "../db/shards";
import type { AppEnv } from "./app-env";

export const BOOKMARK_COOKIE = "atelier_d1";
/** Long enough for a visit; an older bookmark only asks for less than the replica has. */
const BOOKMARK_MAX_AGE_S = 60 * 60;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** D1's bookmarks are hex groups joined by dashes; anything else is not passed to D1. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

export const hasSessions = (d1: D1Database): boolean => typeof d1.withSession === "function";

/** The bookmark this visitor's last write on `shard` left, if any. */
export function visitorBookmark(c: Context<AppEnv>, shard: ShardName): string | undefined {
  const value = getCookie(c, BOOKMARK_COOKIE);
  if (!value) return undefined;
  const cut = value.indexOf(":");
  const bookmark = value.slice(cut + 1);
  return cut > 0 && value.slice(0, cut) === shard && BOOKMARK.test(bookmark) ? bookmark : undefined;
}

export function openSession(
  c: Context<AppEnv>,
  d1: D1Database,
  shard: ShardName,
): D1DatabaseSession | undefined {
  if (!hasSessions(d1)) return undefined;
  if (WRITES.has(c.req.method)) return d1.withSession("first-primary");
  return d1.withSession(visitorBookmark(c, shard) ?? "first-unconstrained");
}

/** After a write: the visitor's next reads start where this request's writes left the database. */
export function keepBookmark(c: Context<AppEnv>, session: D1DatabaseSession, shard: ShardName): void {
  if (!WRITES.has(c.req.method)) return;
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  setCookie(c, BOOKMARK_COOKIE, `${shard}:${bookmark}`, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: BOOKMARK_MAX_AGE_S,
  });
}
