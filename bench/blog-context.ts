// Render contexts of the demo journal and workshops (worker/seed/demo-blog.ts), as the page router
// builds them, for the page-render benchmark.
import { collectionJson, websiteJson } from "../worker/db/catalog-json";
import { collections, contentItems, websites } from "../worker/db/schema";
import { publicItemJson } from "../worker/blog/item-json";
import { PAGE_TYPE_NAMES, PageType } from "../worker/pages/page-types";
import { demoBlogCollections, demoBlogComments, demoBlogItems } from "../worker/seed/demo-blog";
import { demoWebsite } from "../worker/seed/demo-data";
import { withDefaults } from "./seed-context";

const now = Date.now();
const site = websiteJson(withDefaults(websites, demoWebsite));
const [journal, workshops] = demoBlogCollections.map((c) => collectionJson(withDefaults(collections, c)));
const items = demoBlogItems(now).map((i) => withDefaults(contentItems, i));
const itemsOf = (id: string) =>
  items
    .filter((i) => i.collectionId === id)
    .map((i) => publicItemJson(i, id === journal!.id ? "journal" : "workshops"));
const base = { ...site, navigation: [{ title: "Home", url: "/", active: false }] };

export const blogListContext = {
  ...base,
  pageType: PageType.MAIN_CONTENT,
  pageTypeName: PAGE_TYPE_NAMES[PageType.MAIN_CONTENT],
  pageTitle: journal!.title,
  collection: journal!,
  items: itemsOf(journal!.id),
};

export const blogItemContext = {
  ...base,
  pageType: PageType.CONTENT_ITEM,
  pageTypeName: PAGE_TYPE_NAMES[PageType.CONTENT_ITEM],
  pageTitle: items[0]!.title,
  collection: journal!,
  item: { ...itemsOf(journal!.id).find((i) => i.publicCommentCount > 0)!, comments: demoBlogComments(now) },
};

export const eventItemContext = {
  ...base,
  pageType: PageType.CONTENT_ITEM,
  pageTypeName: PAGE_TYPE_NAMES[PageType.CONTENT_ITEM],
  pageTitle: "Natural dye day",
  collection: workshops!,
  item: { ...itemsOf(workshops!.id)[0]!, comments: [] },
};
