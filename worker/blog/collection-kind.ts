// Blog and events collections: a generic collection (CollectionType 1) with a type name. Its items
// are blog posts (RecordType text 1) or events (RecordType event 12).
import { CollectionType, RecordType } from "../content/enums";

export const BLOG_TYPE_NAMES = ["blog", "events"] as const;
export type BlogKind = (typeof BLOG_TYPE_NAMES)[number];

/** The kind of a collection, or undefined when it holds no posts or events. */
export function collectionKind(collection: { type: number; typeName?: string | null }): BlogKind | undefined {
  if (collection.type !== CollectionType.generic) return undefined;
  // A generic collection made before type names existed is a blog.
  return collection.typeName === "events" ? "events" : "blog";
}

export const recordTypeOf = (kind: BlogKind): number =>
  kind === "events" ? RecordType.event : RecordType.text;
