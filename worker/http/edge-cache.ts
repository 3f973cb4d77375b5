/// <reference types="vite/client" />
// Pages from the Workers Cache API (`caches.default`), keyed by website, content version,
// protocol, host, path and the sorted query. Every change a visitor can see bumps the site's
// content version (db/content-version.ts), so the next request looks under a new key and renders
// afresh: nothing is purged, old entries simply age out by the page's own Cache-Control (a
// response without one is not kept, so the page router's s-maxage is the entry's lifetime).
//
// Only what is the same for every visitor is stored: GET/HEAD pages outside /api and /config,
// status 200, and never a response that sets a cookie or says private/no-store/no-cache. Per-
// visitor headers (the crumb cookie) are added by middleware outside this one, after the cache.
// `X-Cache: HIT|MISS` tells tests and benchmarks which way a page came.
import type { Context, MiddlewareHandler } from "hono";
import { dbForBinding, shardBinding } from "../db/shards";
import { recallWebsite } from "../db/website-memo";
import { acceptsGzip } from "./accepts-gzip";
import type { AppEnv } from "./app-env";

export const CACHE_STATUS_HEADER = "X-Cache";

/** Changes with every build (vite.config.ts), so a deploy with a new theme never meets old pages. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "";
/** `vite dev` reloads templates on every save; a cache there would show the old page. */
const ENABLED = import.meta.env.MODE !== "development";

const UNCACHEABLE_DIRECTIVE = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

function isPageRequest(c: Context): boolean {
  // HEAD runs the GET route (Hono drops the body), so it can be answered from the stored GET.
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return false;
  const path = c.req.path;
  if (path === "/api" || path.startsWith("/api/")) return false;
  if (path === "/config" || path.startsWith("/config/")) return false;
  // A visitor's own state in the request (Authorization) must never select a shared page.
  return !c.req.header("authorization");
}

function isStorable(res: Response): boolean {
  if (res.status !== 200) return false;
  if (res.headers.has("set-cookie")) return false;
  if (res.headers.get("vary")?.includes("*")) return false;
  return !UNCACHEABLE_DIRECTIVE.test(res.headers.get("cache-control") ?? "");
}

/** Same page, same key: query parameters sorted, the site and its version in the key. */
export function edgeCacheKey(url: string, host: string, websiteId: string, contentVersion: number): string {
  const site = `${websiteId}.${contentVersion}${BUILD_ID ? `.${BUILD_ID}` : ""}`;
  const scheme = url.slice(0, url.indexOf(":") + 1);
  const queryAt = url.indexOf("?");
  // The common case, no query: no URL parse (this runs on every page request, hits included).
  if (queryAt === -1) {
    const path = url.slice(url.indexOf("/", scheme.length + 2));
    return `${scheme}//${host.toLowerCase()}${path}?__site=${encodeURIComponent(site)}`;
  }
  const { pathname, searchParams } = new URL(url);
  const query = [...searchParams].sort(([a, x], [b, y]) =>
    a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0,
  );
  const params = new URLSearchParams(query);
  params.append("__site", site);
  return `${scheme}//${host.toLowerCase()}${pathname}?${params}`;
}

function withStatus(res: Response, status: "HIT" | "MISS"): Response {
  const copy = new Response(res.body, res);
  copy.headers.set(CACHE_STATUS_HEADER, status);
  return copy;
}

/**
 * Pages this isolate just got from caches.default, kept for at most ISOLATE_COPY_MS so the hottest
 * pages skip the cache round trip. Only what the cache answered is copied, under the same
 * versioned key, so a copy is never newer or older than the cache entry it came from; a bump
 * changes the key. Bounded in count and size.
 */
const ISOLATE_COPY_MS = 1000;
const MAX_COPIES = 64;
const MAX_COPY_BYTES = 256 * 1024;

interface IsolateCopy {
  /**
   * The page's bytes, handed to every answer: the runtime only reads a body it is given and
   * nothing here writes to it. Sharing them spares a 20 KB copy per hit (about 14% of a hit's
   * throughput, bench/edge-throughput.ts).
   */
  body: Uint8Array<ArrayBuffer>;
  /** The same bytes gzipped once, for visitors whose browsers take gzip (every browser). */
  gzip: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
  gzipHeaders: [string, string][];
  until: number;
}

const copies = new Map<string, IsolateCopy>();

/**
 * Headers that describe one transfer of a body, not the page: a stored entry's length or encoding
 * is not sent with bytes read back from it; the runtime sets them afresh for each answer.
 */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);

/** The stored page's headers as a hit answers them: transfer headers dropped, X-Cache: HIT. */
const hitHeaders = (headers: Headers): [string, string][] => [
  ...[...headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase())),
  [CACHE_STATUS_HEADER, "HIT"],
];

const answer = (page: Pick<IsolateCopy, "body" | "status" | "headers">): Response =>
  new Response(page.body, { status: page.status, headers: page.headers });

/**
 * The gzipped copy, sent as it is (`encodeBody: "manual"`): without it the runtime gzips the page
 * again for every browser, which halves a hit's throughput. Only answers that leave the worker
 * untouched may be manual: a Response rebuilt from one by middleware would be encoded again.
 */
