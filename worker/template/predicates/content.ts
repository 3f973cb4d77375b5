import type { PredicateTable } from "../plugin";
import { asBoolean, asNumber, asString, getChild, getPath, isObject, isTruthy, size } from "../values";
import { CollectionType, FolderBehavior } from "../../content/enums";
import { isTimeZone, zonedFields } from "../i18n/zone";
import { galleryPredicates } from "../content/gallery";
import { recordTypePredicates } from "../content/record-types";

// Content predicates of the dialect: collections and folders, items, events, galleries,
// record types. Each is decided against the current frame (`ctx.node()`).

const BLANK_CHAR = /[\s\u200b\u00a0]/;

/**
 * Whether HTML shows any text: stripping tags (content/alt-text.ts) and blanks (`[\s\u200b\u00a0]`) leaves something without building
 * either string (a tag runs from "<" to the next ">", or to the end without one).
 */
function hasVisibleText(html: string): boolean {
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (c === 60 /* < */) {
      const close = html.indexOf(">", i + 1);
      if (close === -1) return false;
      i = close;
    } else if (c === 32 || (c >= 9 && c <= 13)) continue;
    else if (c < 128 || !BLANK_CHAR.test(html[i]!)) return true;
  }
  return false;
}

const MAX_EPOCH = 8.64e15;

/**
 * Whether two instants fall on the same calendar day in the zone (UTC when Intl does not
 * know it), as worker/content/event-dates.ts decides it, through the zone-offset cache.
 */
function sameDay(a: number, b: number, timeZone: string): boolean {
  if (!(Math.abs(a) <= MAX_EPOCH) || !(Math.abs(b) <= MAX_EPOCH)) return false;
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const x = zonedFields(a, zone);
  const y = zonedFields(b, zone);
  return x.day === y.day && x.month === y.month && x.year === y.year;
}

/** Whether a collection (or, without one, the node itself) has the given collection type. */
const collectionTypeIs = (node: unknown, code: number) => {
  const collection = getChild(node, "collection");
  const type = getChild(collection === undefined ? node : collection, "type");
  return type !== undefined && asNumber(type) === code;
};

export const contentPredicates: PredicateTable = {
  "calendar-view?": (_args, ctx) => asBoolean(ctx.resolve(["calendarView"])),

  /** The first child item has an image. */
  "child-images?": (_args, ctx) => {
    const items = getChild(ctx.node(), "items");
    if (!Array.isArray(items) || items.length === 0) return false;
    return isTruthy(getChild(items[0], "mainImageId")) || isTruthy(getChild(items[0], "systemDataId"));
  },

  /** Clickable when its folder behaviour is missing, index or redirect. */
  "clickable?": (_args, ctx) => {
    const behavior = ctx.resolve(["folderBehavior"]);
    if (behavior === undefined) return true;
    const code = asNumber(behavior);
    return code === FolderBehavior.index || code === FolderBehavior.redirect;
  },

  "collection?": (_args, ctx) => isTruthy(getChild(ctx.node(), "collection")),

  "collection-page?": (_args, ctx) => {
    const type = getPath(ctx.node(), ["collection", "type"]);
    return type !== undefined && asNumber(type) === CollectionType.page;
  },

  "collection-template-page?": (_args, ctx) => collectionTypeIs(ctx.node(), CollectionType["template-page"]),

  "collectionTypeNameEquals?": (args, ctx) =>
    args.length > 0 && asString(ctx.resolve(["typeName"])) === args[0],

  /** The excerpt (`excerpt.html` or plain `excerpt` text) has visible text. */
  "excerpt?": (_args, ctx) => {
    const excerpt = getChild(ctx.node(), "excerpt");
    const html = getChild(excerpt, "html");
    const text = typeof html === "string" ? html : typeof excerpt === "string" ? excerpt : "";
    return hasVisibleText(text);
  },

  "external-link?": (_args, ctx) => isTruthy(getChild(ctx.node(), "externalLink")),

  "folder?": (_args, ctx) => isTruthy(getPath(ctx.node(), ["collection", "folder"])),

  "has-multiple?": (_args, ctx) => size(ctx.node()) > 1,

  /** A folder collection that shows an index of its pages. */
  "index?": (_args, ctx) => {
    const collection = getChild(ctx.node(), "collection");
    if (!isObject(collection)) return false;
    const behavior = collection["folderBehavior"];
    return isTruthy(collection["folder"]) && behavior === FolderBehavior.index;
  },

  "location?": (_args, ctx) => {
    const location = getChild(ctx.node(), "location");
    return getChild(location, "mapLat") !== undefined && getChild(location, "mapLng") !== undefined;
  },

  "main-image?": (_args, ctx) => {
    const node = ctx.node();
    return isTruthy(getChild(node, "mainImageId")) || isTruthy(getChild(node, "systemDataId"));
  },

  /** An item that links straight through to its source URL. */
  "passthrough?": (_args, ctx) => {
    const node = ctx.node();
    return isTruthy(getChild(node, "passthrough")) && asString(getChild(node, "sourceUrl")) !== "";
  },

  "redirect?": (_args, ctx) => asNumber(getChild(ctx.node(), "folderBehavior")) === FolderBehavior.redirect,

  /** An event starting and ending on the same day in the site's time zone. */
  "same-day?": (_args, ctx) => {
    const node = ctx.node();
    const start = asNumber(getChild(node, "startDate"));
    const end = asNumber(getChild(node, "endDate"));
    return sameDay(start, end, ctx.timeZone);
  },

  "serviceNameEmail?": (_args, ctx) => asString(getChild(ctx.node(), "serviceName")) === "email",

  "show-past-events?": (_args, ctx) => asString(getChild(ctx.node(), "showPastOrUpcomingEvents")) === "past",

  ...galleryPredicates(),
  ...recordTypePredicates(),
};
