// The owner's blog and events calls: collections made from the Pages call, posts and events
// created, edited and deleted with their status words, events' dates checked, publishing kept
// for roles that may publish, comments moderated, the site's comment and like settings.
import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "../../worker/db/content-version";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { richTextFromPlain } from "../../worker/site-content/rich-text/schema";
import { env } from "cloudflare:workers";
import { Visitor } from "../worker/helpers";
import type { Owner } from "../owner/helpers";
import { BLOG, DAY, HOUR, newCollection, newItem, signedIn, type ItemJson } from "./helpers";

let admin: Owner;
let draftEditor: Owner;
let viewer: Owner;
let moderator: Owner;

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  admin = await signedIn("blog-admin@example.com", ContributorRole.ADMIN);
  draftEditor = await signedIn("blog-draft@example.com", ContributorRole.DRAFT_EDITOR);
  viewer = await signedIn("blog-viewer@example.com", ContributorRole.VIEWER);
  moderator = await signedIn("blog-moderator@example.com", ContributorRole.MODERATOR);
});

describe("owner-only access", () => {
  it("asks a visitor to sign in and refuses a role without the permission", async () => {
    const blog = await newCollection(admin, "Access blog", "blog");
    const anonymous = await new Visitor().fetch(`${BLOG}/collections/${blog.id}/items`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });
    const refused = await viewer.post(`${BLOG}/collections/${blog.id}/items`, { title: "Viewer post" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect((await viewer.fetch(`${BLOG}/comments`)).status).toBe(403);
    expect((await moderator.fetch(`${BLOG}/comments`)).status).toBe(200);
  });

  it("refuses a write without the session's xsrf token", async () => {
    const blog = await newCollection(admin, "Xsrf blog", "blog");
    const res = await admin.post(
      `${BLOG}/collections/${blog.id}/items`,
      { title: "No token" },
      { "x-xsrf-token": "wrong" },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
  });
});

describe("collections", () => {
  it("makes blog and events collections from the Pages call, listed with their type name", async () => {
    const blog = await newCollection(admin, "Studio news", "blog");
    const events = await newCollection(admin, "Open days", "events");
    expect(blog.typeName).toBe("blog");
    expect(events.typeName).toBe("events");
    const list = (await (await admin.fetch("/api/owner/pages")).json()) as {
      pages: { id: string; typeName: string | null }[];
    };
    expect(list.pages.find((p) => p.id === events.id)?.typeName).toBe("events");
    const res = await admin.fetch(`${BLOG}/collections/${events.id}/items`);
    expect(await res.json()).toMatchObject({
      collection: { typeName: "events", title: "Open days" },
      items: [],
    });
  });

  it("refuses items in a page or an unknown collection", async () => {
    const page = await admin.post("/api/owner/pages", { title: "Plain page" });
    const { page: plain } = (await page.json()) as { page: { id: string } };
    const res = await admin.post(`${BLOG}/collections/${plain.id}/items`, { title: "Lost" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "Posts and events can only be added to a blog or events collection.",
    });
    const unknown = await admin.post(`${BLOG}/collections/col_nope/items`, { title: "Lost" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "This blog or events collection no longer exists." });
  });
});

describe("posts", () => {
  it("creates a draft with a URL from its title, publishes it and schedules another", async () => {
    const blog = await newCollection(admin, "Posts blog", "blog");
    const draft = await newItem(admin, blog.id, { title: "Hello, World!", body: richTextFromPlain("Hi.") });
    expect(draft).toMatchObject({
      urlId: "hello-world",
      status: "draft",
      statusWord: "Draft",
      recordType: 1,
    });
    expect(draft.fullUrl).toBe(`/${blog.urlId}/hello-world`);
    const put = await admin.put(`${BLOG}/items/${draft.id}`, { title: "Hello, World!", status: "published" });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { item: ItemJson }).item.statusWord).toBe("Published");
    const later = await newItem(admin, blog.id, {
      title: "Later",
      status: "published",
      publishOn: Date.now() + DAY,
    });
    expect(later.statusWord).toBe("Scheduled");
    const list = (await (await admin.fetch(`${BLOG}/collections/${blog.id}/items`)).json()) as {
      items: ItemJson[];
    };
    expect(list.items.map((i) => i.title)).toEqual(["Later", "Hello, World!"]);
  });

  it("keeps a published post's date when it is edited without one, and dates a first publish now", async () => {
    const blog = await newCollection(admin, "Dated blog", "blog");
    const old = Date.now() - 5 * DAY;
    const post = await newItem(admin, blog.id, { title: "Old news", status: "published", publishOn: old });
    const edited = await admin.put(`${BLOG}/items/${post.id}`, {
      title: "Old news, corrected",
      status: "published",
    });
    expect(((await edited.json()) as { item: { publishOn: number } }).item.publishOn).toBe(old);
    const draft = await newItem(admin, blog.id, { title: "Slow draft", publishOn: old });
    const before = Date.now();
    const published = await admin.put(`${BLOG}/items/${draft.id}`, {
      title: "Slow draft",
      status: "published",
    });
    expect(
      ((await published.json()) as { item: { publishOn: number } }).item.publishOn,
    ).toBeGreaterThanOrEqual(before);
  });

  it("refuses a URL another item of the collection uses, and bad input with a message", async () => {
    const blog = await newCollection(admin, "Url blog", "blog");
    await newItem(admin, blog.id, { title: "One", urlId: "same" });
    const taken = await admin.post(`${BLOG}/collections/${blog.id}/items`, { title: "Two", urlId: "same" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: "Another item of this collection already uses this URL." });
    const blank = await admin.post(`${BLOG}/collections/${blog.id}/items`, { title: "  " });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe("Please enter a title.");
    const malformed = await admin.post(`${BLOG}/collections/${blog.id}/items`, "{not json");
    expect(malformed.status).toBe(400);
    const wrongType = await admin.post(`${BLOG}/collections/${blog.id}/items`, { title: 5 });
    expect(wrongType.status).toBe(400);
    const huge = await admin.post(`${BLOG}/collections/${blog.id}/items`, {
      title: "Big",
      excerpt: "x".repeat(600_000),
    });
    expect(huge.status).toBe(413);
  });

  it("keeps a draft editor's items drafts: publishing needs a role that may publish", async () => {
    const blog = await newCollection(admin, "Review blog", "blog");
    const draft = await newItem(draftEditor, blog.id, { title: "From the editor" });
    expect(draft.status).toBe("draft");
    const publish = await draftEditor.put(`${BLOG}/items/${draft.id}`, {
      title: "From the editor",
      status: "published",
    });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({ message: "Your role on this site does not allow this." });
  });

  it("deletes an item, then answers 404 with a message", async () => {
    const blog = await newCollection(admin, "Delete blog", "blog");
    const item = await newItem(admin, blog.id, { title: "Short lived" });
    expect((await admin.delete(`${BLOG}/items/${item.id}`)).status).toBe(204);
    const again = await admin.fetch(`${BLOG}/items/${item.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "This post or event no longer exists." });
  });

  it("bumps the content version when a published post changes", async () => {
    const db = createDb(env.DB);
    const blog = await newCollection(admin, "Version blog", "blog");
    const before = await readContentVersion(db, "site_demo");
    await newItem(admin, blog.id, { title: "Seen", status: "published" });
    expect(await readContentVersion(db, "site_demo")).toBeGreaterThan(before!);
  });
});

describe("events", () => {
  it("asks for both dates and refuses an end before the start", async () => {
    const events = await newCollection(admin, "Dated events", "events");
    const start = Date.now() + 3 * DAY;
    const missing = await admin.post(`${BLOG}/collections/${events.id}/items`, { title: "When?" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Please enter when the event starts and ends." });
    const backwards = await admin.post(`${BLOG}/collections/${events.id}/items`, {
      title: "Backwards",
      startDate: start,
      endDate: start - HOUR,
    });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { message: string }).message).toBe(
      "An event cannot end before it starts.",
    );
    const ok = await newItem(admin, events.id, {
      title: "Open day",
      startDate: start,
      endDate: start + 2 * HOUR,
      location: { addressLine1: "1 Mill Lane", addressCountry: "United Kingdom" },
    });
    expect(ok).toMatchObject({ recordType: 12, startDate: start, endDate: start + 2 * HOUR });
  });
});

describe("settings", () => {
  it("reads and turns comments and likes off and on (settings:write)", async () => {
    expect(await (await admin.fetch(`${BLOG}/settings`)).json()).toEqual({
      commentsEnabled: true,
      simpleLikingEnabled: true,
    });
    expect((await draftEditor.put(`${BLOG}/settings`, { commentsEnabled: false })).status).toBe(403);
    const off = await admin.put(`${BLOG}/settings`, { simpleLikingEnabled: false });
    expect(await off.json()).toEqual({ commentsEnabled: true, simpleLikingEnabled: false });
    const bad = await admin.put(`${BLOG}/settings`, { simpleLikingEnabled: "yes" });
    expect(bad.status).toBe(400);
    const on = await admin.put(`${BLOG}/settings`, { simpleLikingEnabled: true });
    expect(await on.json()).toEqual({ commentsEnabled: true, simpleLikingEnabled: true });
  });
});

describe("comment moderation", () => {
  it("lists pending comments, approves one (counted) and deletes another", async () => {
    const blog = await newCollection(admin, "Moderated blog", "blog");
    const post = await newItem(admin, blog.id, { title: "Talk to us", status: "published" });
    const visitor = new Visitor();
    for (const text of ["First!", "Spam spam"]) {
      const res = await visitor.post(`/api/content/items/${post.id}/comments`, { name: "Ann", text });
      expect(res.status).toBe(202);
    }
    const { comments } = (await (await moderator.fetch(`${BLOG}/comments`)).json()) as {
      comments: { id: string; text: string; itemTitle: string; status: string }[];
    };
    const mine = comments.filter((c) => c.itemTitle === "Talk to us");
    expect(mine.map((c) => c.text).sort()).toEqual(["First!", "Spam spam"]);
    const first = mine.find((c) => c.text === "First!")!;
    const spam = mine.find((c) => c.text === "Spam spam")!;
    expect((await moderator.post(`${BLOG}/comments/${first.id}/approve`, {})).status).toBe(204);
    expect((await moderator.delete(`${BLOG}/comments/${spam.id}`)).status).toBe(204);
    const item = (await (await admin.fetch(`${BLOG}/items/${post.id}`)).json()) as { item: ItemJson };
    expect(item.item.publicCommentCount).toBe(1);
    const gone = await moderator.delete(`${BLOG}/comments/${spam.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "This comment no longer exists." });
    const pending = (await (await moderator.fetch(`${BLOG}/comments`)).json()) as {
      comments: { id: string }[];
    };
    expect(pending.comments.map((c) => c.id)).not.toContain(first.id);
  });
});
