// The site's navigation for the owner (spec section 7):
//   GET  /api/commondata/GetSiteLayout -> {layout: [{identifier, title, links}]}   (content:read)
//   POST /api/widget/UpdateNavigation {fieldName, templateId, navigation: {items}} -> the new layout
//                                                                                 (content:write)
// The layout lists the theme's navigations (template.conf), the main one first with its links.
// An update names the theme (templateId) and the navigation (fieldName); anything but this site's
// theme and its main navigation is 404 'Unable to find site main navigation'. Items are this site's
// pages and collections, in order; the store holds no links, member areas or folders yet.
import { Hono, type Context } from "hono";
import { readMainNavigation, unknownCollections, writeMainNavigation } from "../db/navigation";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { MAIN_NAVIGATION_NOT_FOUND, navigationPageNotFound } from "../navigation/messages";
import { updateNavigationBody } from "../navigation/schemas";
import { THEMES } from "../pages/theme/registry";

const siteTheme = (c: Context<AppEnv>) => THEMES.get(c.get("websiteSettings").theme);

async function siteLayout(c: Context<AppEnv>) {
  const theme = siteTheme(c);
  const links = await readMainNavigation(c.get("db"), c.get("website").id);
  return {
    templateId: theme.name,
    layout: theme.conf.navigations.map((nav, i) => ({
      identifier: nav.name,
      title: nav.title,
      links: i === 0 ? links : [],
    })),
  };
}

export const siteLayoutRoutes = new Hono<AppEnv>().get(
  "/GetSiteLayout",
  requirePermission("content:read"),
  async (c) => c.json(await siteLayout(c)),
);

export const navigationRoutes = new Hono<AppEnv>().post(
  "/UpdateNavigation",
  requirePermission("content:write"),
  requireJson,
  limitBody(),
  validate("json", updateNavigationBody),
  async (c) => {
    const { fieldName, templateId, navigation } = c.req.valid("json");
    const theme = siteTheme(c);
    if (templateId !== theme.name || fieldName !== theme.conf.navigations[0]?.name) {
      return apiError(c, 404, MAIN_NAVIGATION_NOT_FOUND);
    }
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const ids = navigation.items.map((item) => item.collectionId);
    const [unknown] = await unknownCollections(db, websiteId, ids);
    if (unknown !== undefined) return apiError(c, 400, navigationPageNotFound(unknown));
    await writeMainNavigation(db, websiteId, ids);
    return c.json(await siteLayout(c));
  },
);
