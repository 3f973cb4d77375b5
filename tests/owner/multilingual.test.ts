// The site's languages (GET /api/multilingual/settings, /status, /languages; PUT /languages;
// DELETE /connection) and a page's translations: BCP 47 tags, each other language under its own
// URL prefix with a language switcher, translated titles in the navigation, live at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { translatedPage } from "../../worker/db/translations";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_CONTACT_ID, DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const API = "/api/multilingual";
const admin = new Owner();
const editor = new Owner();
const viewer = new Owner();
const db = () => createDb(env.DB);
const version = async () => (await readContentVersion(db(), DEMO_WEBSITE_ID))!;
const setLanguages = (owner: Owner, languages: unknown) => owner.put(`${API}/languages`, { languages });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

beforeAll(async () => {
  await ensureDemoSeed(db());
  await addContributor("ml-admin@example.com", ContributorRole.ADMIN);
  await addContributor("ml-editor@example.com", ContributorRole.EDITOR);
  await addContributor("ml-viewer@example.com", ContributorRole.VIEWER);
  for (const [owner, email] of [
    [admin, "ml-admin@example.com"],
    [editor, "ml-editor@example.com"],
    [viewer, "ml-viewer@example.com"],
  ] as const) {
    expect((await owner.signIn(email)).status).toBe(200);
  }
});

