// The demo site's journal (a blog of three posts) and workshops (events: two upcoming, one past).
// Dates are counted from when the seed first runs, so a fresh demo always has upcoming events.
import type { collections, contentComments, contentItems } from "../db/schema";
import { CollectionType, RecordType } from "../content/enums";
import { renderRichText } from "../site-content/rich-text/render";
import { richTextFromPlain } from "../site-content/rich-text/schema";
import { DEMO_WEBSITE_ID } from "./demo-data";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const DEMO_BLOG_ID = "col_journal";
export const DEMO_EVENTS_ID = "col_workshops";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const demoBlogCollections: Insert<typeof collections>[] = [
  {
    id: DEMO_BLOG_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.generic,
    typeName: "blog",
    urlId: "journal",
    title: "Journal",
    navigationTitle: "Journal",
    description: "Notes from the dye garden and the workbench.",
  },
  {
    id: DEMO_EVENTS_ID,
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.generic,
    typeName: "events",
    urlId: "workshops",
    title: "Workshops",
    navigationTitle: "Workshops",
    description: "Learn to dye, mend and throw with us in the studio.",
  },
];

function item(
  fields: Omit<Insert<typeof contentItems>, "websiteId" | "body" | "bodyHtml" | "status" | "live"> & {
    text: string;
  },
): Insert<typeof contentItems> {
  const { text, ...rest } = fields;
  const body = richTextFromPlain(text);
  return {
    ...rest,
    websiteId: DEMO_WEBSITE_ID,
    body,
    bodyHtml: renderRichText(body),
    status: "published",
    live: true,
    createdOn: rest.publishOn,
    updatedOn: rest.publishOn,
  };
}

/** Midnight UTC of the day `days` from `now`, plus `hours` (UTC; the demo site is in New York, 5 hours behind). */
const dayAt = (now: number, days: number, hours: number) =>
  Math.floor(now / DAY) * DAY + days * DAY + hours * HOUR;

const STUDIO = {
  addressLine1: "12 Mill Lane",
  addressLine2: "Hebden Bridge HX7 8AD",
  addressCountry: "United Kingdom",
};

export function demoBlogItems(now: number): Insert<typeof contentItems>[] {
  return [
    item({
      id: "item_journal_indigo",
      collectionId: DEMO_BLOG_ID,
      recordType: RecordType.text,
      urlId: "first-indigo-vat",
      title: "Our first indigo vat of the year",
      excerpt: "A fermentation vat takes a week to wake up. Here is how we feed it.",
      author: "Mara Holt",
      tags: ["indigo", "dyeing"],
      publishOn: now - 20 * DAY,
      publicCommentCount: 1,
      text: "A fermentation vat takes a week to wake up.\nWe feed ours with bran and madder, and stir it every evening.",
    }),
    item({
      id: "item_journal_mending",
      collectionId: DEMO_BLOG_ID,
      recordType: RecordType.text,
      urlId: "visible-mending",
      title: "Why we mend where it shows",
      excerpt: "A patch can be the best part of a shirt.",
      author: "Mara Holt",
      tags: ["mending"],
      publishOn: now - 9 * DAY,
      text: "A patch can be the best part of a shirt.\nWe use sashiko thread and offcuts from the workroom floor.",
    }),
    item({
      id: "item_journal_glazes",
      collectionId: DEMO_BLOG_ID,
      recordType: RecordType.text,
      urlId: "ash-glazes",
      title: "Ash glazes from the orchard",
      excerpt: "Last winter's prunings became this spring's mugs.",
      author: "Jonah Pike",
      tags: ["stoneware"],
      publishOn: now - 2 * DAY,
      text: "Last winter's apple prunings became this spring's mugs.\nEvery firing comes out a little different.",
    }),
    item({
      id: "item_workshop_natural_dye",
      collectionId: DEMO_EVENTS_ID,
      recordType: RecordType.event,
      urlId: "natural-dye-day",
      title: "Natural dye day",
      excerpt: "A day in the dye garden: madder, weld and woad.",
      publishOn: now - 10 * DAY,
      startDate: dayAt(now, 14, 15),
      endDate: dayAt(now, 14, 21),
      location: STUDIO,
      text: "Spend a day with us in the dye garden.\nLunch and all materials are included.",
    }),
    item({
      id: "item_workshop_throwing",
      collectionId: DEMO_EVENTS_ID,
      recordType: RecordType.event,
      urlId: "weekend-throwing-course",
      title: "Weekend throwing course",
      excerpt: "Two days at the wheel, from centring to trimming.",
      publishOn: now - 10 * DAY,
      startDate: dayAt(now, 40, 14),
      endDate: dayAt(now, 41, 22),
      location: STUDIO,
      text: "Two days at the wheel, from centring to trimming.\nYour pots are fired and posted to you.",
    }),
    item({
      id: "item_workshop_sashiko",
      collectionId: DEMO_EVENTS_ID,
      recordType: RecordType.event,
      urlId: "sashiko-evening",
      title: "Sashiko mending evening",
      excerpt: "Bring a garment that needs love.",
      publishOn: now - 60 * DAY,
      startDate: dayAt(now, -30, 23),
      endDate: dayAt(now, -29, 2),
      location: STUDIO,
      text: "Bring a garment that needs love.\nWe provide needles, thread and tea.",
    }),
  ];
}

export function demoBlogComments(now: number): Insert<typeof contentComments>[] {
  return [
    {
      id: "cmt_demo_indigo",
      websiteId: DEMO_WEBSITE_ID,
      itemId: "item_journal_indigo",
      authorName: "Ruth",
      body: "How long does the vat keep going once it is awake?",
      status: "approved",
      createdOn: now - 18 * DAY,
    },
  ];
}
