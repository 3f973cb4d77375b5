// The site's navigations from the panel (spec section 7): GetSiteLayout lists the theme's
// navigations (main and footer) with their items; UpdateNavigation sets one of them to pages, links
// and folders, refuses an unknown navigation with 'Unable to find site main navigation', and the
// storefront shows the change at once (the content version moves).
// Changed on purpose with the navigation editor: links and folders are now accepted (they were
// refused), the footer navigation exists (it was the example of an unknown one), and an update needs
// the permission to publish, since it is live at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_CONTACT_ID, DEMO_HOME_ID, DEMO_SHOP_ID, DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const LAYOUT = "/api/commondata/GetSiteLayout";
const UPDATE = "/api/widget/UpdateNavigation";
const admin = new Owner();
const storeManager = new Owner();
const draftEditor = new Owner();

const update = (owner: Owner, items: unknown[], fieldName = "mainNav", templateId = "default") =>
  owner.post(UPDATE, { fieldName, templateId, navigation: { items } });

const pages = (...ids: string[]) => ids.map((collectionId) => ({ collectionId }));
const DEMO_NAV = pages(DEMO_HOME_ID, DEMO_SHOP_ID, DEMO_CONTACT_ID);

async function homeHtml(): Promise<string> {
  return (await new Visitor().fetch("/")).text();
}