describe("multilingual", () => {
  it("starts with the main language only, not connected", async () => {
    expect(await (await admin.fetch(`${API}/languages`)).json()).toEqual({
      mainLanguage: { code: "en-US", name: "American English", urlPrefix: "" },
      languages: [],
    });
    const status = (await (await admin.fetch(`${API}/status`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ connected: false, connectedOn: null, languages: [] });
    const settings = (await (await admin.fetch(`${API}/settings`)).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ urlStrategy: "prefix", languageSwitcher: false, languages: [] });
    expect(await (await new Visitor().fetch("/")).text()).not.toContain('class="language-switcher"');
    expect((await new Visitor().fetch("/fr/")).status).toBe(404);
  });

  it("saves languages as canonical BCP 47 tags and serves each under its prefix at once", async () => {
    const before = await version();
    const res = await setLanguages(admin, ["fr", "pt-br"]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      mainLanguage: { code: "en-US", name: "American English", urlPrefix: "" },
      languages: [
        { code: "fr", name: "Français", urlPrefix: "/fr" },
        { code: "pt-BR", name: "Português (Brasil)", urlPrefix: "/pt-br" },
      ],
    });
    expect(await version()).toBeGreaterThan(before);
    const status = (await (await admin.fetch(`${API}/status`)).json()) as {
      connected: boolean;
      languages: unknown[];
    };
    expect(status.connected).toBe(true);
    expect(status.languages).toEqual([
      { code: "fr", translatedPages: 0 },
      { code: "pt-BR", translatedPages: 0 },
    ]);

    const home = await (await new Visitor().fetch("/")).text();
    expect(home).toContain('<nav class="language-switcher" aria-label="Language">');
    expect(home).toContain('<a href="/fr/" hreflang="fr" lang="fr">Français</a>');
    const french = await new Visitor().fetch("/fr/shop");
    expect(french.status).toBe(200);
    const frenchHtml = await french.text();
    expect(frenchHtml).toContain('<html lang="fr">');
    expect(frenchHtml).toContain('<a href="/fr/contact">Contact</a>');
    expect(frenchHtml).toContain('<a href="/shop" hreflang="en-US" lang="en-US">American English</a>');
    const bare = await new Visitor().fetch("/fr", { redirect: "manual" });
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/fr/");
    expect((await new Visitor().fetch("/pt-br/")).status).toBe(200);
  });

  it("keeps a page's translation and shows its titles on that language's pages only", async () => {
    const before = await version();
    const put = await editor.put(`${API}/pages/${DEMO_CONTACT_ID}/FR`, {
      title: "Nous contacter",
      navigationTitle: "Contact FR",
      document: {
        sections: [{ id: "s1", blocks: [{ id: "q1", type: "quote", quote: "Écrivez-nous", source: "" }] }],
      },
    });
    expect(put.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    expect(await translatedPage(db(), DEMO_WEBSITE_ID, DEMO_CONTACT_ID, "fr")).toMatchObject({
      title: "Nous contacter",
      navigationTitle: "Contact FR",
      document: { sections: [{ id: "s1", blocks: [{ id: "q1", type: "quote", quote: "Écrivez-nous" }] }] },
    });
    const got = await admin.fetch(`${API}/pages/${DEMO_CONTACT_ID}/fr`);
    expect(await got.json()).toMatchObject({ language: "fr", title: "Nous contacter" });

    const fr = await (await new Visitor().fetch("/fr/contact")).text();
    expect(fr).toContain('<a href="/fr/contact" aria-current="page">Contact FR</a>');
    expect(fr).toContain("<title>Nous contacter");
    // The translated layout replaces the main language's on the French page only.
    expect(fr).toContain("Écrivez-nous");
    const en = await (await new Visitor().fetch("/contact")).text();
    expect(en).toContain('<a href="/contact" aria-current="page">Contact</a>');
    expect(en).not.toContain("Écrivez-nous");
    const status = (await (await admin.fetch(`${API}/status`)).json()) as { languages: unknown[] };
    expect(status.languages).toContainEqual({ code: "fr", translatedPages: 1 });
  });

  it("refuses tags that are not languages, repeats and the main language, with a message", async () => {
    const before = await version();
    const cases: [unknown, number, string][] = [
      [["klingon!"], 400, "klingon! is not a language tag (BCP 47), such as fr or pt-BR."],
      [["fr", "FR"], 400, "Each language can be added only once."],
      [["en-us"], 400, "en-US is already the site's main language."],
      [
        Array.from({ length: 11 }, (_, i) => `x${String.fromCharCode(97 + i)}`),
        400,
        "A site offers at most 10 languages besides its main one.",
      ],
    ];
    for (const [languages, status, text] of cases) {
      const res = await setLanguages(admin, languages);
      expect(res.status).toBe(status);
      expect(await message(res)).toContain(text);
    }
    const notSite = await editor.put(`${API}/pages/${DEMO_CONTACT_ID}/de`, { title: "Kontakt" });
    expect(notSite.status).toBe(400);
    expect(await message(notSite)).toBe("de is not one of this site's other languages.");
    const noPage = await editor.put(`${API}/pages/col_nope/fr`, { title: "Rien" });
    expect(noPage.status).toBe(404);
    expect(await message(noPage)).toBe("This site has no page with the id col_nope.");
    const badLayout = await editor.put(`${API}/pages/${DEMO_CONTACT_ID}/fr`, {
      title: "Contact",
      document: { sections: [{ id: "s", blocks: [{ id: "x", type: "marquee" }] }] },
    });
    expect(badLayout.status).toBe(400);
    const noTitle = await editor.put(`${API}/pages/${DEMO_CONTACT_ID}/fr`, { title: "" });
    expect(noTitle.status).toBe(400);
    expect(await message(noTitle)).toContain("Please enter the page's translated title.");
    expect(await version()).toBe(before);
  });

  it("is for signed-in owners; languages need the settings permission, translations the publish one", async () => {
    for (const path of ["settings", "status", "languages"]) {
      expect((await new Visitor().fetch(`${API}/${path}`)).status).toBe(401);
    }
    expect((await setLanguages(new Owner(), ["de"])).status).toBe(401);
    for (const res of [
      await setLanguages(editor, ["de"]),
      await editor.delete(`${API}/connection`),
      await viewer.put(`${API}/pages/${DEMO_CONTACT_ID}/fr`, { title: "Non" }),
    ]) {
      expect(res.status).toBe(403);
      expect(await message(res)).toBe("Your role on this site does not allow this.");
    }
    const languages = (await (await admin.fetch(`${API}/languages`)).json()) as { languages: unknown[] };
    expect(languages.languages).toHaveLength(2);
  });

  it("disconnects: back to the main language only, the translations kept for a reconnection", async () => {
    const before = await version();
    const res = await admin.delete(`${API}/connection`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { languages: unknown[] }).languages).toEqual([]);
    expect(await version()).toBeGreaterThan(before);
    expect((await new Visitor().fetch("/fr/contact")).status).toBe(404);
    expect(await (await new Visitor().fetch("/")).text()).not.toContain('class="language-switcher"');
    const again = await admin.delete(`${API}/connection`);
    expect(again.status).toBe(404);
    expect(await message(again)).toBe("This site offers no other language to disconnect.");

    expect((await setLanguages(admin, ["fr"])).status).toBe(200);
    expect(await (await new Visitor().fetch("/fr/contact")).text()).toContain("Contact FR");
    expect((await admin.delete(`${API}/connection`)).status).toBe(200);
  });
});
