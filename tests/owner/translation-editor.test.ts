// What the panel's translation editor needs from the worker: the page previewed in one of the site's
// other languages (the saved translation's titles and layout, else the draft's sections), owner-only
// and never a visitor's page; saving a translated layout through the builder's schema.
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { ContributorRole } from "../../worker/owner/roles";
import { richTextFromPlain } from "../../worker/site-content/rich-text/schema";
import { env } from "cloudflare:workers";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const PAGES = "/api/owner/pages";
const admin = new Owner();
const viewer = new Owner();
const draftEditor = new Owner();

const textDoc = (text: string) => ({
  sections: [
    { id: "s1", colorTheme: "lightest", blocks: [{ id: "b1", type: "html", text: richTextFromPlain(text) }] },
  ],
});

let pageId = "";

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("tr-admin@example.com", ContributorRole.ADMIN);
  await addContributor("tr-viewer@example.com", ContributorRole.VIEWER);
  await addContributor("tr-draft@example.com", ContributorRole.DRAFT_EDITOR);
  expect((await admin.signIn("tr-admin@example.com")).status).toBe(200);
  expect((await viewer.signIn("tr-viewer@example.com")).status).toBe(200);
  expect((await draftEditor.signIn("tr-draft@example.com")).status).toBe(200);
  expect((await admin.put("/api/multilingual/languages", { languages: ["fr"] })).status).toBe(200);
  const res = await admin.post(PAGES, { title: "Our workshop" });
  pageId = ((await res.json()) as { page: { id: string } }).page.id;
  expect(
    (await admin.put(`${PAGES}/${pageId}/draft`, { document: textDoc("Made by hand"), revision: 0 })).status,
  ).toBe(200);
});

describe("the page previewed in another language", () => {
  it("shows the draft's sections under the page's language until the translation has a layout", async () => {
    const res = await admin.fetch(`${PAGES}/${pageId}/preview?language=fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* lang="fr"/);
    expect(html).toContain("Made by hand");
  });

  it("shows the saved translation's title and layout", async () => {
    const saved = await admin.put(`/api/multilingual/pages/${pageId}/fr`, {
      title: "Notre atelier",
      document: textDoc("Fait à la main"),
    });
    expect(saved.status).toBe(200);
    const html = await (await admin.fetch(`${PAGES}/${pageId}/preview?language=FR`)).text();
    expect(html).toContain("Notre atelier");
    expect(html).toContain("Fait à la main");
    expect(html).not.toContain("Made by hand");
    // The main language's preview is unchanged.
    expect(await (await admin.fetch(`${PAGES}/${pageId}/preview`)).text()).toContain("Made by hand");
  });

  it("refuses a language the site does not offer, and is for signed-in owners only", async () => {
    const res = await admin.fetch(`${PAGES}/${pageId}/preview?language=de`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "de is not one of this site's other languages." });
    expect((await viewer.fetch(`${PAGES}/${pageId}/preview?language=fr`)).status).toBe(200);
    expect((await new Visitor().fetch(`${PAGES}/${pageId}/preview?language=fr`)).status).toBe(401);
  });
});

describe("saving a translated layout", () => {
  it("checks it with the builder's schema and lets only a role that may publish save it", async () => {
    const tooMany = {
      sections: [
        {
          id: "s1",
          colorTheme: "lightest",
          blocks: Array.from({ length: 61 }, (_, i) => ({ id: `b${i}`, type: "spacer", height: 10 })),
        },
      ],
    };
    const refused = await admin.put(`/api/multilingual/pages/${pageId}/fr`, {
      title: "Trop",
      document: tooMany,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(
      "A page can hold at most 60 blocks. Remove a block before adding another.",
    );
    const draft = await draftEditor.put(`/api/multilingual/pages/${pageId}/fr`, { title: "Brouillon" });
    expect(draft.status).toBe(403);
  });
});
