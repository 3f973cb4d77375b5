// CPU cost of rendering storefront pages (templates, SEO tags and server-rendered islands), the
// work a worker does per page request besides its D1 reads. Workers' free plan allows 10 ms of
// CPU; the product page's budget is a 2 ms median.
//   npm run bench:pages
// Besides the benchmark table, the median CPU time per render (process.cpuUsage around each
// render, user + system) is printed for each page with its budget.
import { bench, describe } from "vitest";
import { renderPage, type PageContext } from "../worker/pages/render";
import { THEMES } from "../worker/pages/theme/registry";
import {
  demoProductCount,
  largeListingContext,
  largeProductCount,
  listingContext,
  productContext,
} from "./seed-context";
import { blogItemContext, blogListContext, eventItemContext } from "./blog-context";

const PRODUCT_BUDGET_MS = 2;
/** Workers' free plan: every page a visitor can be served must stay well inside it. */
const FREE_PLAN_MS = 10;
const theme = THEMES.get();
/** A listing page as the router serves it: the theme's page size of the collection. */
const pageSize = theme.collectionConf("products")?.pageSize ?? 24;
const firstPageOfLarge = { ...largeListingContext, items: largeListingContext.items.slice(0, pageSize) };

const pages: { name: string; template: string; context: PageContext; budgetMs?: number }[] = [
  {
    name: "product detail page (shirt: 2 options, 6 variants, island SSR)",
    template: "collections/products.item",
    context: productContext,
    budgetMs: PRODUCT_BUDGET_MS,
  },
  {
    name: `product listing page (${demoProductCount} products)`,
    template: "collections/products.list",
    context: listingContext,
  },
  {
    name: `product listing page 1 of a ${largeProductCount}-product collection (${pageSize} per page, as served)`,
    template: "collections/products.list",
    context: firstPageOfLarge,
    budgetMs: FREE_PLAN_MS,
  },
  {
    name: `all ${largeProductCount} products on one page (a theme with pageSize 200; for scale)`,
    template: "collections/products.list",
    context: largeListingContext,
  },
  {
    name: "blog list (the demo journal: 3 posts)",
    template: "collections/blog.list",
    context: blogListContext as unknown as PageContext,
    budgetMs: PRODUCT_BUDGET_MS,
  },
  {
    name: "blog post (a comment, the like and comment island SSR)",
    template: "collections/blog.item",
    context: blogItemContext as unknown as PageContext,
    budgetMs: PRODUCT_BUDGET_MS,
  },
  {
    name: "event (dates, address, calendar link, island SSR)",
    template: "collections/events.item",
    context: eventItemContext as unknown as PageContext,
    budgetMs: PRODUCT_BUDGET_MS,
  },
];

/** Median CPU milliseconds of one render, over `runs` renders after a warm-up. */
function medianCpuMs(template: string, context: PageContext, runs: number): number {
  for (let i = 0; i < 20; i++) renderPage(theme, template, context);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    renderPage(theme, template, context);
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

describe("storefront page render", () => {
  for (const page of pages) {
    bench(page.name, () => {
      renderPage(theme, page.template, page.context);
    });
  }
});

// Hooks do not run in benchmark mode, so the medians are measured while the file is collected
// (before the table above is printed).
const report = pages.map((page) => {
  const median = medianCpuMs(page.template, page.context, 300);
  const verdict =
    page.budgetMs === undefined
      ? ""
      : ` (budget ${page.budgetMs} ms: ${median < page.budgetMs ? "ok" : "OVER"})`;
  return `  ${page.name}: median CPU ${median.toFixed(3)} ms${verdict}`;
});
console.log(`median CPU per render\n${report.join("\n")}`);