const answerGzipped = (copy: IsolateCopy): Response =>
  new Response(copy.gzip, {
    status: copy.status,
    headers: copy.gzipHeaders,
    encodeBody: "manual",
  });

function liveCopy(key: string): IsolateCopy | undefined {
  const copy = copies.get(key);
  if (!copy) return undefined;
  if (Date.now() >= copy.until) {
    copies.delete(key);
    return undefined;
  }
  return copy;
}

async function gzipped(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A page the cache answered, as a HIT, kept as this isolate's copy when small enough. */
async function keepCopy(key: string, hit: Response): Promise<Response> {
  const page = {
    body: new Uint8Array(await hit.arrayBuffer()),
    status: hit.status,
    headers: hitHeaders(hit.headers),
  };
  if (page.body.byteLength <= MAX_COPY_BYTES) {
    if (copies.size >= MAX_COPIES) copies.clear();
    copies.set(key, {
      ...page,
      gzip: await gzipped(page.body),
      gzipHeaders: [...page.headers, ["content-encoding", "gzip"], ["vary", "Accept-Encoding"]],
      until: Date.now() + ISOLATE_COPY_MS,
    });
  }
  return answer(page);
}

/**
 * A cache is an optimisation, never a dependency: a lookup (with reading the stored page) or a store
 * that has not finished within CACHE_READ_MS is given up; the page is rendered, or answered,
 * without it. Seen under `wrangler dev`, where caches.default is a local object that now and then
 * stalls a read for good.
 */
export const CACHE_READ_MS = 500;

/** `work`, or undefined once `ms` have passed without it (the work is abandoned, not awaited). */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`edge cache ${what} timed out`);
      resolve(undefined);
    }, ms);
  });
  try {
    return await Promise.race([work, gaveUp]);
  } catch (error) {
    console.error(`edge cache ${what} failed`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const cachedPage = (cache: Cache, key: string) =>
  within(
    cache.match(key).then((hit) => (hit ? keepCopy(key, hit) : undefined)),
    CACHE_READ_MS,
    "read",
  );

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!ENABLED || !isPageRequest(c)) return next();
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const key = edgeCacheKey(c.req.url, host, c.get("website").id, c.get("contentVersion"));
  const copy = liveCopy(key);
  if (copy) return answer(copy);
  const cache = caches.default;
  const hit = await cachedPage(cache, key);
  if (hit) return hit;

  // A page kept under this version is read from the primary, as the version was: a replica behind
  // it would keep the page as it was under the new key (docs/shards.md, read replication).
  c.set("db", dbForBinding(shardBinding(c.env, c.get("shard"))));
  await next();
  if (isStorable(c.res)) {
    // Read once and store before answering, so the very next request finds it (the page is a
    // string already; nothing streams).
    const body = await c.res.arrayBuffer();
    const stored = new Response(body, c.res);
    await within(cache.put(key, stored.clone()), CACHE_READ_MS, "write");
    c.res = withStatus(stored, "MISS");
  } else {
    c.res = withStatus(c.res, "MISS");
  }
};

/** A crumb cookie as crumbCookie accepts it (with one, that middleware leaves a page untouched). */
const HAS_CRUMB = /(?:^|;)\s*crumb=[0-9a-f]{32}\s*(?:;|$)/;
const APP_ONLY_PATH = /^\/(?:api|config)(?:[/?#]|$)/;

/**
 * The hottest answer without the app: a GET of a page this isolate holds a copy of, for a visitor
 * who has a crumb, on a host whose site this isolate remembers. Each condition is one the
 * middleware chain (crumbCookie, websiteFromHost, edgeCache) decides the same way, so the answer
 * is the app's own, without building its context; anything else goes to the app.
 */
export function isolateCopyFor(request: Request): Response | undefined {
  if (!ENABLED || request.method !== "GET") return undefined;
  const headers = request.headers;
  if (headers.has("authorization") || !HAS_CRUMB.test(headers.get("cookie") ?? "")) return undefined;
  const url = request.url;
  const pathAt = url.indexOf("/", url.indexOf(":") + 3);
  if (APP_ONLY_PATH.test(url.slice(pathAt))) return undefined;
  const host = headers.get("host") ?? url.slice(url.indexOf(":") + 3, pathAt);
  const site = recallWebsite(host.toLowerCase());
  // An expired site's notice comes from the app (http/expired-site.ts), never a page copy.
  if (!site || site.expired) return undefined;
  const copy = liveCopy(edgeCacheKey(url, host, site.website.id, site.contentVersion));
  if (!copy) return undefined;
  return acceptsGzip(clientAcceptEncoding(request)) ? answerGzipped(copy) : answer(copy);
}

/**
 * What the client itself accepts. Cloudflare's front line (and Miniflare, which mimics it) hands the
 * worker `Accept-Encoding: br, gzip` whatever the client sent, and keeps the client's own value,
 * "" when it sent none, in `cf.clientAcceptEncoding`. The manual gzip answer reaches the client
 * as it is, so it must follow the client's header, not the rewritten one.
 */
function clientAcceptEncoding(request: Request): string | null {
  const original = (request.cf as IncomingRequestCfProperties | undefined)?.clientAcceptEncoding;
  return typeof original === "string" ? original : request.headers.get("accept-encoding");
}
