// The site builder's owner calls (/api/owner/pages, docs/site-builder.md): request schemas and
// answer shapes, shared by the worker and the panel.
import { z } from "zod";
import { BLOG_TYPE_NAMES } from "../blog/collection-kind";
import { CollectionType } from "../content/enums";
import { pageDocumentSchema, pageSectionSchema, type PageDocument } from "./document";
import {
  MAX_ORDERABLE_ITEMS,
  MAX_URL_LENGTH,
  NOTHING_TO_PUBLISH,
  PAGE_NAMED_TWICE,
  URL_TOO_LONG,
} from "./messages";

/** The status words of spec section 3 that the page list shows. */
export const PAGE_STATUS_WORDS = [
  "Draft",
  "Scheduled",
  "Needs Review",
  "Private",
  "This page is locked",
] as const;
export type PageStatusWord = (typeof PAGE_STATUS_WORDS)[number];

const COLLECTION_TYPES = Object.values(CollectionType) as number[];

const title = z
  .string()
  .trim()
  .min(1, "Please enter a title.")
  .max(200, "Titles can be at most 200 characters long.");
/** A page's own path segment; with its leading "/" the page's URL stays within 2083 characters. */
const urlId = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH - 1, URL_TOO_LONG)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "URLs may hold lower-case letters, digits and single hyphens.");

export const createPageBody = z.object({
  type: z
    .number()
    .int()
    .refine((t) => COLLECTION_TYPES.includes(t), { message: "Choose a collection type of the list." })
    .default(CollectionType.page),
  title,
  urlId: urlId.optional(),
  navigationTitle: z.string().trim().max(200).optional(),
  /** The kind of a generic collection (type 1): a blog (the default) or events. */
  typeName: z.enum(BLOG_TYPE_NAMES).optional(),
});

export const renamePageBody = z.object({
  title: title.optional(),
  urlId: urlId.optional(),
  navigationTitle: z.string().trim().max(200).optional(),
});

export const saveDraftBody = z.object({
  document: pageDocumentSchema,
  /** The revision the edit started from (0 before the first save). */
  revision: z.number().int().min(0),
});

export const publishBody = z.object({
  /** The draft revision the owner is looking at: refused if another save came since. */
  revision: z.number().int().min(0),
  /** Epoch milliseconds; absent to publish now. */
  publishAt: z.number().int().positive().optional(),
});

/** Publishing the whole site: the pages with unpublished changes as the owner saw them. */
export const publishSiteBody = z.object({
  pages: z
    .array(z.object({ id: z.string().min(1).max(100), revision: z.number().int().min(1) }))
    .max(MAX_ORDERABLE_ITEMS)
    .refine((pages) => pages.length > 0, NOTHING_TO_PUBLISH)
    .refine((pages) => new Set(pages.map((p) => p.id)).size === pages.length, PAGE_NAMED_TWICE),
  /** Epoch milliseconds; absent to publish now. */
  publishAt: z.number().int().positive().optional(),
});

export const restoreBody = z.object({ revision: z.number().int().min(0) });

export const renderSectionBody = z.object({ section: pageSectionSchema });

export interface PageSummary {
  id: string;
  type: number;
  title: string;
  urlId: string;
  fullUrl: string;
  navigationTitle: string;
  isHomepage: boolean;
  /** Whether the page is built with the site builder's layout (pages), not a products collection. */
  editable: boolean;
  statuses: PageStatusWord[];
  publishAt: number | null;
  /** 'blog' or 'events' for a generic collection (its posts are edited at /config/blog/$id). */
  typeName: string | null;
}

/** A page whose draft is not its live layout, as "Publish all changes" lists it. */
export interface PageChange extends PageSummary {
  /** The draft's revision, named back when publishing. */
  revision: number;
  updatedBy: string;
  updatedOn: number;
}

export interface DraftAnswer {
  page: PageSummary;
  document: PageDocument;
  revision: number;
}

export interface VersionAnswer {
  id: string;
  publishedBy: string;
  publishedOn: number;
}
