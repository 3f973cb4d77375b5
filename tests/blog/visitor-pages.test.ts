// What visitors see of blogs and events: the list (newest first, paginated, excerpt, date, comment
// count label, like count), the item page, upcoming and past events with one date for a same-day
// event and the Google Calendar link, `?format=json` with the spec's field names, drafts and future
// posts never shown or cached, comments by the spec's rule after approval, likes once per visitor.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ContributorRole } from "../../worker/owner/roles";
import { runScheduled } from "../../worker/scheduled";
import { richTextFromPlain } from "../../worker/site-content/rich-text/schema";
import { Visitor } from "../worker/helpers";
import type { Owner } from "../owner/helpers";
import { BLOG, DAY, HOUR, newCollection, newItem, signedIn, visitorSees } from "./helpers";

let admin: Owner;

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart"); // seeds the demo site
  admin = await signedIn("blog-pages@example.com", ContributorRole.ADMIN);
});

const comment = (visitor: Visitor, itemId: string, body: unknown) =>
  visitor.post(`/api/content/items/${itemId}/comments`, body);

describe("the demo journal and workshops", () => {
  it("lists the three posts newest first with excerpt, date, comment label and likes", async () => {
    const { status, html } = await visitorSees("/journal");
    expect(status).toBe(200);
    const titles = [...html.matchAll(/class="blog-entry-title"><a href="([^"]+)">([^<]+)</g)].map(
      (m) => m[2],
    );
    expect(titles).toEqual([
      "Ash glazes from the orchard",
      "Why we mend where it shows",
      "Our first indigo vat of the year",
    ]);
    expect(html).toContain("Last winter's prunings became this spring's mugs.");
    expect(html).toContain("1 Comment");
    expect(html).toContain("No Comments");
    expect(html).toContain("0 likes");
  });

  it("shows upcoming workshops by default, soonest first, and the past one with ?view=past", async () => {
    const upcoming = await visitorSees("/workshops");
    const titles = (html: string) =>
      [...html.matchAll(/class="blog-entry-title"><a [^>]+>([^<]+)</g)].map((m) => m[1]);
    expect(titles(upcoming.html)).toEqual(["Natural dye day", "Weekend throwing course"]);
    expect(upcoming.html).toMatch(/<a href="\/workshops" aria-current="page">Upcoming<\/a>/);
    const past = await visitorSees("/workshops?view=past");
    expect(titles(past.html)).toEqual(["Sashiko mending evening"]);
    expect(past.html).toMatch(/<a href="\/workshops\?view=past" aria-current="page">Past<\/a>/);
    expect((await visitorSees("/workshops?view=sideways")).status).toBe(404);
  });

  it("shows a post with its body, comments and the like and comment island", async () => {
    const { status, html } = await visitorSees("/journal/first-indigo-vat");
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="blog-item-title">Our first indigo vat of the year</h1>');
    expect(html).toContain("<p>A fermentation vat takes a week to wake up.</p>");
    expect(html).toContain("How long does the vat keep going once it is awake?");
    expect(html).toMatch(/<span class="timesince" data-date="\d+">about 2 weeks ago<\/span>/);
    expect(html).toContain('data-island="ItemSocial"');
    expect(html).toContain("Post Comment");
  });

  it("gives an event one date when it starts and ends the same day, its address and a calendar link", async () => {
    const { html } = await visitorSees("/workshops/natural-dye-day");
    expect(html).toMatch(
      /<p class="event-dates"><time[^>]*>\w+day, \w+ +\d+, \d{4}<\/time>, +\d+:00 [AP]M – +\d+:00 [AP]M<\/p>/,
    );
    expect(html).toContain("12 Mill Lane<br>");
    expect(html).toMatch(
      /href="http:\/\/www.google.com\/calendar\/event\?action=TEMPLATE&amp;text=Natural%20dye%20day&amp;dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z&amp;location=12%20Mill%20Lane%2C%20Hebden%20Bridge%20HX7%208AD%2C%20United%20Kingdom"[^>]*>Add to Google Calendar<\/a>/,
    );
    const twoDays = await visitorSees("/workshops/weekend-throwing-course");
    expect(twoDays.html).toMatch(
      /<p class="event-dates"><time[^>]*>\w+ +\d+, \d{4}<\/time> – <time[^>]*>\w+ +\d+, \d{4}<\/time><\/p>/,
    );
  });

  it("answers ?format=json with the spec's field names", async () => {
    const res = await new Visitor().fetch("/workshops/natural-dye-day?format=json");
    const json = (await res.json()) as { item: Record<string, unknown> };
    expect(json.item).toMatchObject({
      id: "item_workshop_natural_dye",
      fullUrl: "/workshops/natural-dye-day",
      title: "Natural dye day",
      recordType: 12,
      excerpt: "A day in the dye garden: madder, weld and woad.",
      publicCommentCount: 0,
      commentState: 1,
      likeCount: expect.any(Number),
      startDate: expect.any(Number),
      endDate: expect.any(Number),
      location: { addressLine1: "12 Mill Lane", addressCountry: "United Kingdom" },
    });
    const list = (await (await new Visitor().fetch("/journal?format=json")).json()) as {
      items: { recordType: number }[];
    };
    expect(list.items.map((i) => i.recordType)).toEqual([1, 1, 1]);
  });
});

