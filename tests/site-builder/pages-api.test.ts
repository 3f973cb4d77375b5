// The site builder's owner calls: pages made, renamed and deleted with their status words; drafts
// saved with a revision check; publishing (now, or by the cron) makes a page live and bumps the
// content version; versions are previewed and restored; drafts never reach visitors or caches.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "../../worker/db/content-version";
import { createDb } from "../../worker/db/client";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { ContributorRole } from "../../worker/owner/roles";
import { runScheduled } from "../../worker/scheduled";
import { richTextFromPlain } from "../../worker/site-content/rich-text/schema";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

const PAGES = "/api/owner/pages";
const admin = new Owner();
const draftEditor = new Owner();
const viewer = new Owner();

interface PageJson {
  id: string;
  urlId: string;
  fullUrl: string;
  title: string;
  statuses: string[];
}

const textDoc = (text: string, blocks: unknown[] = []) => ({
  sections: [
    {
      id: "s1",
      colorTheme: "dark",
      blocks: [{ id: "b1", type: "html", text: richTextFromPlain(text) }, ...blocks],
    },
  ],
});

function patch(owner: Owner, path: string, body: unknown) {
  return owner.fetch(path, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: owner.origin },
    body: JSON.stringify(body),
  });
}

async function newPage(title: string): Promise<PageJson> {
  const res = await admin.post(PAGES, { title });
  expect(res.status).toBe(201);
  return ((await res.json()) as { page: PageJson }).page;
}

async function saveDraft(owner: Owner, id: string, document: unknown, revision: number) {
  return owner.put(`${PAGES}/${id}/draft`, { document, revision });
}

async function visitorSees(path: string) {
  forgetAllWebsites();
  const res = await new Visitor().fetch(path);
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-cache") };
}

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  await addContributor("builder-admin@example.com", ContributorRole.ADMIN);
  await addContributor("builder-draft@example.com", ContributorRole.DRAFT_EDITOR);
  await addContributor("builder-viewer@example.com", ContributorRole.VIEWER);
  expect((await admin.signIn("builder-admin@example.com")).status).toBe(200);
  expect((await draftEditor.signIn("builder-draft@example.com")).status).toBe(200);
  expect((await viewer.signIn("builder-viewer@example.com")).status).toBe(200);
});

describe("owner-only access", () => {
  it("asks a visitor to sign in and refuses a role without the permission", async () => {
    const anonymous = await new Visitor().fetch(PAGES);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });
    const refused = await viewer.post(PAGES, { title: "Viewer page" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    const page = await newPage("Publish rights");
    const publish = await draftEditor.post(`${PAGES}/${page.id}/publish`, { revision: 0 });
    expect(publish.status).toBe(403);
  });

  it("refuses a save without the session's xsrf token", async () => {
    const page = await newPage("Xsrf page");
    const res = await admin.put(`${PAGES}/${page.id}/draft`, { document: textDoc("x"), revision: 0 });
    expect(res.status).toBe(200);
    const forged = await admin.fetch(`${PAGES}/${page.id}/draft`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: admin.origin, "x-xsrf-token": "forged" },
      body: JSON.stringify({ document: textDoc("y"), revision: 1 }),
    });
    expect(forged.status).toBe(403);
  });
});

