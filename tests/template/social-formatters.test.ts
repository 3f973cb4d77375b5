import { describe, expect, it } from "vitest";
import { socialFormatters } from "../../worker/template/formatters/social";
import { fakeContext, variable } from "../content/fake-context";

const run = (name: string, value: unknown, frames: unknown[] = [{}]) => {
  const vars = variable(value);
  socialFormatters[name]!([], vars, fakeContext(frames));
  return vars[0]!.value;
};

describe("comment formatters", () => {
  it("comment-count labels the public comments", () => {
    expect(run("comment-count", { publicCommentCount: 0 })).toBe("No Comments");
    expect(run("comment-count", { publicCommentCount: 1 })).toBe("1 Comment");
    expect(run("comment-count", { publicCommentCount: 7 })).toBe("7 Comments");
  });

  it("comment-link links to the item's comments with their count", () => {
    const item = { id: "i1", fullUrl: "/blog/a", publicCommentCount: 2 };
    expect(run("comment-link", item)).toBe(
      '\n  <a href="/blog/a#comments-i1" class="sqs-comment-link" data-id="i1">\n  2\n  Comments\n  </a>\n',
    );
    expect(run("comment-link", { ...item, publicCommentCount: 0 })).toContain("\n  No\n  Comments\n");
    expect(run("comment-link", { ...item, publicCommentCount: 1 })).toContain("\n  1\n  Comment\n");
  });

  it("comment-link uses Disqus's link when the site has a Disqus short name", () => {
    const item = { id: "i1", fullUrl: "/blog/a" };
    const site = { websiteSettings: { disqusShortname: "abc" } };
    expect(run("comment-link", item, [site])).toBe(
      '\n  <a href="/blog/a" class="sqs-comment-link sqs-disqus-comment-link" data-id="i1"></a>\n',
    );
  });

  it("comments renders the thread container of the item in scope", () => {
    const item = { id: "i1", publicCommentCount: 3, commentState: 1 };
    expect(run("comments", item, [{ item }])).toBe(
      '\n  <div class="squarespace-comments" id="comments-i1" data-item-id="i1" data-public-comment-count="3" data-comment-state="1"></div>\n',
    );
  });

  it("comments falls back to the collection in scope", () => {
    const collection = { id: "c1", publicCommentCount: 0, commentState: 2 };
    expect(run("comments", collection, [{ collection }])).toContain(
      'id="comments-c1" data-collection-id="c1" data-public-comment-count="0" data-comment-state="2">',
    );
    expect(run("comments", collection, [{}])).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1"></div>\n',
    );
  });

  it("comments gives Disqus its thread element", () => {
    expect(run("comments", { id: "i1" }, [{ websiteSettings: { disqusShortName: "abc" } }])).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    );
  });
});

describe("like, share and follow buttons", () => {
  it("like-button shows only when simple liking is on", () => {
    const item = { id: "i1", likeCount: 4 };
    expect(run("like-button", item)).toBe("");
    const html = run("like-button", item, [{ websiteSettings: { simpleLikingEnabled: true } }]);
    expect(html).toContain('<span class="sqs-simple-like" data-item-id="i1" data-like-count="4">');
  });

  it("social-button shows only with share-button options", () => {
    const item = { systemDataId: "s1", recordType: 2, fullUrl: "/p", title: 'A "b"', assetUrl: "/i.jpg" };
    expect(run("social-button", item, [{ website: {} }])).toBe("");
    expect(run("social-button", item, [{ website: { shareButtonOptions: { a: true } } }])).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="s1" data-asset-url="/i.jpg"' +
        ' data-record-type="2" data-full-url="/p" data-title="A &quot;b&quot;"></div>',
    );
  });

  it("social-button-inline is a span and falls back to the main image", () => {
    const item = { mainImageId: "m1", mainImage: { assetUrl: "/m.jpg" } };
    const html = run("social-button-inline", item, [{ website: { shareButtonOptions: ["x"] } }]) as string;
    expect(
      html.startsWith('<span class="squarespace-social-buttons inline-style" data-system-data-id="m1"'),
    ).toBe(true);
    expect(html).toContain('data-asset-url="/m.jpg"');
  });

  it("twitter-follow-button takes the user name, else the end of the profile URL", () => {
    expect(run("twitter-follow-button", { userName: "ann" })).toContain('data-username="ann"');
    expect(run("twitter-follow-button", { profileUrl: "https://twitter.com/bob" })).toContain(
      'data-username="bob"',
    );
  });
});

describe("activate-twitter-links and google-calendar-url", () => {
  it("links URLs, mentions and hashtags", () => {
    expect(run("activate-twitter-links", "see http://a.co/x @ann #tag")).toBe(
      'see <a target="new" href="http://a.co/x">http://a.co/x</a> ' +
        '<a target="new" href="https://twitter.com/ann/">@ann</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/tag?src=hash">#tag</a>',
    );
    expect(run("activate-twitter-links", "mail@example.com a#b")).toBe("mail@example.com a#b");
  });

  it("builds the calendar link of an event", () => {
    const event = {
      title: "Gig",
      startDate: Date.UTC(2020, 0, 2, 3, 4, 5),
      endDate: Date.UTC(2020, 0, 2, 5, 0, 0),
      location: { addressLine1: "Hall", addressCountry: "UK" },
    };
    expect(run("google-calendar-url", event)).toBe(
      "http://www.google.com/calendar/event?action=TEMPLATE&text=Gig&dates=20200102T030405Z/20200102T050000Z&location=Hall%2C%20UK",
    );
  });
});