describe("drafts and scheduled posts", () => {
  it("never shows a draft or a future post, nor caches them, and a scheduled post shows once due", async () => {
    const blog = await newCollection(admin, "Hidden things", "blog");
    const draft = await newItem(admin, blog.id, { title: "Secret draft" });
    const future = await newItem(admin, blog.id, {
      title: "Tomorrow's news",
      status: "published",
      publishOn: Date.now() + DAY,
    });
    const list = await visitorSees(`/${blog.urlId}`);
    expect(list.html).not.toContain("Secret draft");
    expect(list.html).not.toContain("Tomorrow");
    expect(list.html).toContain("No posts yet.");
    for (const item of [draft, future]) {
      const page = await visitorSees(item.fullUrl);
      expect(page.status).toBe(404);
      expect(page.cacheControl).not.toContain("s-maxage=60");
      expect((await comment(new Visitor(), item.id, { name: "A", text: "B" })).status).toBe(404);
    }
    const json = await (await new Visitor().fetch(`/${blog.urlId}?format=json`)).text();
    expect(json).not.toContain("Secret draft");
    const sitemap = await (await new Visitor().fetch("/sitemap.xml")).text();
    expect(sitemap).not.toContain(future.urlId);

    // The owner moves the time into the past: the cron marks it live and the version moves on.
    await env.DB.prepare("UPDATE content_items SET publish_on = ? WHERE id = ?")
      .bind(Date.now() - 1000, future.id)
      .run();
    const before = await env.DB.prepare(
      "SELECT content_version AS v FROM websites WHERE id = 'site_demo'",
    ).first<{ v: number }>();
    await runScheduled({ scheduledTime: Date.now() } as ScheduledController, env);
    const after = await env.DB.prepare(
      "SELECT content_version AS v FROM websites WHERE id = 'site_demo'",
    ).first<{ v: number }>();
    expect(after!.v).toBeGreaterThan(before!.v);
    expect((await visitorSees(`/${blog.urlId}`)).html).toContain("Tomorrow's news");
  });

  it("paginates a long blog, newest first", async () => {
    const blog = await newCollection(admin, "Long blog", "blog");
    const now = Date.now();
    for (let n = 1; n <= 12; n++) {
      await newItem(admin, blog.id, {
        title: `Post ${n}`,
        status: "published",
        publishOn: now - (20 - n) * HOUR,
      });
    }
    const first = await visitorSees(`/${blog.urlId}`);
    expect(first.html).toContain("Post 12");
    expect(first.html).not.toContain(">Post 2<");
    expect(first.html).toContain("Page 1 of 2");
    const second = await visitorSees(`/${blog.urlId}?page=2`);
    expect([...second.html.matchAll(/>(Post \d+)</g)].map((m) => m[1])).toEqual(["Post 2", "Post 1"]);
    expect((await visitorSees(`/${blog.urlId}?page=3`)).status).toBe(404);
  });
});

