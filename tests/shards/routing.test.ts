// A shard-1 site's requests touch shard 0 only for the directory lookup (docs/shards.md), and each
// request reads through a D1 session whose bookmark lets a visitor read their own writes.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { BOOKMARK_COOKIE } from "../../worker/http/d1-session";
import { CHECKOUT, checkoutBody } from "../orders/fixtures";
import { countedWorker } from "../perf/counting-env";
import { Visitor } from "../worker/helpers";
import { BETA, makeSite, OWNER, workerWith } from "./helpers";

beforeAll(async () => {
  await makeSite(BETA);
});

describe("a shard-1 site's requests", () => {
  it("touch shard 0 once, for the directory, from a page view through a checkout", async () => {
    forgetAllWebsites();
    const worker = countedWorker();
    const buyer = new Visitor(BETA.origin, worker);
    expect((await buyer.fetch(`/shop/${BETA.product.urlId}`)).status).toBe(200);
    expect((await buyer.add(BETA.product.itemId, BETA.product.sku, 1)).status).toBe(200);
    expect((await buyer.post(CHECKOUT, checkoutBody())).status).toBe(200);
    expect((await buyer.fetch("/")).status).toBe(200);
    // The host's lookup: the directory's row (and shard 0's legacy hosts) in one round trip.
    // Shard 0 only answers the host's lookups (the directory's row, and shard 0's legacy hosts, in
    // one round trip): one per request at most, again after the checkout forgot the site's version.
    const shard0 = worker.trace.byShard.DB ?? [];
    expect(shard0.length).toBeGreaterThan(0);
    expect(shard0.length).toBeLessThanOrEqual(4);
    for (const trip of shard0) expect(trip[0]).toContain('from "site_directory"');
    expect(worker.trace.byShard.DB_SHARD_1!.length).toBeGreaterThan(5);
  });
});

/** DB_SHARD_1 whose sessions are recorded and whose bookmarks are `bookmark` (the local runtime's may be none). */
function recordingShard(bookmark: string) {
  const opened: (string | undefined)[] = [];
  const real = env.DB_SHARD_1;
  const d1 = new Proxy(real, {
    get(target, key) {
      if (key === "withSession") {
        return (constraint?: string) => {
          opened.push(constraint);
          const session = target.withSession(constraint);
          return {
            prepare: (sql: string) => session.prepare(sql),
            batch: (statements: D1PreparedStatement[]) => session.batch(statements),
            getBookmark: () => bookmark,
          };
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { opened, ...workerWith({ ...env, DB_SHARD_1: d1 }) };
}

describe("read replication with bookmarks", () => {
  const BOOKMARK = "0000002a-00000007-00004f95-9c1fbd1e8d5c6b1a2f3e4d5c6b7a8f90";

  it("reads anywhere until the visitor writes, then from their own write's bookmark on", async () => {
    const shard = recordingShard(BOOKMARK);
    const buyer = new Visitor(BETA.origin, shard);
    expect((await buyer.fetch(`/shop/${BETA.product.urlId}`)).status).toBe(200);
    expect(shard.opened).toEqual(["first-unconstrained"]);

    // A cart add writes no D1 row (the cart is a Durable Object): no bookmark to keep.
    shard.opened.length = 0;
    expect((await buyer.add(BETA.product.itemId, BETA.product.sku, 1)).status).toBe(200);
    expect(shard.opened).toEqual(["first-primary"]);
    expect(buyer.cookies.has(BOOKMARK_COOKIE)).toBe(false);

    // The checkout writes the order: its bookmark goes to the buyer.
    shard.opened.length = 0;
    const res = await buyer.post(CHECKOUT, checkoutBody());
    expect(res.status).toBe(200);
    expect(shard.opened).toEqual(["first-primary"]);
    expect(decodeURIComponent(buyer.cookies.get(BOOKMARK_COOKIE) ?? "")).toBe(`DB_SHARD_1:${BOOKMARK}`);

    // The order page reads from that bookmark on.
    shard.opened.length = 0;
    const { redirect } = (await res.json()) as { redirect: string };
    expect((await buyer.fetch(redirect)).status).toBe(200);
    expect(shard.opened).toEqual([BOOKMARK]);
  });

  it("leaves the owner panel's API on the primary, with no bookmark", async () => {
    const shard = recordingShard(BOOKMARK);
    const owner = new Visitor(BETA.origin, shard);
    const res = await owner.fetch("/api/owner/products", { headers: OWNER });
    expect(res.status).toBe(200);
    expect(shard.opened).toEqual([]);
  });

  it("ignores a bookmark of another shard, or one not shaped like D1's", async () => {
    for (const cookie of [`DB:${BOOKMARK}`, "DB_SHARD_1:'; drop table orders", "DB_SHARD_1"]) {
      const shard = recordingShard(BOOKMARK);
      const visitor = new Visitor(BETA.origin, shard);
      visitor.cookies.set(BOOKMARK_COOKIE, encodeURIComponent(cookie));
      expect((await visitor.fetch(`/shop/${BETA.product.urlId}`)).status).toBe(200);
      expect(shard.opened).toEqual(["first-unconstrained"]);
    }
  });
});
