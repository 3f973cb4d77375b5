import { describe, expect, it } from "vitest";
import { FORMATTERS, PREDICATES, render } from "../../worker/template/index";

// The content and social plugins inside the engine: every name of the dialect is registered,
// and lookups that depend on the render's stack (index, block type, scope, time zone) work.

const CONTENT_AND_SOCIAL_FORMATTERS = [
  "AbsUrl",
  "audio-player",
  "capitalize",
  "child-image-meta",
  "cover-image-meta",
  "color-weight",
  "height",
  "humanizeDuration",
  "image",
  "image-color",
  "image-meta",
  "image-srcset",
  "item-classes",
  "resizedHeightForWidth",
  "resizedWidthForHeight",
  "squarespaceThumbnailForHeight",
  "squarespaceThumbnailForWidth",
  "website-color",
  "width",
  "video",
  "activate-twitter-links",
  "comment-count",
  "comment-link",
  "comments",
  "google-calendar-url",
  "like-button",
  "social-button",
  "social-button-inline",
  "twitter-follow-button",
];

const CONTENT_SOCIAL_AND_SLIDE_PREDICATES = [
  "calendar-view?",
  "child-images?",
  "clickable?",
  "collection?",
  "collection-page?",
  "collection-template-page?",
  "collectionTypeNameEquals?",
  "excerpt?",
  "external-link?",
  "folder?",
  "gallery-meta?",
  "has-multiple?",
  "index?",
  "location?",
  "main-image?",
  "passthrough?",
  "redirect?",
  "same-day?",
  "serviceNameEmail?",
  "show-past-events?",
  "gallery-design-grid?",
  "gallery-design-slideshow?",
  "gallery-design-slider?",
  "gallery-design-stacked?",
  "gallery-meta-position-top?",
  "gallery-meta-position-top-left?",
  "gallery-meta-position-top-right?",
  "gallery-meta-position-center?",
  "gallery-meta-position-bottom?",
  "gallery-meta-position-bottom-left?",
  "gallery-meta-position-bottom-right?",
  "gallery-active-alignment-center?",
  "gallery-active-alignment-left?",
  "gallery-active-alignment-right?",
  "gallery-autoplay?",
  "gallery-auto-crop?",
  "gallery-controls?",
  "gallery-lightbox?",
  "gallery-square-thumbs?",
  "gallery-show-meta?",
  "gallery-show-meta-on-hover?",
  "gallery-thumbnails?",
  "undefined?",
  "text?",
  "audio?",
  "store-item?",
  "event?",
  "binary?",
  "css-asset?",
  "tweak-asset?",
  "digital-good?",
  "attachment?",
  "wordpress-export?",
  "json-export?",
  "site-search?",
  "active-time?",
  "tweet?",
  "checkin?",
  "kbarticle?",
  "external-video?",
  "video?",
  "image?",
  "quote?",
  "link?",
  "gallery?",
  "promotedMAP?",
  "promotedEMBED?",
  "promotedIMAGE?",
  "promotedCODE?",
  "promotedQUOTE?",
  "promotedTWITTER?",
  "promotedLINK?",
  "promotedVIDEO?",
  "promotedFOURSQUARE?",
  "promotedINSTAGRAM?",
  "promotedFORM?",
  "background-source-undefined?",
  "background-source-upload?",
  "background-source-instagram?",
  "background-source-video?",
  "background-source-none?",
  "comments?",
  "disqus?",
  "current-type?",
];

describe("content and social plugins in the engine", () => {
  it("registers every content and social formatter of the dialect", () => {
    expect(CONTENT_AND_SOCIAL_FORMATTERS.filter((name) => !(name in FORMATTERS))).toEqual([]);
  });

  it("registers every content, social and slide predicate of the dialect", () => {
    expect(CONTENT_SOCIAL_AND_SLIDE_PREDICATES.filter((name) => !(name in PREDICATES))).toEqual([]);
  });

  it("item-classes numbers items of a repeated section", () => {
    const { output } = render("{.repeated section items}{@|item-classes};{.end}", {
      items: [{ recordTypeLabel: "text" }, { recordTypeLabel: "image" }],
    });
    expect(output).toBe("hentry post-type-text article-index-1;hentry post-type-image article-index-2;");
  });

  it("image reads the block type from the page around the image", () => {
    const data = { img: { title: "Title", altText: "Owner alt", assetUrl: "/a.jpg" }, blockType: 5 };
    expect(render("{img|image}", data).output).toContain('alt="Owner alt"');
    expect(render("{img|image}", { ...data, blockType: 1 }).output).toContain('alt="Title"');
  });

  it("comments describe the item in scope", () => {
    const { output } = render("{item|comments}", {
      item: { id: "i9", publicCommentCount: 2, commentState: 1 },
    });
    expect(output).toContain('id="comments-i9" data-item-id="i9" data-public-comment-count="2"');
  });

  it("same-day? uses the website's time zone", () => {
    const template = "{.section ev}{.same-day?}same{.or}different{.end}{.end}";
    const ev = { startDate: Date.UTC(2020, 0, 1, 14), endDate: Date.UTC(2020, 0, 1, 16) };
    expect(render(template, { ev }).output).toBe("same");
    expect(render(template, { ev, website: { timeZone: "Asia/Tokyo" } }).output).toBe("different");
  });

  it("a size formatter without its number argument reports a developer error", () => {
    const { output, errors } = render("{size|resizedHeightForWidth}", { size: "10x20" });
    expect(output).toBe("");
    expect(errors.map((e) => e.type)).toEqual(["formatter-args"]);
  });
});
