// Links and folders in the visitor's language: the owner gives a link's or a folder's title in the
// site's other languages (titles in the navigation item, saved with UpdateNavigation), and a visitor
// on that language's pages sees it; the main language and languages without one keep the title.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { ContributorRole } from "../../worker/owner/roles";
import { DEMO_CONTACT_ID, DEMO_HOME_ID, DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const LAYOUT = "/api/commondata/GetSiteLayout";
const UPDATE = "/api/widget/UpdateNavigation";
const admin = new Owner();
const update = (items: unknown[]) =>
  admin.post(UPDATE, { fieldName: "mainNav", templateId: "default", navigation: { items } });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

function navIn(html: string): string {
  return /<nav class="site-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
}

const items = [
  { collectionId: DEMO_HOME_ID },
  {
    externalLink: {
      title: "Journal",
      url: "https://journal.example.com/",
      titles: { fr: "Le journal", "pt-br": "" },
    },
  },
  {
    folder: { title: "About us", folderBehavior: 1, titles: { FR: "À propos" } },
    children: [
      { collectionId: DEMO_CONTACT_ID },
      { externalLink: { title: "Map", url: "/contact#map", titles: { fr: "Plan" } } },
    ],
  },
  {
    folder: { title: "More", folderBehavior: 3, titles: { "pt-BR": "Mais" } },
    children: [{ externalLink: { title: "Mail", url: "mailto:hi@example.com" } }],
  },
];

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("navtr-admin@example.com", ContributorRole.ADMIN);
  expect((await admin.signIn("navtr-admin@example.com")).status).toBe(200);
  expect((await admin.put("/api/multilingual/languages", { languages: ["fr", "pt-BR"] })).status).toBe(200);
});

describe("translated link and folder titles", () => {
  it("keeps each title under its canonical language tag, dropping empty ones, and lists them in the layout", async () => {
    const before = (await readContentVersion(createDb(env.DB), DEMO_WEBSITE_ID))!;
    const res = await update(items);
    expect(res.status).toBe(200);
    expect((await readContentVersion(createDb(env.DB), DEMO_WEBSITE_ID))!).toBeGreaterThan(before);
    const layout = (await (await admin.fetch(LAYOUT)).json()) as {
      layout: {
        links: { externalLink?: unknown; folder?: unknown; children?: { externalLink?: unknown }[] }[];
      }[];
    };
    const links = layout.layout[0]!.links;
    expect(links[1]!.externalLink).toEqual({
      title: "Journal",
      url: "https://journal.example.com/",
      newWindow: false,
      titles: { fr: "Le journal" },
    });
    expect(links[2]!.folder).toEqual({ title: "About us", folderBehavior: 1, titles: { fr: "À propos" } });
    expect(links[2]!.children![1]!.externalLink).toMatchObject({ titles: { fr: "Plan" } });
    expect(links[3]!.folder).toMatchObject({ titles: { "pt-BR": "Mais" } });
  });

  it("shows a visitor the titles of the page's language, and the main titles elsewhere", async () => {
    const main = navIn(await (await new Visitor().fetch("/")).text());
    expect(main).toContain(">Journal</a>");
    expect(main).toContain(">About us</a>");
    expect(main).toContain("<summary>More</summary>");

    const french = navIn(await (await new Visitor().fetch("/fr/")).text());
    expect(french).toContain(">Le journal</a>");
    expect(french).toContain('<a href="/fr/about-us"');
    expect(french).toContain(">À propos</a>");
    expect(french).toContain(">Plan</a>");
    // No French title for this folder: its own title.
    expect(french).toContain("<summary>More</summary>");
    expect(french).not.toContain(">Journal</a>");

    const portuguese = navIn(await (await new Visitor().fetch("/pt-br/")).text());
    expect(portuguese).toContain("<summary>Mais</summary>");
    expect(portuguese).toContain(">Journal</a>");
  });

  it("titles a folder's own page in the page's language", async () => {
    const french = await new Visitor().fetch("/fr/about-us");
    expect(french.status).toBe(200);
    expect(await french.text()).toContain("<h1>À propos</h1>");
    expect(await (await new Visitor().fetch("/about-us")).text()).toContain("<h1>About us</h1>");
  });

  it("refuses a title under something that is not a language tag, changing nothing", async () => {
    const refused = await update([
      {
        externalLink: {
          title: "Journal",
          url: "https://journal.example.com/",
          titles: { "fr!": "Le journal" },
        },
      },
    ]);
    expect(refused.status).toBe(400);
    expect(await message(refused)).toBe("fr! is not a language tag (BCP 47), such as fr or pt-BR.");
    const inFolder = await update([
      {
        folder: { title: "About", folderBehavior: 3 },
        children: [{ externalLink: { title: "Map", url: "/map", titles: { "1x": "Plan" } } }],
      },
    ]);
    expect(inFolder.status).toBe(400);
    expect(await message(inFolder)).toBe("1x is not a language tag (BCP 47), such as fr or pt-BR.");
    const tooMany = Object.fromEntries(
      [
        "fr",
        "de",
        "es",
        "it",
        "nl",
        "sv",
        "da",
        "fi",
        "pl",
        "cs",
        "sk",
        "hu",
        "ro",
        "bg",
        "el",
        "tr",
        "ru",
        "uk",
        "ja",
        "ko",
        "zh",
      ].map((t) => [t, "x"]),
    );
    const many = await update([{ externalLink: { title: "J", url: "/j", titles: tooMany } }]);
    expect(many.status).toBe(400);
    expect(await message(many)).toBe("A navigation item holds at most 20 translated titles.");
    expect(navIn(await (await new Visitor().fetch("/fr/")).text())).toContain(">Le journal</a>");
  });
});
