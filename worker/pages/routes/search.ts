// Product search (page type 102) at /search?q=: matches as a product listing, the query echoed.
import { ftsMatchExpression, MAX_QUERY_LENGTH } from "../../commerce/search-query";
import { searchProducts } from "../../db/search";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

export async function search(c: PageCtx): Promise<PageView> {
  const query = (c.req.query("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const match = ftsMatchExpression(query);
  const [site, results] = await Promise.all([
    siteContext(c, "/search"),
    match ? searchProducts(c.get("db"), c.get("website").id, match) : undefined,
  ]);
  const items = results?.items ?? [];
  return {
    template: "pages/search.page",
    context: pageContext(site, PageType.SEARCH, {
      pageTitle: query ? `Search: ${query}` : "Search",
      search: { query, resultCount: items.length },
      items,
      productMerchandisingContext: results?.productMerchandisingContext ?? {},
    }),
  };
}
