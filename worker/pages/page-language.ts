// A page in the visitor's language (from its /<language>/ URL): the translated title, navigation
// title and description over the collection's own. The translated page document is handed to the
// page renderer through translatedPage (worker/db/translations.ts).
import type { CollectionJson } from "../db/catalog-types";
import { translatedPage } from "../db/translations";
import type { PageCtx } from "./page";

export async function inPageLanguage(c: PageCtx, collection: CollectionJson): Promise<CollectionJson> {
  const language = c.get("pageLanguage");
  if (!language) return collection;
  const translation = await translatedPage(c.get("db"), c.get("website").id, collection.id, language);
  if (!translation) return collection;
  return {
    ...collection,
    title: translation.title,
    navigationTitle: translation.navigationTitle,
    description: translation.description || collection.description,
  };
}
