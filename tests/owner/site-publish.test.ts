// Publishing the whole site: the pages with unpublished draft changes are listed, and publishing
// them makes every one live at once (one batch, a version each, the content version up so cached
// pages refresh) or at a scheduled time through the cron; the same roles and stale-revision rules as
// a page's own publish.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/db/content-version";
import { ContributorRole } from "../../worker/owner/roles";
import { runScheduled } from "../../worker/scheduled";
import { richTextFromPlain } from "../../worker/site-content/rich-text/schema";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const PAGES = "/api/owner/pages";
const CHANGES = `${PAGES}/changes`;
const PUBLISH = `${PAGES}/publish`;
const admin = new Owner();
const draftEditor = new Owner();
const viewer = new Owner();

interface PageJson {
  id: string;
  title: string;
  fullUrl: string;
  statuses: string[];
  revision: number;
  updatedBy: string;
}

const textDoc = (text: string) => ({
  sections: [
    { id: "s1", colorTheme: "lightest", blocks: [{ id: "b1", type: "html", text: richTextFromPlain(text) }] },
  ],
});

async function newPage(title: string): Promise<PageJson> {
  const res = await admin.post(PAGES, { title });
  expect(res.status).toBe(201);
  return ((await res.json()) as { page: PageJson }).page;
}

async function saveDraft(owner: Owner, id: string, text: string, revision: number) {
  const res = await owner.put(`${PAGES}/${id}/draft`, { document: textDoc(text), revision });
  expect(res.status).toBe(200);
  return ((await res.json()) as { revision: number }).revision;
}

async function changes(owner = admin): Promise<PageJson[]> {
  const res = await owner.fetch(CHANGES);
  expect(res.status).toBe(200);
  return ((await res.json()) as { pages: PageJson[] }).pages;
}

/** The changes of these pages, as the Publish all changes dialog names them back. */
async function named(...ids: string[]) {
  const listed = await changes();
  return ids.map((id) => {
    const page = listed.find((p) => p.id === id);
    expect(page, `${id} has unpublished changes`).toBeDefined();
    return { id, revision: page!.revision };
  });
}

async function visitorSees(path: string) {
  const res = await new Visitor().fetch(path);
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-cache") };
}

async function versionsOf(id: string) {
  const res = await admin.fetch(`${PAGES}/${id}/versions`);
  return ((await res.json()) as { versions: { id: string; publishedBy: string }[] }).versions;
}

const cron = () => runScheduled({ scheduledTime: Date.now(), cron: "* * * * *", noRetry() {} }, env);

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  await addContributor("site-publish-admin@example.com", ContributorRole.ADMIN);
  await addContributor("site-publish-draft@example.com", ContributorRole.DRAFT_EDITOR);
  await addContributor("site-publish-viewer@example.com", ContributorRole.VIEWER);
  expect((await admin.signIn("site-publish-admin@example.com")).status).toBe(200);
  expect((await draftEditor.signIn("site-publish-draft@example.com")).status).toBe(200);
  expect((await viewer.signIn("site-publish-viewer@example.com")).status).toBe(200);
});

describe("who may publish the whole site", () => {
  it("asks a visitor to sign in, and lets only a role that may publish do it", async () => {
    const page = await newPage("Roles page");
    const revision = await saveDraft(admin, page.id, "Roles", 0);
    const anonymous = await new Visitor().post(PUBLISH, { pages: [{ id: page.id, revision }] });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });
    expect((await new Visitor().fetch(CHANGES)).status).toBe(401);
    // A viewer and a draft editor may see what would change, not publish it.
    expect((await changes(viewer)).map((p) => p.id)).toContain(page.id);
    for (const owner of [viewer, draftEditor]) {
      const refused = await owner.post(PUBLISH, { pages: [{ id: page.id, revision }] });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    }
    const forged = await admin.post(
      PUBLISH,
      { pages: [{ id: page.id, revision }] },
      { "x-xsrf-token": "forged" },
    );
    expect(forged.status).toBe(403);
    expect((await visitorSees(page.fullUrl)).status).toBe(404);
  });
});

