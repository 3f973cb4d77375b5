// Host -> website, remembered per isolate for at most WEBSITE_MEMO_MS. Every request needs the
// site and its content version (the edge-cache key), and a D1 round trip per request would cost
// more than serving a cached page. A change made in this isolate forgets the site at once
// (bumpContentVersion, stock reservations); other isolates see it within WEBSITE_MEMO_MS.
import type { WebsiteContext } from "./catalog-types";

/** How long an isolate trusts what it read (ARCHITECTURE.md allows seconds; we take one). */
export const WEBSITE_MEMO_MS = 1000;
/** Bounds memory when many hosts (or made-up Host headers) arrive. */
const MAX_HOSTS = 500;

export interface RememberedWebsite extends WebsiteContext {
  contentVersion: number;
  /** Visitors get the expired notice instead of the site (site-status/expiry.ts). */
  expired: boolean;
  /** The binding holding the site's rows (db/shards.ts). */
  shard: string;
}

const byHost = new Map<string, { site: RememberedWebsite; until: number }>();

export function recallWebsite(host: string): RememberedWebsite | undefined {
  const entry = byHost.get(host);
  if (!entry) return undefined;
  if (Date.now() < entry.until) return entry.site;
  byHost.delete(host);
  return undefined;
}

export function rememberWebsite(host: string, site: RememberedWebsite): void {
  if (byHost.size >= MAX_HOSTS) byHost.clear();
  byHost.set(host, { site, until: Date.now() + WEBSITE_MEMO_MS });
}

/** After a change to the site: the next request in this isolate reads the version afresh. */
export function forgetWebsite(websiteId: string): void {
  for (const [host, entry] of byHost) {
    if (entry.site.website.id === websiteId) byHost.delete(host);
  }
}

/**
 * Test seam: as if WEBSITE_MEMO_MS had passed everywhere, for changes made behind the worker's
 * back (direct SQL), which other isolates would see once their memo expires.
 */
export function forgetAllWebsites(): void {
  byHost.clear();
}