describe("the form block's picker", () => {
  it("lists the site's forms by name to anyone who may edit pages, without forms:read", async () => {
    const res = await draftEditor.fetch(`${PAGES}/forms`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const { forms } = (await res.json()) as { forms: { id: string; name: string }[] };
    expect(forms).toContainEqual({ id: "form_contact", name: "Contact" });
    expect((await new Visitor().fetch(`${PAGES}/forms`)).status).toBe(401);
  });
});

describe("pages and collections", () => {
  it("makes a page that stays a Draft, hidden from visitors, until published", async () => {
    const page = await newPage("Our Story");
    expect(page.urlId).toBe("our-story");
    expect(page.statuses).toEqual(["Draft"]);
    expect((await visitorSees("/our-story")).status).toBe(404);
    const list = (await (await admin.fetch(PAGES)).json()) as { pages: PageJson[] };
    expect(list.pages.find((p) => p.id === page.id)?.statuses).toEqual(["Draft"]);
    expect(list.pages.find((p) => p.urlId === "wholesale")?.statuses).toEqual(["This page is locked"]);
  });

  it("renames a page and refuses a URL another page uses", async () => {
    const page = await newPage("Rename me");
    const renamed = await patch(admin, `${PAGES}/${page.id}`, { title: "Renamed", urlId: "renamed-page" });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { page: PageJson }).page).toMatchObject({
      title: "Renamed",
      fullUrl: "/renamed-page",
    });
    const taken = await patch(admin, `${PAGES}/${page.id}`, { urlId: "shop" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: "Another page already uses this URL." });
  });

  it("keeps pages off the addresses the site itself answers: /search, /cart, /config and the rest", async () => {
    // A page that got /search (here by a direct write) would never be seen: the search page wins.
    const hidden = await newPage("Help");
    await saveDraft(admin, hidden.id, textDoc("Ask us anything"), 0);
    expect((await admin.post(`${PAGES}/${hidden.id}/publish`, { revision: 1 })).status).toBe(200);
    await env.DB.prepare("UPDATE collections SET url_id = 'search' WHERE id = ?").bind(hidden.id).run();
    expect((await visitorSees("/search")).html).not.toContain("Ask us anything");
    await env.DB.prepare("UPDATE collections SET url_id = 'help' WHERE id = ?").bind(hidden.id).run();

    // So a title that comes out as one of them gets an address of its own...
    expect((await newPage("Search")).fullUrl).toBe("/search-1");
    expect((await newPage("Cart")).fullUrl).toBe("/cart-1");
    // ...and asking for one by name is refused, on making and on renaming.
    const made = await admin.post(PAGES, { title: "Basket", urlId: "cart" });
    expect(made.status).toBe(409);
    expect(await made.json()).toEqual({
      message:
        "/cart is an address of the site itself (its cart, checkout, search or files). Choose another URL.",
    });
    const page = await newPage("Settings");
    const renamed = await patch(admin, `${PAGES}/${page.id}`, { urlId: "config" });
    expect(renamed.status).toBe(409);
    expect(await renamed.json()).toEqual({
      message:
        "/config is an address of the site itself (its cart, checkout, search or files). Choose another URL.",
    });
  });

  it("refuses a URL longer than 2083 characters with its message", async () => {
    const res = await admin.post(PAGES, { title: "Long", urlId: "a".repeat(2083) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Web addresses can be at most 2083 characters long.",
    );
  });

  it("makes a products collection, open at once, and deletes pages but not the homepage", async () => {
    const res = await admin.post(PAGES, { title: "Ceramics", type: 13 });
    expect(res.status).toBe(201);
    const collection = ((await res.json()) as { page: PageJson }).page;
    expect(collection.statuses).toEqual([]);
    expect((await admin.delete(`${PAGES}/${collection.id}`)).status).toBe(204);
    expect((await admin.fetch(`${PAGES}/${collection.id}/draft`)).status).toBe(404);
    const home = await admin.delete(`${PAGES}/col_home`);
    expect(home.status).toBe(409);
    expect(await home.json()).toEqual({
      message: "The homepage cannot be deleted. Make another page the homepage first.",
    });
  });
});

