import { describe, expect, it } from "vitest";
import { contentPredicates } from "../../worker/template/predicates/content";
import { fakeContext } from "../content/fake-context";

/** Decide predicate `name` with `node` as the current frame (under optional outer frames). */
const is = (name: string, node: unknown, args: string[] = [], outer: unknown[] = [], timeZone?: string) => {
  const predicate = contentPredicates[name];
  if (predicate === undefined) throw new Error(`no predicate ${name}`);
  return predicate(args, fakeContext([...outer, node], { timeZone }));
};

describe("collection and folder predicates", () => {
  it("clickable? when folderBehavior is missing, index or redirect", () => {
    expect(is("clickable?", {})).toBe(true);
    expect(is("clickable?", { folderBehavior: 1 })).toBe(true);
    expect(is("clickable?", { folderBehavior: 2 })).toBe(true);
    expect(is("clickable?", { folderBehavior: 3 })).toBe(false);
  });

  it("index? for folders shown as an index, redirect? for redirecting ones", () => {
    expect(is("index?", { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
    expect(is("index?", { collection: { folder: false, folderBehavior: 1 } })).toBe(false);
    expect(is("index?", { collection: { folder: true, folderBehavior: "1" } })).toBe(false);
    expect(is("redirect?", { folderBehavior: 2 })).toBe(true);
    expect(is("redirect?", { folderBehavior: 1 })).toBe(false);
  });

  it("collection?, folder?, collection-page? and collection-template-page?", () => {
    expect(is("collection?", { collection: { id: 1 } })).toBe(true);
    expect(is("collection?", { collection: {} })).toBe(false);
    expect(is("folder?", { collection: { folder: true } })).toBe(true);
    expect(is("collection-page?", { collection: { type: 10 } })).toBe(true);
    expect(is("collection-template-page?", { collection: { type: 7 } })).toBe(true);
    expect(is("collection-template-page?", { type: 7 })).toBe(true);
    expect(is("collection-template-page?", { collection: {}, type: 7 })).toBe(false);
  });

  it("collectionTypeNameEquals? compares the type name with its argument", () => {
    expect(is("collectionTypeNameEquals?", { typeName: "blog" }, ["blog"])).toBe(true);
    expect(is("collectionTypeNameEquals?", { typeName: "blog" }, ["events"])).toBe(false);
    expect(is("collectionTypeNameEquals?", { typeName: "blog" })).toBe(false);
  });
});

describe("item predicates", () => {
  it("excerpt? needs visible text in the excerpt", () => {
    expect(is("excerpt?", { excerpt: { html: "<p>Hi</p>" } })).toBe(true);
    expect(is("excerpt?", { excerpt: { html: "<p>\u200b\u00a0 </p>" } })).toBe(false);
    expect(is("excerpt?", { excerpt: "plain" })).toBe(true);
    expect(is("excerpt?", { excerpt: 12 })).toBe(false);
  });

  it("external-link?, passthrough?, location?, main-image? and child-images?", () => {
    expect(is("external-link?", { externalLink: "http://x" })).toBe(true);
    expect(is("passthrough?", { passthrough: true, sourceUrl: "http://x" })).toBe(true);
    expect(is("passthrough?", { passthrough: true, sourceUrl: "" })).toBe(false);
    expect(is("location?", { location: { mapLat: 1, mapLng: 0 } })).toBe(true);
    expect(is("location?", { location: { mapLat: 1 } })).toBe(false);
    expect(is("main-image?", { systemDataId: "x" })).toBe(true);
    expect(is("child-images?", { items: [{ mainImageId: "x" }, {}] })).toBe(true);
    expect(is("child-images?", { items: [{}, { mainImageId: "x" }] })).toBe(false);
  });

  it("has-multiple? and serviceNameEmail?", () => {
    expect(is("has-multiple?", [1, 2])).toBe(true);
    expect(is("has-multiple?", [1])).toBe(false);
    expect(is("serviceNameEmail?", { serviceName: "email" })).toBe(true);
  });

  it("calendar-view? looks up the stack", () => {
    expect(is("calendar-view?", {}, [], [{ calendarView: true }])).toBe(true);
    expect(is("calendar-view?", { calendarView: "yes" })).toBe(false);
  });
});

describe("event predicates", () => {
  const event = { startDate: Date.UTC(2013, 10, 15, 12), endDate: Date.UTC(2013, 10, 16, 2) };

  it("same-day? compares days in the site time zone", () => {
    expect(is("same-day?", event, [], [], "America/New_York")).toBe(true);
    expect(is("same-day?", event, [], [], "Europe/Paris")).toBe(false);
  });

  it("show-past-events? when the list shows past events", () => {
    expect(is("show-past-events?", { showPastOrUpcomingEvents: "past" })).toBe(true);
    expect(is("show-past-events?", { showPastOrUpcomingEvents: "upcoming" })).toBe(false);
  });
});

describe("gallery predicates", () => {
  const gallery = (options: Record<string, unknown>) => ({ options });

  it("select options match their named choice only", () => {
    expect(is("gallery-design-slider?", gallery({ design: "slider" }))).toBe(true);
    expect(is("gallery-design-grid?", gallery({ design: "slider" }))).toBe(false);
    expect(is("gallery-meta-position-top-left?", gallery({ "meta-position": "top-left" }))).toBe(true);
    expect(is("gallery-meta-position-top?", gallery({ "meta-position": "top-left" }))).toBe(false);
    expect(is("gallery-active-alignment-right?", gallery({ "active-alignment": "right" }))).toBe(true);
  });

  it("read options as stored: a missing option matches nothing", () => {
    expect(is("gallery-design-grid?", gallery({}))).toBe(false);
    expect(is("gallery-auto-crop?", gallery({}))).toBe(false);
  });

  it("yes/no options and gallery-meta?", () => {
    for (const name of [
      "autoplay",
      "auto-crop",
      "controls",
      "lightbox",
      "square-thumbs",
      "show-meta",
      "thumbnails",
    ]) {
      expect(is(`gallery-${name}?`, gallery({ [name]: true })), name).toBe(true);
      expect(is(`gallery-${name}?`, gallery({ [name]: false })), name).toBe(false);
    }
    expect(is("gallery-show-meta-on-hover?", gallery({ "show-meta-on-hover": "true" }))).toBe(true);
    expect(is("gallery-meta?", gallery({ indicators: true }))).toBe(true);
    expect(is("gallery-meta?", gallery({ controls: false }))).toBe(false);
  });
});

describe("record type predicates", () => {
  it("one predicate per record type", () => {
    expect(is("audio?", { recordType: 7 })).toBe(true);
    expect(is("audio?", { recordType: 18 })).toBe(false);
    expect(is("css-asset?", { recordType: 16 })).toBe(true);
    expect(is("store-item?", { recordType: 11 })).toBe(true);
    expect(is("event?", { recordType: 12 })).toBe(true);
  });

  it("video?, image?, quote?, link? and gallery? also accept a promoted block of that kind", () => {
    expect(is("video?", { recordType: 8 })).toBe(true);
    expect(is("video?", { promotedBlockType: "video" })).toBe(true);
    expect(is("external-video?", { promotedBlockType: "video" })).toBe(true);
    expect(is("image?", { promotedBlockType: "image" })).toBe(true);
    expect(is("image?", { recordType: -1 })).toBe(false);
    expect(is("quote?", { recordType: 4 })).toBe(true);
  });

  it("promoted block and background source predicates", () => {
    expect(is("promotedVIDEO?", { promotedBlockType: "video" })).toBe(true);
    expect(is("promotedMAP?", { promotedBlockType: "video" })).toBe(false);
    expect(is("background-source-video?", { backgroundSource: 3 })).toBe(true);
    expect(is("background-source-upload?", { backgroundSource: 3 })).toBe(false);
  });

  it("current-type? compares the slide's current slice type by name", () => {
    expect(is("current-type?", { currentType: 5 }, ["gallery"])).toBe(true);
    expect(is("current-type?", { currentType: 5 }, ["video"])).toBe(false);
    expect(is("current-type?", { currentType: 5 }, ["toString"])).toBe(false);
    expect(is("current-type?", { currentType: 5 })).toBe(false);
  });
});