describe("the pages with unpublished changes", () => {
  it("lists a draft that is not the live layout, and not once it is published", async () => {
    const page = await newPage("Listed page");
    expect((await changes()).map((p) => p.id)).not.toContain(page.id); // no draft yet
    const revision = await saveDraft(draftEditor, page.id, "Waiting for review", 0);
    const listed = (await changes()).find((p) => p.id === page.id);
    expect(listed).toMatchObject({
      title: "Listed page",
      revision,
      updatedBy: "site-publish-draft@example.com",
      statuses: ["Draft", "Needs Review"],
    });
    expect((await admin.post(`${PAGES}/${page.id}/publish`, { revision })).status).toBe(200);
    expect((await changes()).map((p) => p.id)).not.toContain(page.id);
    // Restoring the live version into the draft is no change either.
    const [live] = await versionsOf(page.id);
    await admin.post(`${PAGES}/${page.id}/versions/${live!.id}/restore`, { revision });
    expect((await changes()).map((p) => p.id)).not.toContain(page.id);
    // Pages made before the builder, never opened in the editor, have nothing to publish.
    expect((await changes()).map((p) => p.id)).not.toContain("col_contact");
  });
});

describe("publishing every change at once", () => {
  it("makes each page live with its own version and raises the content version, so cached pages refresh", async () => {
    const db = createDb(env.DB);
    const live = await newPage("Live already");
    const liveRevision = await saveDraft(admin, live.id, "The old words", 0);
    expect((await admin.post(`${PAGES}/${live.id}/publish`, { revision: liveRevision })).status).toBe(200);
    // A visitor's visit puts the live page in the edge cache.
    expect((await visitorSees(live.fullUrl)).html).toContain("The old words");
    expect((await visitorSees(live.fullUrl)).cache).toBe("HIT");

    await saveDraft(admin, live.id, "The new words", liveRevision);
    const fresh = await newPage("Brand new");
    await saveDraft(admin, fresh.id, "A page of its own", 0);
    const before = await readContentVersion(db, "site_demo");

    const res = await admin.post(PUBLISH, { pages: await named(live.id, fresh.id) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pages: PageJson[]; versionIds: Record<string, string> };
    expect(body.pages.map((p) => [p.id, p.statuses])).toEqual(
      expect.arrayContaining([
        [live.id, []],
        [fresh.id, []],
      ]),
    );
    expect(await readContentVersion(db, "site_demo")).toBeGreaterThan(before!);

    const seenLive = await visitorSees(live.fullUrl);
    expect(seenLive.cache).toBe("MISS");
    expect(seenLive.html).toContain("The new words");
    expect((await visitorSees(fresh.fullUrl)).html).toContain("A page of its own");
    expect((await versionsOf(live.id)).map((v) => v.id)[0]).toBe(body.versionIds[live.id]);
    expect(await versionsOf(fresh.id)).toEqual([
      expect.objectContaining({
        id: body.versionIds[fresh.id],
        publishedBy: "site-publish-admin@example.com",
      }),
    ]);
    expect((await changes()).map((p) => p.id)).not.toEqual(expect.arrayContaining([live.id]));
    expect((await changes()).map((p) => p.id)).not.toEqual(expect.arrayContaining([fresh.id]));
  });

  it("clears Needs Review and a page's own schedule, as publishing the page does", async () => {
    const page = await newPage("Reviewed");
    const revision = await saveDraft(draftEditor, page.id, "Checked by an admin", 0);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision, publishAt: Date.now() + 60_000 });
    const res = await admin.post(PUBLISH, { pages: await named(page.id) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pages: PageJson[] }).pages[0]!.statuses).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses the whole publish when a page was saved again since the owner looked", async () => {
    const first = await newPage("Stale one");
    const second = await newPage("Stale two");
    await saveDraft(admin, first.id, "First as seen", 0);
    const seenRevision = await saveDraft(admin, second.id, "Second as seen", 0);
    const seen = await named(first.id, second.id);
    await saveDraft(draftEditor, second.id, "Second changed meanwhile", seenRevision);

    const res = await admin.post(PUBLISH, { pages: seen });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; pages: PageJson[] };
    expect(body.message).toBe(
      "Pages were changed in another window or by someone else since you opened this list. Review the changes again before publishing.",
    );
    expect(body.pages.find((p) => p.id === second.id)?.revision).toBe(seenRevision + 1);
    // Nothing went live: not even the page that had not changed.
    expect((await visitorSees(first.fullUrl)).status).toBe(404);
    expect(await versionsOf(first.id)).toEqual([]);
  });

  it("refuses a page published on its own since, and a page with no changes", async () => {
    const page = await newPage("Published meanwhile");
    const revision = await saveDraft(admin, page.id, "Once", 0);
    const seen = await named(page.id);
    await admin.post(`${PAGES}/${page.id}/publish`, { revision });
    const res = await admin.post(PUBLISH, { pages: seen });
    expect(res.status).toBe(409);
    expect(await versionsOf(page.id)).toHaveLength(1);
    const unknown = await admin.post(PUBLISH, { pages: [{ id: "col_nope", revision: 1 }] });
    expect(unknown.status).toBe(409);
  });

  it("answers 400 with a message for an empty list, a page named twice, and bad input", async () => {
    const empty = await admin.post(PUBLISH, { pages: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: "There are no unpublished changes to publish.",
      field: "pages",
    });
    const twice = await admin.post(PUBLISH, {
      pages: [
        { id: "col_a", revision: 1 },
        { id: "col_a", revision: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toBe("Each page can be named only once.");
    expect((await admin.post(PUBLISH, "{not json")).status).toBe(400);
    expect((await admin.post(PUBLISH, { pages: "all" })).status).toBe(400);
  });
});

describe("publishing every change at a scheduled time", () => {
  it("keeps each page's draft for the time and the cron publishes them together", async () => {
    const db = createDb(env.DB);
    const first = await newPage("Autumn one");
    const second = await newPage("Autumn two");
    const firstRevision = await saveDraft(admin, first.id, "Autumn collection", 0);
    await saveDraft(admin, second.id, "Autumn lookbook", 0);
    const seen = await named(first.id, second.id);

    const past = await admin.post(PUBLISH, { pages: seen, publishAt: Date.now() - 1000 });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ message: "Choose a publish time in the future." });

    const publishAt = Date.now() + 1500;
    const res = await admin.post(PUBLISH, { pages: seen, publishAt });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pages: (PageJson & { publishAt: number })[]; versionIds?: unknown };
    expect(body.versionIds).toBeUndefined();
    expect(body.pages.map((p) => [p.statuses, p.publishAt])).toEqual([
      [["Draft", "Scheduled"], publishAt],
      [["Draft", "Scheduled"], publishAt],
    ]);
    // An edit after scheduling is not what was scheduled.
    await saveDraft(admin, first.id, "Edited after scheduling", firstRevision);

    await cron();
    expect((await visitorSees(first.fullUrl)).status).toBe(404);
    const before = await readContentVersion(db, "site_demo");
    await new Promise((r) => setTimeout(r, 1600));
    await cron();
    expect(await readContentVersion(db, "site_demo")).toBeGreaterThan(before!);
    const seenFirst = await visitorSees(first.fullUrl);
    expect(seenFirst.html).toContain("Autumn collection");
    expect(seenFirst.html).not.toContain("Edited after scheduling");
    expect((await visitorSees(second.fullUrl)).html).toContain("Autumn lookbook");
    for (const page of [first, second]) {
      expect((await versionsOf(page.id)).map((v) => v.publishedBy)).toEqual([
        "site-publish-admin@example.com",
      ]);
    }
    // The edit made after scheduling is still a change waiting to be published; the other is not.
    const waiting = (await changes()).map((p) => p.id);
    expect(waiting).toContain(first.id);
    expect(waiting).not.toContain(second.id);
  });
});
