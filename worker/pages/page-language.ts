// A page in the visitor's language (from its /<language>/ URL): the translated title, navigation
// title and description over the collection's own, and the translated layout when the translation
// has one (checked by the builder's schema when saved; checked again here, as stored JSON).
import type { CollectionJson } from "../db/catalog-types";
import { translatedPage } from "../db/translations";
import { pageDocumentSchema, type PageDocument } from "../site-content/document";
import type { PageCtx } from "./page";

export interface PageInLanguage {
  collection: CollectionJson;
  /** The translated layout; undefined keeps the main language's. */
  document?: PageDocument;
}

export async function inPageLanguage(c: PageCtx, collection: CollectionJson): Promise<PageInLanguage> {
  const language = c.get("pageLanguage");
  if (!language) return { collection };
  const translation = await translatedPage(c.get("db"), c.get("website").id, collection.id, language);
  if (!translation) return { collection };
  const layout =
    translation.document === null ? undefined : pageDocumentSchema.safeParse(translation.document);
  return {
    collection: {
      ...collection,
      title: translation.title,
      navigationTitle: translation.navigationTitle,
      description: translation.description || collection.description,
    },
    document: layout?.success ? layout.data : undefined,
  };
}
