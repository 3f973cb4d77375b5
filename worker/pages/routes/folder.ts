// A navigation folder with the index behaviour (FolderBehavior 1) has its own page at /<urlId>:
// its title and its pages and links, as the visitor's navigation shows them. Only when no page has
// that address (the navigation update refuses a folder address a page already has).
import { navigationPages, readNavigations } from "../../db/navigation";
import { translationsOf } from "../../db/translations";
import { languagePrefix } from "../../multilingual/languages";
import { folderUrlId, visitorNavigation } from "../../navigation/resolve";
import { FolderBehavior, pageIds, type FolderItem } from "../../navigation/schemas";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

export async function folderIndex(c: PageCtx, urlId: string): Promise<PageView | undefined> {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  const navigations = await readNavigations(db, websiteId, c.get("theme").conf.navigations[0]?.name);
  const folder = [...navigations.values()]
    .flat()
    .find(
      (item): item is FolderItem =>
        "folder" in item &&
        item.folder.folderBehavior === FolderBehavior.INDEX &&
        folderUrlId(item.folder) === urlId,
    );
  if (!folder) return undefined;
  const main = c.get("website").language;
  const language = c.get("pageLanguage") ?? main;
  const ids = pageIds([folder]);
  const [site, pages, translations] = await Promise.all([
    siteContext(c, `/${urlId}`),
    navigationPages(db, websiteId, ids),
    language === main ? new Map() : translationsOf(db, websiteId, language, ids),
  ]);
  const titles = new Map([...translations].map(([id, t]) => [id, t.navigationTitle]));
  const [entry] = visitorNavigation([folder], {
    pages,
    titles,
    prefix: languagePrefix(language, main),
    path: `/${urlId}`,
    language: language === main ? undefined : language,
  });
  if (!entry) return undefined;
  return {
    template: "pages/folder.page",
    context: pageContext(site, PageType.PAGE, { pageTitle: entry.title, folder: entry }),
  };
}
