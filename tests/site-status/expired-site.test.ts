// An expired site: visitors get the expired notice (503, never cached) instead of the store, the
// store's calls refuse, the owner panel keeps working and shows the state; a trial whose last day
// has passed is expired by the cron, and renewing brings the store back at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { runScheduled } from "../../worker/scheduled";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

const DAY = 86_400_000;
const admin = new Owner();

async function setSite(values: { status?: number; siteType?: string; expiresOn?: number | null }) {
  const site = await env.DB.prepare(
    "SELECT status, site_type, expires_on FROM websites WHERE id = 'site_demo'",
  ).first<{
    status: number;
    site_type: string;
    expires_on: number | null;
  }>();
  await env.DB.prepare("UPDATE websites SET status = ?, site_type = ?, expires_on = ? WHERE id = 'site_demo'")
    .bind(
      values.status ?? site!.status,
      values.siteType ?? site!.site_type,
      values.expiresOn === undefined ? site!.expires_on : values.expiresOn,
    )
    .run();
  forgetAllWebsites(); // as other isolates would, a second later
}

const version = async () =>
  (await env.DB.prepare("SELECT content_version AS v FROM websites WHERE id = 'site_demo'").first<{
    v: number;
  }>())!.v;

const cron = () =>
  runScheduled({ scheduledTime: Date.now(), cron: "* * * * *", noRetry() {} } as ScheduledController, env);

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  await addContributor("expiry-admin@example.com", ContributorRole.ADMIN);
  expect((await admin.signIn("expiry-admin@example.com")).status).toBe(200);
});

describe("an expired site", () => {
  it("shows visitors the expired notice, not the store, with 503 and no caching, even after a cached visit", async () => {
    await setSite({ status: 8, siteType: "website" });
    const before = await new Visitor().fetch("/shop");
    expect(before.status).toBe(200);
    await new Visitor().fetch("/shop"); // now in the edge cache
    const versionBefore = await version();

    await setSite({ status: 1 });
    expect(await version()).toBeGreaterThan(versionBefore);
    for (const path of ["/", "/shop", "/shop/linen-field-shirt", "/no-such-page"]) {
      const res = await new Visitor().fetch(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-cache")).toBeNull();
      const html = await res.text();
      expect(html).toContain("<h1>This site is not available</h1>");
      expect(html).toContain(
        "<p>This site has expired. If it is yours, sign in to renew it and it will be back at once.</p>",
      );
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain("Linen Field Shirt");
    }
  });

  it("refuses the store's visitor calls with a message, and keeps the panel and files working", async () => {
    await setSite({ status: 1, siteType: "website" });
    const cart = await new Visitor().fetch("/api/commerce/shopping-cart");
    expect(cart.status).toBe(503);
    expect(await cart.json()).toEqual({
      message: "This site has expired and is not taking orders or messages.",
    });
    const comment = await new Visitor().post("/api/content/items/any/comments", {
      name: "Ada",
      text: "Hello",
    });
    expect(comment.status).toBe(503);

    const session = await admin.fetch("/api/owner/session");
    expect(session.status).toBe(200);
    const { site } = (await session.json()) as { site: { expired: boolean; statusName: string } };
    expect(site).toMatchObject({ expired: true, statusName: "expired" });
    expect((await admin.fetch("/api/owner/pages")).status).toBe(200);
    expect((await admin.fetch("/config")).status).toBe(200);
  });

  it("keeps a parking page or cover page up whatever its status", async () => {
    await setSite({ status: 1, siteType: "cover-page" });
    const res = await new Visitor().fetch("/");
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("This site is not available");
    await setSite({ siteType: "website" });
    expect((await new Visitor().fetch("/")).status).toBe(503);
  });

  it("comes back at once when renewed", async () => {
    await setSite({ status: 1, siteType: "website" });
    expect((await new Visitor().fetch("/shop")).status).toBe(503);
    await setSite({ status: 8 });
    const res = await new Visitor().fetch("/shop");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Linen Field Shirt");
  });
});

describe("a trial", () => {
  it("tells the owner the days remaining", async () => {
    await setSite({ status: 3, siteType: "website", expiresOn: Date.now() + 3 * DAY });
    const res = await admin.fetch("/api/owner/session");
    const { site } = (await res.json()) as { site: { trialDaysRemaining: number; expired: boolean } };
    expect(site.expired).toBe(false);
    // Three days from now in the site's time zone: 3 or 4 remain depending on the hour; + 1 for today.
    expect(site.trialDaysRemaining).toBe(4);
  });

  it("is expired by the cron once its last day has passed, and not before", async () => {
    await setSite({ status: 3, siteType: "website", expiresOn: Date.now() - 60_000 });
    // Expired a minute ago: still its last day in most hours; the cron leaves a day with any left.
    const today = await admin.fetch("/api/owner/session");
    const remaining = ((await today.json()) as { site: { trialDaysRemaining: number } }).site
      .trialDaysRemaining;
    await cron();
    forgetAllWebsites();
    expect((await new Visitor().fetch("/")).status).toBe(remaining === 0 ? 503 : 200);

    await setSite({ status: 3, expiresOn: Date.now() - 2 * DAY });
    await cron();
    forgetAllWebsites();
    const status = await env.DB.prepare("SELECT status FROM websites WHERE id = 'site_demo'").first<{
      status: number;
    }>();
    expect(status!.status).toBe(1);
    const res = await new Visitor().fetch("/");
    expect(res.status).toBe(503);
    const session = await admin.fetch("/api/owner/session");
    expect(
      ((await session.json()) as { site: { trialDaysRemaining: null } }).site.trialDaysRemaining,
    ).toBeNull();
  });
});

describe("a new site", () => {
  it("starts a 14-day trial: 15 days remaining on the day it is made", async () => {
    const res = await new Visitor().post("/api/owner/sign-up", {
      email: "trial-owner@example.com",
      password: "correct horse battery",
      siteName: "trialsite",
      siteTitle: "Trial Site",
      template: "blank",
    });
    expect(res.status).toBe(201);
    const { websiteId } = (await res.json()) as { websiteId: string };
    const row = await env.DB.prepare("SELECT status, expires_on FROM websites WHERE id = ?")
      .bind(websiteId)
      .first<{ status: number; expires_on: number }>();
    expect(row!.status).toBe(3);
    expect(row!.expires_on - Date.now()).toBeGreaterThan(14 * DAY - 60_000);
    expect(row!.expires_on - Date.now()).toBeLessThanOrEqual(14 * DAY);
  });
});
