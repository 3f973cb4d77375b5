// Page type 101: a page whose route or render failed answers 500 with the theme's error page, and
// with a fixed HTML page if even that cannot render (never a blank page).
import { pageContext, siteContext } from "./context";
import type { PageCtx, PageView } from "./page";
import { PageType } from "./page-types";

export const STATIC_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong</title></head>
<body data-page-type="${PageType.ERROR}">
<main><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p>
<p><a href="/">Return home</a></p></main>
</body>
</html>
`;

export async function errorPage(c: PageCtx): Promise<PageView> {
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/error.page",
    context: pageContext(site, PageType.ERROR, { pageTitle: "Something went wrong" }),
    status: 500,
  };
}
