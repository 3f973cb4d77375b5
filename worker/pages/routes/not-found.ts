// Page type 100: anything no route or collection answers.
import { findShop, pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

export async function notFound(c: PageCtx): Promise<PageView> {
  const [site, shop] = await Promise.all([siteContext(c, c.req.path), findShop(c)]);
  return {
    template: "pages/not-found.page",
    context: pageContext(site, PageType.NOT_FOUND, { pageTitle: "Page not found", shop }),
    status: 404,
  };
}