function linksIn(html: string, navClass: string): string[] {
  const nav = new RegExp(`<nav class="${navClass}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
}

const navLinks = async () => linksIn(await homeHtml(), "site-nav");
const version = async () => (await readContentVersion(createDb(env.DB), DEMO_WEBSITE_ID))!;

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("nav-admin@example.com", ContributorRole.ADMIN);
  await addContributor("nav-store@example.com", ContributorRole.STORE_MANAGER);
  await addContributor("nav-draft@example.com", ContributorRole.DRAFT_EDITOR);
  expect((await admin.signIn("nav-admin@example.com")).status).toBe(200);
  expect((await storeManager.signIn("nav-store@example.com")).status).toBe(200);
  expect((await draftEditor.signIn("nav-draft@example.com")).status).toBe(200);
});

describe("site layout", () => {
  it("lists the theme's navigations, the main one first with its pages in order", async () => {
    const res = await admin.fetch(LAYOUT);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      templateId: string;
      layout: { identifier: string; links: unknown[] }[];
    };
    expect(body.templateId).toBe("default");
    expect(body.layout[0]).toEqual({
      identifier: "mainNav",
      title: "Main Navigation",
      links: [
        { collectionId: DEMO_HOME_ID, title: "Home", url: "/", enabled: true },
        { collectionId: DEMO_SHOP_ID, title: "Shop", url: "/shop", enabled: true },
        { collectionId: DEMO_CONTACT_ID, title: "Contact", url: "/contact", enabled: true },
      ],
    });
    expect(body.layout[1]).toEqual({ identifier: "footerNav", title: "Footer Navigation", links: [] });
  });

  it("lists every page of the site for the editor's Add page, those in no navigation too", async () => {
    const made = await admin.post("/api/owner/pages", { title: "Dye house" });
    expect(made.status).toBe(201);
    const { page } = (await made.json()) as { page: { id: string; fullUrl: string } };
    const body = (await (await admin.fetch(LAYOUT)).json()) as {
      layout: { links: { collectionId?: string }[] }[];
      pages: { collectionId: string; title: string; url: string; enabled: boolean }[];
    };
    expect(body.layout.flatMap((nav) => nav.links.map((l) => l.collectionId))).not.toContain(page.id);
    expect(body.pages).toContainEqual({
      collectionId: page.id,
      title: "Dye house",
      url: page.fullUrl,
      enabled: false,
    });
    expect(body.pages.map((p) => p.collectionId)).toEqual(
      expect.arrayContaining([DEMO_HOME_ID, DEMO_SHOP_ID, DEMO_CONTACT_ID]),
    );
    expect((await admin.delete(`/api/owner/pages/${page.id}`)).status).toBe(204);
  });

  it("needs a session", async () => {
    expect((await new Visitor().fetch(LAYOUT)).status).toBe(401);
  });
});

describe("navigation update", () => {
  it("reorders and removes pages, bumps the content version, and the storefront shows it at once", async () => {
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
    // The home page is now in the edge cache: the change must still show on the next request.
    expect((await new Visitor().fetch("/")).headers.get("x-cache")).toBe("HIT");
    const before = await version();
    const res = await update(admin, pages(DEMO_SHOP_ID, DEMO_HOME_ID));
    expect(res.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const body = (await res.json()) as { layout: { links: { collectionId: string }[] }[] };
    expect(body.layout[0]!.links.map((l) => l.collectionId)).toEqual([DEMO_SHOP_ID, DEMO_HOME_ID]);
    expect(await navLinks()).toEqual(["/shop", "/"]);
    // Back as the demo has it, for the other tests.
    expect((await update(admin, DEMO_NAV)).status).toBe(200);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("holds links and folders, and a visitor's header shows each folder behaviour", async () => {
    const items = [
      pages(DEMO_HOME_ID)[0],
      { externalLink: { title: "Journal", url: "https://journal.example.com/", newWindow: true } },
      { folder: { title: "Shop all", folderBehavior: 2 }, children: pages(DEMO_SHOP_ID) },
      {
        folder: { title: "About us", folderBehavior: 1 },
        children: [...pages(DEMO_CONTACT_ID), { externalLink: { title: "Map", url: "/contact#map" } }],
      },
      {
        folder: { title: "More", folderBehavior: 3 },
        children: [{ externalLink: { title: "Mail", url: "mailto:hi@example.com" } }],
      },
    ];
    const res = await update(admin, items);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { layout: { links: unknown[] }[] };
    expect(body.layout[0]!.links[1]).toEqual({
      externalLink: { title: "Journal", url: "https://journal.example.com/", newWindow: true },
      title: "Journal",
      url: "https://journal.example.com/",
    });
    expect(body.layout[0]!.links[2]).toMatchObject({ title: "Shop all", url: "/shop" });
    expect(body.layout[0]!.links[3]).toMatchObject({ title: "About us", url: "/about-us" });
    expect(body.layout[0]!.links[4]).toMatchObject({ title: "More", url: null });

    const html = await homeHtml();
    // Redirect: the folder goes to its first page; index: its own page; none: no link, a list only.
    expect(linksIn(html, "site-nav")).toEqual([
      "/",
      "https://journal.example.com/",
      "/shop",
      "/shop",
      "/about-us",
      "/contact",
      "/contact#map",
      "mailto:hi@example.com",
    ]);
    expect(html).toContain(
      '<a href="https://journal.example.com/" target="_blank" rel="noopener">Journal</a>',
    );
    expect(html).toContain("<details><summary>More</summary>");
    const folderPage = await new Visitor().fetch("/about-us");
    expect(folderPage.status).toBe(200);
    const folderHtml = await folderPage.text();
    expect(folderHtml).toContain("<h1>About us</h1>");
    expect(linksIn(folderHtml, "folder-index")).toEqual(["/contact", "/contact#map"]);

    expect((await update(admin, DEMO_NAV)).status).toBe(200);
    expect((await new Visitor().fetch("/about-us")).status).toBe(404);
  });

  it("saves the footer navigation, shown in the footer", async () => {
    const res = await update(
      admin,
      [{ externalLink: { title: "Terms", url: "/terms" } }, ...pages(DEMO_CONTACT_ID)],
      "footerNav",
    );
    expect(res.status).toBe(200);
    expect(linksIn(await homeHtml(), "footer-nav")).toEqual(["/terms", "/contact"]);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
    expect((await update(admin, [], "footerNav")).status).toBe(200);
    expect(linksIn(await homeHtml(), "footer-nav")).toEqual([]);
  });

  it("answers 'Unable to find site main navigation' for another navigation or template", async () => {
    for (const res of [
      await update(admin, pages(DEMO_HOME_ID), "sideNav"),
      await update(admin, pages(DEMO_HOME_ID), "mainNav", "no-such-template"),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Unable to find site main navigation" });
    }
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("refuses unknown pages, repeats, nested folders, member areas and bad links with a message, changing nothing", async () => {
    const before = await version();
    const cases: [unknown[], string][] = [
      [pages(DEMO_HOME_ID, "col_nope"), "This site has no page with the id col_nope."],
      [pages(DEMO_HOME_ID, DEMO_HOME_ID), "A page can be in the navigation only once."],
      [
        [
          ...pages(DEMO_HOME_ID),
          { folder: { title: "F", folderBehavior: 3 }, children: pages(DEMO_HOME_ID) },
        ],
        "A page can be in the navigation only once.",
      ],
      [
        [
          {
            folder: { title: "F", folderBehavior: 3 },
            children: [{ folder: { title: "G", folderBehavior: 3 }, children: [] }],
          },
        ],
        "A folder holds pages and links, not other folders.",
      ],
      [[{ memberAreaId: "area_1" }], "Member areas cannot be added to a navigation on this site."],
      [
        [{ externalLink: { title: "Bad", url: "javascript:alert(1)" } }],
        "A link's address starts with https://, http://, mailto:, tel: or / and is at most 2083 characters.",
      ],
      [[{ externalLink: { title: " ", url: "/x" } }], "Please give the link a title."],
      [
        [{ folder: { title: "F", folderBehavior: 4 }, children: [] }],
        "A folder's behaviour is 1 (index), 2 (redirect to its first page) or 3 (none).",
      ],
      [
        [{ folder: { title: "Shop", folderBehavior: 1 }, children: [] }],
        "The address /shop is already a page of this site.",
      ],
      [
        [{ folder: { title: "Search", folderBehavior: 1 }, children: [] }],
        "/search is an address of the site itself (its cart, checkout, search or files). Choose another URL.",
      ],
      [
        [{ collectionId: DEMO_HOME_ID, children: [] }],
        "A navigation item is a page (collectionId), a link (externalLink) or a folder (folder with children).",
      ],
      [
        Array.from({ length: 101 }, (_, i) => ({ externalLink: { title: `L${i}`, url: `/l${i}` } })),
        "A navigation holds at most 100 items, folders' pages included.",
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
    expect(await version()).toBe(before);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });

  it("is for roles that publish content, with the session's xsrf token; a visitor is refused", async () => {
    expect((await update(new Owner(), pages(DEMO_HOME_ID))).status).toBe(401);
    for (const owner of [storeManager, draftEditor]) {
      const res = await update(owner, pages(DEMO_HOME_ID));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
    }
    const noToken = await admin.post(
      UPDATE,
      { fieldName: "mainNav", templateId: "default", navigation: { items: [] } },
      { "x-xsrf-token": "wrong" },
    );
    expect(noToken.status).toBe(403);
    expect(await navLinks()).toEqual(["/", "/shop", "/contact"]);
  });
});
