// Navigation items (spec section 3: collectionId, externalLink, memberAreaId or children) and the
// update payload (fieldName, templateId, navigation.items). One shape for the call, the store and
// the panel:
//   { collectionId }                                        a page of this site
//   { externalLink: { title, url, newWindow } }             a link
//   { folder: { title, folderBehavior, urlId? }, children } a folder of pages and links
// A link's and a folder's `titles` hold their title in the site's other languages ({ fr: "…" }):
// a visitor on /fr/ pages sees the French one, else `title`.
// folderBehavior is the spec's FolderBehavior: 1 index (the folder's own page lists its pages),
// 2 redirect (the folder goes to its first page), 3 none (the folder only opens its list).
import { z } from "zod";
import {
  FOLDER_BEHAVIOR,
  FOLDER_IN_FOLDER,
  FOLDER_TITLE,
  LINK_TITLE,
  LINK_URL,
  MEMBER_AREAS_NOT_OFFERED,
  NAVIGATION_ITEM_KIND,
  NAVIGATION_ITEM_TWICE,
  NAVIGATION_TOO_LONG,
  TOO_MANY_TRANSLATED_TITLES,
} from "./messages";
import { linkUrl } from "./link-url";
import { languageTag, notALanguage } from "../multilingual/languages";

export const MAX_NAVIGATION_ITEMS = 100;
export const MAX_TITLE_LENGTH = 100;

export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;
export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior];

const title = (message: string) => z.string().trim().min(1, message).max(MAX_TITLE_LENGTH);

/** At most this many translated titles per item (the site's languages, and some kept from before). */
export const MAX_TRANSLATED_TITLES = 20;

/**
 * Translated titles by language tag (canonical: "pt-br" is kept as "pt-BR"); an empty title is no
 * translation and is dropped. Tags of languages the site no longer offers are kept, as page
 * translations are, so adding the language back brings them back.
 */
export const translatedTitles = z
  .record(z.string(), z.string().trim().max(MAX_TITLE_LENGTH))
  .refine((titles) => Object.keys(titles).length <= MAX_TRANSLATED_TITLES, TOO_MANY_TRANSLATED_TITLES)
  .transform((titles, ctx) => {
    const kept: Record<string, string> = {};
    for (const [tag, text] of Object.entries(titles)) {
      const canonical = languageTag.safeParse(tag);
      if (!canonical.success) {
        ctx.addIssue({ code: "custom", message: canonical.error.issues[0]!.message });
        return z.NEVER;
      }
      if (text) kept[canonical.data] = text;
    }
    return kept;
  });

export const pageItem = z.object({ collectionId: z.string().min(1).max(64) }).strict();

export const linkItem = z
  .object({
    externalLink: z
      .object({
        title: title(LINK_TITLE),
        url: linkUrl(LINK_URL),
        newWindow: z.boolean().default(false),
        titles: translatedTitles.optional(),
      })
      .strict(),
  })
  .strict();

const leaf = z.union([pageItem, linkItem]);

export const folderItem = z
  .object({
    folder: z
      .object({
        title: title(FOLDER_TITLE),
        folderBehavior: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: FOLDER_BEHAVIOR }),
        urlId: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
          .max(100)
          .optional(),
        titles: translatedTitles.optional(),
      })
      .strict(),
    children: z.array(z.unknown().pipe(childOf())).max(MAX_NAVIGATION_ITEMS, NAVIGATION_TOO_LONG),
  })
  .strict();

/** A folder's child: a page or a link; a folder or member area is refused by name. */
function childOf() {
  return z.unknown().transform((value, ctx) => {
    const parsed = leaf.safeParse(value);
    if (parsed.success) return parsed.data;
    const message =
      typeof value === "object" && value !== null && "folder" in value
        ? FOLDER_IN_FOLDER
        : itemMessage(value);
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/** The message of the most telling problem: the item's own (a title, an address) when its kind is clear. */
function itemMessage(value: unknown): string {
  if (typeof value !== "object" || value === null) return NAVIGATION_ITEM_KIND;
  if ("memberAreaId" in value) return MEMBER_AREAS_NOT_OFFERED;
  const kinds = Object.keys(kindSchema).filter((k) => k in value) as (keyof typeof kindSchema)[];
  if (kinds.length !== 1) return NAVIGATION_ITEM_KIND;
  const own = kindSchema[kinds[0]!].safeParse(value);
  const message = own.success ? undefined : own.error.issues[0]?.message;
  return message && isOwnMessage(message) ? message : NAVIGATION_ITEM_KIND;
}

const kindSchema = { collectionId: pageItem, externalLink: linkItem, folder: folderItem };
const OWN_MESSAGES = new Set([
  TOO_MANY_TRANSLATED_TITLES,
  MEMBER_AREAS_NOT_OFFERED,
  NAVIGATION_ITEM_KIND,
  FOLDER_BEHAVIOR,
  FOLDER_IN_FOLDER,
  FOLDER_TITLE,
  LINK_TITLE,
  LINK_URL,
  NAVIGATION_TOO_LONG,
]);

/** A message of the item's own fields (a fixed one, or a translated title's language tag). */
const isOwnMessage = (message: string) => OWN_MESSAGES.has(message) || message.endsWith(notALanguage(""));

const item = z.unknown().transform((value, ctx) => {
  const parsed = z.union([pageItem, linkItem, folderItem]).safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: "custom", message: itemMessage(value) });
  return z.NEVER;
});

export type PageItem = z.infer<typeof pageItem>;
export type LinkItem = z.infer<typeof linkItem>;
export type FolderItem = z.infer<typeof folderItem>;
export type NavigationLeaf = PageItem | LinkItem;
export type NavigationItem = NavigationLeaf | FolderItem;

/** Every page id of a navigation, folders' pages included, in order. */
export const pageIds = (items: readonly NavigationItem[]): string[] =>
  items.flatMap((i) => ("collectionId" in i ? [i.collectionId] : "folder" in i ? pageIds(i.children) : []));

const countItems = (items: readonly NavigationItem[]): number =>
  items.reduce((n, i) => n + 1 + ("children" in i ? i.children.length : 0), 0);

export const navigationItems = z
  .array(item)
  .refine((items) => countItems(items) <= MAX_NAVIGATION_ITEMS, NAVIGATION_TOO_LONG)
  .refine((items) => {
    const ids = pageIds(items);
    return new Set(ids).size === ids.length;
  }, NAVIGATION_ITEM_TWICE);

export const updateNavigationBody = z.object({
  fieldName: z.string().min(1).max(100),
  templateId: z.string().min(1).max(100),
  navigation: z.object({ items: navigationItems }),
});
export type UpdateNavigationBody = z.input<typeof updateNavigationBody>;
