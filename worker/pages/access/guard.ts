// Lock screens (page type 103) in front of password-protected collections and their items. A
// visitor with a valid access cookie sees the content as protected content (page type 105); both
// answers are for that visitor only.
import { getCookie } from "hono/cookie";
import { pageCrumb } from "../../http/crumb";
import type { PageCollection } from "../../db/page-lookup";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { accessCookieName, hasAccess } from "./access-cookie";

export type Access = "open" | "unlocked" | "locked";

export async function accessTo(c: PageCtx, page: PageCollection): Promise<Access> {
  if (!page.passwordHash) return "open";
  const cookie = getCookie(c, accessCookieName(page.collection.id));
  return (await hasAccess(cookie, page.passwordHash, page.collection.id, Date.now())) ? "unlocked" : "locked";
}

export async function lockScreen(
  c: PageCtx,
  page: PageCollection,
  message?: string,
  status: PageView["status"] = 200,
): Promise<PageView> {
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/lock-screen.page",
    context: pageContext(site, PageType.LOCK_SCREEN, {
      pageTitle: page.collection.title,
      lockScreen: {
        title: page.collection.title,
        formUrl: c.req.path,
        // The lock screen is private, so its form can carry this visitor's crumb.
        crumb: pageCrumb(c),
        ...(message ? { message } : {}),
      },
    }),
    status,
    private: true,
  };
}

/** The page type of content behind a lock screen once opened, else the page's own. */
export const pageTypeFor = (access: Access, own: PageType): PageType =>
  access === "unlocked" ? PageType.PROTECTED_CONTENT : own;
