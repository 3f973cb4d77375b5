// CPU cost of rendering storefront pages (templates + server-rendered islands), the work a
// worker does per page request besides its D1 reads. Workers' free plan allows 10 ms of CPU.
//   npm run bench:pages
import { bench, describe } from "vitest";
import { renderPage } from "../worker/pages/render";
import { THEMES } from "../worker/pages/theme/registry";
import { listingContext, productContext } from "./seed-context";

const theme = THEMES.get();

describe("storefront page render", () => {
  bench("product detail page (shirt: 2 options, 8 variants, island SSR)", () => {
    renderPage(theme, "collections/products.item", productContext);
  });
  bench("product listing page (10 products)", () => {
    renderPage(theme, "collections/products.list", listingContext);
  });
});