describe("drafts", () => {
  it("refuses a layout of more than 60 blocks, and an unknown block type, with messages", async () => {
    const page = await newPage("Big page");
    const spacers = Array.from({ length: 60 }, (_, i) => ({ id: `sp${i}`, type: "spacer", height: 10 }));
    const tooMany = await saveDraft(admin, page.id, textDoc("Too much", spacers), 0);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      "A page can hold at most 60 blocks. Remove a block before adding another.",
    );
    expect((await saveDraft(admin, page.id, textDoc("Just right", spacers.slice(1)), 0)).status).toBe(200);
    const unknown = await saveDraft(
      admin,
      page.id,
      { sections: [{ id: "s", blocks: [{ id: "x", type: "marquee" }] }] },
      1,
    );
    expect(unknown.status).toBe(400);
    const badButton = await saveDraft(
      admin,
      page.id,
      textDoc("b", [{ id: "bt", type: "button", label: "Go", url: "javascript:alert(1)" }]),
      1,
    );
    expect(badButton.status).toBe(400);
    expect(((await badButton.json()) as { message: string }).message).toBe(
      "Links must start with http://, https://, / , mailto: or tel:",
    );
  });

  it("refuses an album of more than 60 tracks and a page of more than 20 galleries, with messages", async () => {
    const page = await newPage("Limits page");
    const track = (i: number) => ({ fileId: `f${i}`, src: `/s/f${i}/t.mp3`, title: `T${i}`, artist: "" });
    const album = (n: number) => ({
      id: "al",
      type: "album",
      title: "",
      artist: "",
      tracks: Array.from({ length: n }, (_, i) => track(i)),
    });
    const tooLong = await saveDraft(admin, page.id, textDoc("Album", [album(61)]), 0);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toBe(
      "An album can hold at most 60 tracks. Remove a track before adding another.",
    );
    expect((await saveDraft(admin, page.id, textDoc("Album", [album(60)]), 0)).status).toBe(200);
    const noFile = await saveDraft(
      admin,
      page.id,
      textDoc("Album", [{ ...album(0), tracks: [{ ...track(1), src: "" }] }]),
      1,
    );
    expect(((await noFile.json()) as { message: string }).message).toBe(
      "Choose an audio file for every track.",
    );

    const gallery = (i: number) => ({ id: `g${i}`, type: "gallery", images: [], options: {} });
    const galleries = Array.from({ length: 21 }, (_, i) => gallery(i));
    // Spread over two sections: the count is per page, not per section.
    const split = (n: number) => ({
      sections: [
        { id: "s1", blocks: galleries.slice(0, 10) },
        { id: "s2", blocks: galleries.slice(10, n) },
      ],
    });
    const tooMany = await saveDraft(admin, page.id, split(21), 1);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      "A page can hold at most 20 galleries. Remove a gallery before adding another.",
    );
    expect((await saveDraft(admin, page.id, split(20), 1)).status).toBe(200);
  });

  it("refuses a save made from an older revision, so two tabs cannot overwrite each other", async () => {
    const page = await newPage("Two tabs");
    const first = await saveDraft(admin, page.id, textDoc("Tab one"), 0);
    expect(await first.json()).toEqual({ revision: 1 });
    const second = await saveDraft(admin, page.id, textDoc("Tab two"), 0);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message:
        "This page was changed in another window or by someone else. Reload the page to see the latest draft.",
    });
    const draft = (await (await admin.fetch(`${PAGES}/${page.id}/draft`)).json()) as {
      revision: number;
      document: unknown;
    };
    expect(draft.revision).toBe(1);
    expect(JSON.stringify(draft.document)).toContain("Tab one");
  });

  it("marks a draft editor's save as Needs Review until it is published", async () => {
    const page = await newPage("Review me");
    expect((await saveDraft(draftEditor, page.id, textDoc("Please check"), 0)).status).toBe(200);
    const list = (await (await admin.fetch(PAGES)).json()) as { pages: PageJson[] };
    expect(list.pages.find((p) => p.id === page.id)?.statuses).toEqual(["Draft", "Needs Review"]);
    expect((await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1 })).status).toBe(200);
    const after = (await (await admin.fetch(PAGES)).json()) as { pages: PageJson[] };
    expect(after.pages.find((p) => p.id === page.id)?.statuses).toEqual([]);
  });

  it("never serves a draft to a visitor or a cache; the owner's preview is private", async () => {
    const page = await newPage("Secret draft");
    await saveDraft(admin, page.id, textDoc("Published words"), 0);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1 });
    await saveDraft(admin, page.id, textDoc("Unpublished words"), 1);
    for (let i = 0; i < 2; i++) {
      const seen = await visitorSees(page.fullUrl);
      expect(seen.html).toContain("Published words");
      expect(seen.html).not.toContain("Unpublished words");
    }
    const preview = await admin.fetch(`${PAGES}/${page.id}/preview`);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(await preview.text()).toContain("Unpublished words");
    expect((await new Visitor().fetch(`${PAGES}/${page.id}/preview`)).status).toBe(401);
  });

  it("paints the preview with the site's own styles and custom CSS, as visitors get the page", async () => {
    const page = await newPage("Styled preview");
    await saveDraft(admin, page.id, textDoc("Styled words"), 0);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1 });
    const styleTag = (html: string) => /<style id="site-styles">[^<]*<\/style>/.exec(html)?.[0];
    const cssLink = (html: string) =>
      /<link rel="stylesheet" href="\/site-custom\.css[^"]*">/.exec(html)?.[0];
    const live = (await visitorSees(page.fullUrl)).html;
    const preview = await (await admin.fetch(`${PAGES}/${page.id}/preview`)).text();
    expect(styleTag(live)).toMatch(/--/);
    expect(styleTag(preview)).toBe(styleTag(live));
    expect(cssLink(preview)).toBe(cssLink(live));
  });

  it("renders one section with the theme's partials, as the page shows it", async () => {
    const page = await newPage("Section render");
    const section = {
      id: "sec",
      colorTheme: "bright",
      blocks: [
        { id: "q", type: "quote", quote: "Less, but better", source: "Dieter Rams" },
        { id: "c", type: "code", language: "html", code: '<script>alert(1)</script><b onclick="x()">b</b>' },
      ],
    };
    const res = await admin.post(`${PAGES}/${page.id}/render-section`, { section });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('class="page-section section-theme-bright" data-section-id="sec"');
    expect(html).toContain(
      "<blockquote><p>Less, but better</p></blockquote><figcaption>Dieter Rams</figcaption>",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/onclick/);
    // The owner's markup stays markup, minus what the allow-list removes.
    expect(html).toContain("<b>b</b>");
  });
});

