// The owner's blog and events calls (/api/owner/blog, docs/blog-and-events.md) and the visitors'
// comment call: request schemas and answer shapes, shared by the worker and the panel.
import { z } from "zod";
import { imageRefSchema } from "../site-content/image-ref";
import { MAX_URL_LENGTH, URL_TOO_LONG } from "../site-content/messages";
import { richTextDocSchema, type RichTextDoc } from "../site-content/rich-text/schema";
import type { ImageRef } from "../site-content/image-ref";
import {
  COMMENT_NAME_REQUIRED,
  COMMENT_TEXT_REQUIRED,
  COMMENT_TOO_LONG,
  EVENT_ENDS_BEFORE_START,
  MAX_COMMENT_LENGTH,
  type ItemStatusWord,
} from "./messages";

/** commentState: 1 open (spec section 4), 2 closed (the spec names only 1; ours). */
export const COMMENT_STATES = { open: 1, closed: 2 } as const;

export { MAX_COMMENT_LENGTH };

const words = (max: number) => z.string().trim().min(1).max(max);

export const eventLocationSchema = z.object({
  addressLine1: z.string().trim().max(200).default(""),
  addressLine2: z.string().trim().max(200).default(""),
  addressCountry: z.string().trim().max(100).default(""),
  mapLat: z.number().min(-90).max(90).optional(),
  mapLng: z.number().min(-180).max(180).optional(),
});
export type EventLocation = z.output<typeof eventLocationSchema>;

const epoch = z.number().int().min(0).max(8.64e15);

export const itemBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Please enter a title.")
      .max(200, "Titles can be at most 200 characters long."),
    urlId: z
      .string()
      .trim()
      .max(MAX_URL_LENGTH - 1, URL_TOO_LONG)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "URLs may hold lower-case letters, digits and single hyphens.")
      .optional(),
    excerpt: z.string().trim().max(2000, "An excerpt can be at most 2000 characters long.").default(""),
    body: richTextDocSchema.optional(),
    mainImage: imageRefSchema.nullable().default(null),
    author: z.string().trim().max(200).default(""),
    tags: z.array(words(80)).max(50).default([]),
    categories: z.array(words(80)).max(50).default([]),
    status: z.enum(["draft", "published"]).default("draft"),
    /** When it shows (epoch ms); in the future it is scheduled. Absent: now. */
    publishOn: epoch.optional(),
    commentState: z.union([z.literal(COMMENT_STATES.open), z.literal(COMMENT_STATES.closed)]).default(1),
    startDate: epoch.nullable().optional(),
    endDate: epoch.nullable().optional(),
    location: eventLocationSchema.nullable().default(null),
  })
  .refine((b) => b.startDate == null || b.endDate == null || b.endDate >= b.startDate, {
    message: EVENT_ENDS_BEFORE_START,
    path: ["endDate"],
  });
export type ItemBody = z.output<typeof itemBody>;

export const blogSettingsBody = z.object({
  commentsEnabled: z.boolean().optional(),
  simpleLikingEnabled: z.boolean().optional(),
});

export const commentBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, COMMENT_NAME_REQUIRED)
    .max(100, "A name can be at most 100 characters long."),
  text: z.string().trim().min(1, COMMENT_TEXT_REQUIRED).max(MAX_COMMENT_LENGTH, COMMENT_TOO_LONG),
});

/** A post or event as the owner edits it. */
export interface OwnerItem {
  id: string;
  collectionId: string;
  recordType: number;
  urlId: string;
  fullUrl: string;
  title: string;
  excerpt: string;
  body: RichTextDoc;
  mainImage: ImageRef | null;
  author: string;
  tags: string[];
  categories: string[];
  status: "draft" | "published";
  statusWord: ItemStatusWord;
  publishOn: number;
  commentState: number;
  publicCommentCount: number;
  likeCount: number;
  startDate: number | null;
  endDate: number | null;
  location: EventLocation | null;
  updatedOn: number;
}

/** A comment in the owner's moderation list. */
export interface OwnerComment {
  id: string;
  itemId: string;
  itemTitle: string;
  itemUrl: string;
  authorName: string;
  text: string;
  status: "pending" | "approved";
  createdOn: number;
}

export interface BlogSettings {
  commentsEnabled: boolean;
  simpleLikingEnabled: boolean;
}