describe("comments", () => {
  it("waits for approval, then shows with its relative time and the count label", async () => {
    const blog = await newCollection(admin, "Comment blog", "blog");
    const post = await newItem(admin, blog.id, {
      title: "Say hi",
      status: "published",
      body: richTextFromPlain("Hi"),
    });
    const visitor = new Visitor();
    const sent = await comment(visitor, post.id, { name: "Bea", text: "Lovely <b>post</b>" });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({
      message: "Thank you! Your comment will appear once it is approved.",
    });
    expect((await visitorSees(post.fullUrl)).html).not.toContain("Lovely");
    const { comments } = (await (await admin.fetch(`${BLOG}/comments`)).json()) as {
      comments: { id: string; itemId: string }[];
    };
    const mine = comments.find((c) => c.itemId === post.id)!;
    await admin.post(`${BLOG}/comments/${mine.id}/approve`, {});
    const page = await visitorSees(post.fullUrl);
    expect(page.html).toContain("Lovely &lt;b&gt;post&lt;/b&gt;");
    expect(page.html).toContain("less than a minute ago");
    expect(page.html).toContain('<h2 id="comments-title">1 Comment</h2>');
    expect((await visitorSees(`/${blog.urlId}`)).html).toContain("1 Comment");
  });

  it("refuses a blank name or text, a closed item and a site with comments off", async () => {
    const blog = await newCollection(admin, "Closed blog", "blog");
    const open = await newItem(admin, blog.id, { title: "Open", status: "published" });
    const closed = await newItem(admin, blog.id, { title: "Closed", status: "published", commentState: 2 });
    const visitor = new Visitor();
    const blank = await comment(visitor, open.id, { name: " ", text: "Hi" });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe("Please enter your name.");
    const empty = await comment(visitor, open.id, { name: "Al", text: "" });
    expect(((await empty.json()) as { message: string }).message).toBe("Please enter a comment.");
    const long = await comment(visitor, open.id, { name: "Al", text: "x".repeat(2001) });
    expect(((await long.json()) as { message: string }).message).toBe(
      "A comment can be at most 2000 characters long.",
    );
    const refused = await comment(visitor, closed.id, { name: "Al", text: "Hi" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Comments are closed." });
    // Closed with no public comments: no comment section and no form.
    const closedPage = await visitorSees(closed.fullUrl);
    expect(closedPage.html).not.toContain("item-comments");
    expect(closedPage.html).not.toContain("Post Comment");

    await admin.put(`${BLOG}/settings`, { commentsEnabled: false });
    try {
      const off = await comment(new Visitor(), open.id, { name: "Al", text: "Hi" });
      expect(off.status).toBe(403);
      const demo = await visitorSees("/journal/first-indigo-vat");
      expect(demo.html).not.toContain("How long does the vat keep going");
      expect(demo.html).not.toContain("Post Comment");
      expect((await visitorSees("/journal")).html).not.toContain("1 Comment");
    } finally {
      await admin.put(`${BLOG}/settings`, { commentsEnabled: true });
    }
  });

  it("needs the crumb and limits a client to a few comments (429 'Please try again in a few seconds.')", async () => {
    const blog = await newCollection(admin, "Busy blog", "blog");
    const post = await newItem(admin, blog.id, { title: "Busy", status: "published" });
    const visitor = new Visitor();
    const forged = await visitor.post(
      `/api/content/items/${post.id}/comments`,
      { name: "A", text: "B" },
      { "x-csrf-token": "forged" },
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
    for (const text of ["C", "D", "E"])
      expect((await comment(visitor, post.id, { name: "A", text })).status).toBe(202);
    const limited = await comment(visitor, post.id, { name: "A", text: "F" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Please try again in a few seconds." });
  });
});

describe("likes", () => {
  it("counts one like per visitor, without changing the content version", async () => {
    const blog = await newCollection(admin, "Liked blog", "blog");
    const post = await newItem(admin, blog.id, { title: "Like me", status: "published" });
    const version = async () =>
      (await env.DB.prepare("SELECT content_version AS v FROM websites WHERE id = 'site_demo'").first<{
        v: number;
      }>())!.v;
    const before = await version();
    const ann = new Visitor();
    const like = (v: Visitor) => v.post(`/api/content/items/${post.id}/like`, {});
    expect(await (await like(ann)).json()).toEqual({ likeCount: 1, liked: true });
    expect(await (await like(ann)).json()).toEqual({ likeCount: 1, liked: true });
    expect(await (await like(new Visitor())).json()).toEqual({ likeCount: 2, liked: true });
    expect(await version()).toBe(before);
    expect((await new Visitor().post(`/api/content/items/item_nope/like`, {})).status).toBe(404);
  });

  it("refuses likes when the site turned them off, and hides the count", async () => {
    await admin.put(`${BLOG}/settings`, { simpleLikingEnabled: false });
    try {
      const res = await new Visitor().post("/api/content/items/item_journal_indigo/like", {});
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Likes are turned off on this site." });
      expect((await visitorSees("/journal")).html).not.toContain("likes</span>");
    } finally {
      await admin.put(`${BLOG}/settings`, { simpleLikingEnabled: true });
    }
  });
});
