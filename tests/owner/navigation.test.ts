// The site's main navigation from the panel (spec section 7): GetSiteLayout lists the theme's
// navigations with the main one's links; UpdateNavigation sets its pages in order, refuses any
// other navigation with 'Unable to find site main navigation', and the storefront shows the change
// at once (the content version moves).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_CONTACT_ID, DEMO_HOME_ID, DEMO_SHOP_ID } from "../../worker/seed/demo-data";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const LAYOUT = "/api/commondata/GetSiteLayout";
const UPDATE = "/api/widget/UpdateNavigation";
const admin = new Owner();
const storeManager = new Owner();

const update = (owner: Owner, items: unknown[], fieldName = "mainNav", templateId = "default") =>
  owner.post(UPDATE, { fieldName, templateId, navigation: { items } });

const pages = (...ids: string[]) => ids.map((collectionId) => ({ collectionId }));

async function navLinks(): Promise<string[]> {
  const html = await (await new Visitor().fetch("/")).text();
  const nav = /<nav class="site-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
  return [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("nav-admin@example.com", ContributorRole.ADMIN);
  await addContributor("nav-store@example.com", ContributorRole.STORE_MANAGER);
  expect((await admin.signIn("nav-admin@example.com")).status).toBe(200);
  expect((await storeManager.signIn("nav-store@example.com")).status).toBe(200);
});

describe("site layout", () => {
  it("lists the theme's main navigation with its pages in order", async () => {
    const res = await admin.fetch(LAYOUT);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      templateId: string;
      layout: { identifier: string; links: unknown[] }[];
    };
    expect(body.templateId).toBe("default");
    expect(body.layout[0]).toMatchObject({
      identifier: "mainNav",
      title: "Main Navigation",
      links: [
        { collectionId: DEMO_HOME_ID, title: "Home", url: "/", enabled: true },
        { collectionId: DEMO_SHOP_ID, title: "Shop", url: "/shop", enabled: true },
        { collectionId: DEMO_CONTACT_ID, title: "Contact", url: "/contact", enabled: true },
      ],
    });
  });

  it("needs a session", async () => {
    expect((await new Visitor().fetch(LAYOUT)).status).toBe(401);
  });
});

describe("navigation update", () => {
  it("reorders and removes pages, and the storefront shows it at once", async () => {
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
    const res = await update(admin, pages(DEMO_SHOP_ID, DEMO_HOME_ID));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { layout: { links: { collectionId: string }[] }[] };
    expect(body.layout[0]!.links.map((l) => l.collectionId)).toEqual([DEMO_SHOP_ID, DEMO_HOME_ID]);
    expect(await navLinks()).toEqual(["/shop", "/"]);
    // Back as the demo has it, for the other tests.
    expect((await update(admin, pages(DEMO_HOME_ID, DEMO_SHOP_ID, DEMO_CONTACT_ID))).status).toBe(200);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("answers 'Unable to find site main navigation' for another navigation or template", async () => {
    for (const res of [
      await update(admin, pages(DEMO_HOME_ID), "footerNav"),
      await update(admin, pages(DEMO_HOME_ID), "mainNav", "no-such-template"),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Unable to find site main navigation" });
    }
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("refuses unknown pages, repeats, links and folders with a message, changing nothing", async () => {
    const cases: [unknown[], string][] = [
      [pages(DEMO_HOME_ID, "col_nope"), "This site has no page with the id col_nope."],
      [pages(DEMO_HOME_ID, DEMO_HOME_ID), "A page can be in the navigation only once."],
      [
        [{ externalLink: { url: "https://example.com" } }],
        "The main navigation holds this site's pages for now; links, member areas and folders come with the navigation editor.",
      ],
      [
        [{ collectionId: DEMO_HOME_ID, children: [] }],
        "The main navigation holds this site's pages for now; links, member areas and folders come with the navigation editor.",
      ],
    ];
    for (const [items, message] of cases) {
      const res = await update(admin, items);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const malformed = await admin.fetch(UPDATE, {
      method: "POST",
      headers: { "content-type": "application/json", origin: admin.origin },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("is for roles that edit content, with the session's xsrf token", async () => {
    const res = await update(storeManager, pages(DEMO_HOME_ID));
    expect(res.status).toBe(403);
    const noToken = await admin.post(
      UPDATE,
      { fieldName: "mainNav", templateId: "default", navigation: { items: [] } },
      {
        "x-xsrf-token": "wrong",
      },
    );
    expect(noToken.status).toBe(403);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });
});