describe("every block type", () => {
  it("renders each block through its theme partial", async () => {
    const page = await newPage("All blocks");
    const image = { src: "/images/demo/studio.svg", alt: "The studio", width: 800, height: 1000 };
    const blocks = [
      { id: "t", type: "html", text: richTextFromPlain("Plain words") },
      { id: "i", type: "image", image, caption: "Our studio", link: "/shop" },
      {
        id: "g",
        type: "gallery",
        images: [image, { ...image, alt: "Again" }],
        options: { design: "slider", lightbox: true },
      },
      { id: "bt", type: "button", label: "Visit the shop", url: "/shop", newWindow: true, size: "large" },
      { id: "q", type: "quote", quote: "Made slowly", source: "Us" },
      { id: "v", type: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", caption: "A film" },
      { id: "au", type: "audio", url: "https://example.com/a.mp3", title: "Song", artist: "Band" },
      {
        id: "al",
        type: "album",
        title: "Field Recordings",
        artist: "The Mill",
        tracks: [
          { fileId: "f1", src: "/s/f1/rain.mp3", title: "Rain", artist: "" },
          { fileId: "f2", src: "/s/f2/loom.mp3", title: "", artist: "Guest" },
        ],
      },
      { id: "f", type: "form", formId: "form_contact" },
      {
        id: "n",
        type: "newsletter",
        title: "Letters",
        description: "",
        buttonText: "Sign Up",
        successText: "",
      },
      { id: "p", type: "product", productId: "prd_linen_shirt" },
      { id: "su", type: "summary", collectionId: "col_shop", title: "From the shop", limit: 2 },
      { id: "c", type: "code", language: "plain", code: "let x = 1 < 2;" },
      { id: "m", type: "markdown", markdown: "# Title\n\n- one\n- **two**" },
      { id: "sp", type: "spacer", height: 40 },
      { id: "hr", type: "horizontalrule" },
      { id: "ac", type: "accordion", items: [{ title: "Shipping?", body: "Weekly." }] },
      { id: "mp", type: "map", location: { address: "1 Mill Lane", lat: 51.5, lng: -0.1 }, zoom: 12 },
      {
        id: "so",
        type: "socialaccountlinks",
        links: [{ serviceName: "Instagram", profileUrl: "https://instagram.com/atelier" }],
      },
      {
        id: "ch",
        type: "chart",
        chartType: "bar",
        title: "Sales",
        dataset: { columns: ["Month", "Sales"], rows: [["May", "3"]] },
      },
    ];
    const res = await admin.post(`${PAGES}/${page.id}/render-section`, {
      section: { id: "all", colorTheme: "light", blocks },
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    for (const expected of [
      '<div class="text-block"><p>Plain words</p></div>',
      '<a href="/shop"><img src="/images/demo/studio.svg" alt="The studio" width="800" height="1000"',
      "<figcaption>Our studio</figcaption>",
      'class="gallery-block gallery-design-slider',
      '<a href="/images/demo/studio.svg"><img',
      '<a class="button button-large" href="/shop" target="_blank" rel="noopener">Visit the shop</a>',
      "<blockquote><p>Made slowly</p></blockquote>",
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
      "<figcaption>Song – Band</figcaption>",
      '<figcaption><strong>Field Recordings</strong> <span class="album-block-artist">The Mill</span></figcaption>',
      '<li class="album-block-track"><span class="album-block-track-title">Rain</span> <span class="album-block-track-artist">The Mill</span><audio controls preload="none" src="/s/f1/rain.mp3"></audio></li>',
      '<span class="album-block-track-title">Track 2</span> <span class="album-block-track-artist">Guest</span>',
      'data-island="FormBlock"',
      'data-island="NewsletterBlock"',
      '<a class="product-block-card" href="/shop/linen-field-shirt"><strong>Linen Field Shirt</strong>',
      "<h2>From the shop</h2>",
      "<pre><code>let x = 1 &lt; 2;</code></pre>",
      "<h1>Title</h1><ul><li>one</li><li><strong>two</strong></li></ul>",
      'style="height: 40px"',
      "<hr>",
      "<details><summary>Shipping?</summary><p>Weekly.</p></details>",
      "<p>1 Mill Lane</p>",
      '<a href="https://instagram.com/atelier" target="_blank" rel="noopener">Instagram</a>',
      'data-island="ChartBlock"',
    ]) {
      expect(html).toContain(expected);
    }
    expect(html.match(/data-block-id=/g)).toHaveLength(blocks.length);
  });
});

describe("publishing and versions", () => {
  it("publishes: the content version goes up and a visitor sees the new page at once", async () => {
    const db = createDb(env.DB);
    const page = await newPage("Opening hours");
    await saveDraft(admin, page.id, textDoc("Open every day from nine"), 0);
    expect((await visitorSees(page.fullUrl)).status).toBe(404);
    const before = await readContentVersion(db, "site_demo");
    const res = await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1 });
    expect(res.status).toBe(200);
    expect(await readContentVersion(db, "site_demo")).toBeGreaterThan(before!);
    const seen = await visitorSees(page.fullUrl);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain("<p>Open every day from nine</p>");
    expect(seen.html).toContain("section-theme-dark");
  });

  it("refuses to publish a draft revision other than the one the owner saw", async () => {
    const page = await newPage("Stale publish");
    await saveDraft(admin, page.id, textDoc("v1"), 0);
    const res = await admin.post(`${PAGES}/${page.id}/publish`, { revision: 0 });
    expect(res.status).toBe(409);
  });

  it("publishes a scheduled layout from the cron once its time has come", async () => {
    const page = await newPage("Summer sale");
    await saveDraft(admin, page.id, textDoc("Sale starts now"), 0);
    const past = await admin.post(`${PAGES}/${page.id}/publish`, {
      revision: 1,
      publishAt: Date.now() - 1000,
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ message: "Choose a publish time in the future." });
    const publishAt = Date.now() + 2000;
    const res = await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1, publishAt });
    expect(((await res.json()) as { page: PageJson }).page.statuses).toEqual(["Draft", "Scheduled"]);
    // An edit after scheduling is not what was scheduled.
    await saveDraft(admin, page.id, textDoc("Edited later"), 1);
    await runScheduled({ scheduledTime: Date.now(), cron: "* * * * *", noRetry() {} }, env);
    expect((await visitorSees(page.fullUrl)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 2100));
    await runScheduled({ scheduledTime: Date.now(), cron: "* * * * *", noRetry() {} }, env);
    const seen = await visitorSees(page.fullUrl);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain("Sale starts now");
    expect(seen.html).not.toContain("Edited later");
    const versions = (await (await admin.fetch(`${PAGES}/${page.id}/versions`)).json()) as {
      versions: { publishedBy: string }[];
    };
    expect(versions.versions).toHaveLength(1);
    expect(versions.versions[0]!.publishedBy).toBe("builder-admin@example.com");
  });

  it("lists every publish as a version, previews one and restores it into the draft", async () => {
    const page = await newPage("History");
    await saveDraft(admin, page.id, textDoc("First words"), 0);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision: 1 });
    await saveDraft(admin, page.id, textDoc("Second words"), 1);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision: 2 });
    const { versions } = (await (await admin.fetch(`${PAGES}/${page.id}/versions`)).json()) as {
      versions: { id: string; publishedOn: number }[];
    };
    expect(versions).toHaveLength(2);
    const first = versions[1]!;
    const preview = await admin.fetch(`${PAGES}/${page.id}/preview?version=${first.id}`);
    expect(await preview.text()).toContain("First words");
    const restored = await admin.post(`${PAGES}/${page.id}/versions/${first.id}/restore`, { revision: 2 });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { revision: number }).revision).toBe(3);
    // Restoring changes the draft only; visitors see the live page until the next publish.
    expect((await visitorSees(page.fullUrl)).html).toContain("Second words");
    await admin.post(`${PAGES}/${page.id}/publish`, { revision: 3 });
    expect((await visitorSees(page.fullUrl)).html).toContain("First words");
    const missing = await admin.post(`${PAGES}/${page.id}/versions/pv_nope/restore`, { revision: 3 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "This version no longer exists." });
  });

  it("opens a page made before the builder as a layout of its old content", async () => {
    const res = await admin.fetch(`${PAGES}/col_contact/draft`);
    const draft = (await res.json()) as {
      revision: number;
      document: { sections: { blocks: { type: string }[] }[] };
    };
    expect(draft.revision).toBe(0);
    expect(draft.document.sections[0]!.blocks.map((b) => b.type)).toEqual(["html", "form"]);
  });
});
