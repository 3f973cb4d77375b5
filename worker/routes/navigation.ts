// The site's navigations for the owner (spec section 7):
//   GET  /api/commondata/GetSiteLayout -> {templateId, layout: [{identifier, title, links}]}  (content:read)
//   POST /api/widget/UpdateNavigation {fieldName, templateId, navigation: {items}} -> the new layout
//                                                                                (content:publish)
// The layout lists the theme's navigations (template.conf), the main one first. An update names the
// theme (templateId) and one of its navigations (fieldName); anything else is 404 'Unable to find
// site main navigation'. Items are pages, links and folders of pages and links
// (worker/navigation/schemas.ts). The update is live at once (the content version moves), so it
// needs the permission to publish.
import { Hono, type Context } from "hono";
import {
  navigationPages,
  readNavigations,
  takenUrlIds,
  unknownCollections,
  writeNavigation,
} from "../db/navigation";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import {
  FOLDER_URL_TAKEN,
  FOLDER_URL_TWICE,
  MAIN_NAVIGATION_NOT_FOUND,
  navigationPageNotFound,
} from "../navigation/messages";
import { folderUrlId, layoutLinks } from "../navigation/resolve";
import { FolderBehavior, pageIds, updateNavigationBody, type NavigationItem } from "../navigation/schemas";
import { THEMES } from "../pages/theme/registry";
import { RESERVED_URL } from "../site-content/messages";
import { isReservedUrlId } from "../site-content/reserved-urls";

const siteTheme = (c: Context<AppEnv>) => THEMES.get(c.get("websiteSettings").theme);

async function siteLayout(c: Context<AppEnv>) {
  const theme = siteTheme(c);
  const db = c.get("db");
  const websiteId = c.get("website").id;
  const names = theme.conf.navigations;
  const stored = await readNavigations(db, websiteId, names[0]?.name);
  // Every page of the site: the navigations' links resolve against it, and `pages` offers the
  // editor's "Add page" those in no navigation yet.
  const pages = await navigationPages(db, websiteId);
  return {
    templateId: theme.name,
    layout: names.map((nav) => ({
      identifier: nav.name,
      title: nav.title,
      links: layoutLinks(stored.get(nav.name) ?? [], pages),
    })),
    pages: [...pages.values()].map((p) => ({
      collectionId: p.id,
      title: p.navigationTitle,
      url: p.fullUrl,
      enabled: p.enabled,
    })),
  };
}

/** Index folders' addresses: each its own, none a page's. */
function folderAddresses(items: NavigationItem[]): string[] {
  return items.flatMap((item) =>
    "folder" in item && item.folder.folderBehavior === FolderBehavior.INDEX ? [folderUrlId(item.folder)] : [],
  );
}

export const siteLayoutRoutes = new Hono<AppEnv>().get(
  "/GetSiteLayout",
  requirePermission("content:read"),
  async (c) => c.json(await siteLayout(c)),
);

export const navigationRoutes = new Hono<AppEnv>().post(
  "/UpdateNavigation",
  requirePermission("content:publish"),
  requireJson,
  limitBody(),
  validate("json", updateNavigationBody),
  async (c) => {
    const { fieldName, templateId, navigation } = c.req.valid("json");
    const theme = siteTheme(c);
    const names = theme.conf.navigations.map((n) => n.name);
    if (templateId !== theme.name || !names.includes(fieldName)) {
      return apiError(c, 404, MAIN_NAVIGATION_NOT_FOUND);
    }
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const items = navigation.items;
    const [unknown] = await unknownCollections(db, websiteId, pageIds(items));
    if (unknown !== undefined) return apiError(c, 400, navigationPageNotFound(unknown));

    // A folder's own page must not hide a page, nor share its address with another navigation's.
    const addresses = folderAddresses(items);
    const stored = await readNavigations(db, websiteId, names[0]);
    const elsewhere = new Set(
      [...stored].filter(([name]) => name !== fieldName).flatMap(([, other]) => folderAddresses(other)),
    );
    const twice = addresses.find((a, i) => addresses.indexOf(a) !== i || elsewhere.has(a));
    if (twice !== undefined) return apiError(c, 400, FOLDER_URL_TWICE(twice));
    const reserved = addresses.find(isReservedUrlId);
    if (reserved !== undefined) return apiError(c, 400, RESERVED_URL(reserved));
    const [taken] = await takenUrlIds(db, websiteId, addresses);
    if (taken !== undefined) return apiError(c, 400, FOLDER_URL_TAKEN(taken));

    await writeNavigation(db, websiteId, fieldName, items, fieldName === names[0]);
    return c.json(await siteLayout(c));
  },
);
