// Two sites on two shards (docs/shards.md): each sees only its own products and orders, through its
// pages and the owner API; its rows are in its shard's database and absent from the other's; and
// the background work a shard-1 site causes (its order email, its analytics, its webhook delivery,
// the cron) reads and writes shard 1 only.
import { env } from "cloudflare:workers";
import { createScheduledController } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebsiteStatus } from "../../worker/db/schema";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { runScheduled } from "../../worker/scheduled";
import { CHECKOUT, checkoutBody } from "../orders/fixtures";
import { eventually, fakeReceiver, RECEIVER } from "../connections/helpers";
import { Visitor } from "../worker/helpers";
import {
  ALPHA,
  BETA,
  makeSite,
  otherBindingOf,
  OWNER,
  rowsOf,
  shardBindingOf,
  type ShardSite,
} from "./helpers";

const SITES = [ALPHA, BETA];
const otherOf = (s: ShardSite) => (s === ALPHA ? BETA : ALPHA);
const buyerOf = (s: ShardSite) => `buyer-${s.id}@example.com`;

let receiver: ReturnType<typeof fakeReceiver>;
/** Each site's order, placed through its own host. */
const placed = new Map<string, { orderId: string; redirect: string }>();

beforeAll(async () => {
  receiver = fakeReceiver();
  for (const site of SITES) await makeSite(site);
  for (const site of SITES) {
    // The site's webhook for placed orders, added through its owner API.
    const hook = await new Visitor(site.origin).post(
      "/api/owner/connections/automation/endpoints",
      { url: `${RECEIVER}/${site.id}`, events: ["order.placed"] },
      OWNER,
    );
    expect(hook.status).toBe(201);
    const buyer = new Visitor(site.origin);
    expect((await buyer.add(site.product.itemId, site.product.sku, 1)).status).toBe(200);
    const res = await buyer.post(CHECKOUT, checkoutBody({ email: buyerOf(site) }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { orderId: string; redirect: string };
    placed.set(site.id, body);
  }
});

afterAll(() => receiver.restore());

describe("two sites on two shards", () => {
  it("are listed in the site directory with their shards, which only shard 0 holds", async () => {
    const rows = await env.DB.prepare(
      "select host, website_id as websiteId, shard from site_directory where website_id in (?, ?) order by host",
    )
      .bind(ALPHA.id, BETA.id)
      .all();
    expect(rows.results).toEqual([
      { host: "alpha.localhost", websiteId: ALPHA.id, shard: "DB" },
      { host: "beta.localhost", websiteId: BETA.id, shard: "DB_SHARD_1" },
    ]);
    expect(await env.DB_SHARD_1.prepare("select count(*) as n from site_directory").first("n")).toBe(0);
  });

  it("each show their own product page and not the other's", async () => {
    for (const site of SITES) {
      const own = await new Visitor(site.origin).fetch(`/shop/${site.product.urlId}`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain(site.product.title);
      const other = await new Visitor(site.origin).fetch(`/shop/${otherOf(site).product.urlId}`);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain(otherOf(site).product.title);
    }
  });

  it("each list only their own products and orders in the owner API", async () => {
    for (const site of SITES) {
      const owner = new Visitor(site.origin);
      const { products } = (await (await owner.fetch("/api/owner/products", { headers: OWNER })).json()) as {
        products: { title: string }[];
      };
      const titles = products.map((p) => p.title);
      expect(titles).toContain(site.product.title);
      expect(titles).not.toContain(otherOf(site).product.title);
      const { orders } = (await (await owner.fetch("/api/owner/orders", { headers: OWNER })).json()) as {
        orders: { id: string }[];
      };
      expect(orders.map((o) => o.id)).toEqual([placed.get(site.id)!.orderId]);
    }
  });

  it("show each buyer their order page on their own site only", async () => {
    for (const site of SITES) {
      const { redirect } = placed.get(site.id)!;
      expect((await new Visitor(site.origin).fetch(redirect)).status).toBe(200);
      expect((await new Visitor(otherOf(site).origin).fetch(redirect)).status).toBe(404);
    }
  });

  it("keep each site's rows in its shard's database and none in the other's", async () => {
    for (const site of SITES) {
      const own = shardBindingOf(site);
      const other = otherBindingOf(site);
      expect(await rowsOf(own, "websites", site.id, "id")).toBe(1);
      expect(await rowsOf(other, "websites", site.id, "id")).toBe(0);
      for (const table of [
        "website_hosts",
        "products",
        "product_variants",
        "site_contributors",
        "orders",
        "email_outbox",
        "webhook_endpoints",
        "webhook_deliveries",
      ]) {
        expect({ table, rows: (await rowsOf(own, table, site.id)) > 0 }).toEqual({ table, rows: true });
        expect({ table, rows: await rowsOf(other, table, site.id) }).toEqual({ table, rows: 0 });
      }
    }
  });
});

describe("a shard-1 site's background work", () => {
  it("sends its order email from shard 1's outbox", async () => {
    await eventually(async () => {
      const row = await env.DB_SHARD_1.prepare(
        'select status from email_outbox where website_id = ? and "to" = ?',
      )
        .bind(BETA.id, buyerOf(BETA))
        .first<string>("status");
      return row === "sent";
    });
    expect(await rowsOf(env.DB, "email_outbox", BETA.id)).toBe(0);
  });

  it("counts its purchase in shard 1's analytics", async () => {
    await eventually(async () => (await rowsOf(env.DB_SHARD_1, "analytics_rollups", BETA.id)) > 0);
    expect(await rowsOf(env.DB, "analytics_rollups", BETA.id)).toBe(0);
    expect(await rowsOf(env.DB, "analytics_processed", BETA.id)).toBe(0);
  });

  it("delivers its webhook from shard 1's delivery log", async () => {
    await eventually(async () => receiver.received.some((r) => r.url === `${RECEIVER}/${BETA.id}`));
    await eventually(async () => {
      const status = await env.DB_SHARD_1.prepare(
        "select status from webhook_deliveries where website_id = ?",
      )
        .bind(BETA.id)
        .first<string>("status");
      return status === "succeeded";
    });
    const body = JSON.parse(receiver.received.find((r) => r.url === `${RECEIVER}/${BETA.id}`)!.body) as {
      data: { order: { id: string } };
    };
    expect(JSON.stringify(body)).toContain(placed.get(BETA.id)!.orderId);
  });

  it("has the cron end its trial on shard 1", async () => {
    const past = Date.now() - 3 * 86_400_000;
    await env.DB_SHARD_1.prepare("update websites set expires_on = ? where id = ?").bind(past, BETA.id).run();
    await runScheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env);
    expect(
      await env.DB_SHARD_1.prepare("select status from websites where id = ?").bind(BETA.id).first("status"),
    ).toBe(WebsiteStatus.EXPIRED);
    forgetAllWebsites();
  });
});
