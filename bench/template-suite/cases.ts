// The suite's cases: each a page template, the partials it applies and its JSON context.
// Templates live in ./templates (`.page` pages, `.block` partials, named as in themes/); the Wright page is read
// from the shared bench data (a real theme page with its partials and context).
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  blogContext,
  eventsContext,
  galleryContext,
  navigationContext,
  productGridContext,
} from "./contexts";

export interface SuiteCase {
  name: string;
  source: string;
  partials: Record<string, string>;
  data: unknown;
}

const here = dirname(fileURLToPath(import.meta.url));
const template = (file: string) => readFileSync(resolve(here, "templates", file), "utf8");

/** Where the Wright page lives: BENCH_DATA_DIR, else /work/shared/bench-data/template, else ../shared beside the repo. */
export function wrightDir(): string | undefined {
  const candidates = [
    process.env.BENCH_DATA_DIR,
    "/work/shared/bench-data/template",
    resolve(here, "../../../shared/bench-data/template"),
  ];
  return candidates.find((d) => d !== undefined && existsSync(resolve(d, "wright.html")));
}

export function suiteCases(): SuiteCase[] {
  const cases: SuiteCase[] = [
    {
      name: "blog list (10 posts)",
      source: template("blog-list.page"),
      partials: { "blog-footer.block": template("blog-footer.block") },
      data: blogContext(),
    },
    {
      name: "events list (date ranges)",
      source: template("events-list.page"),
      partials: {},
      data: eventsContext(),
    },
    {
      name: "product grid (24, variants)",
      source: template("product-grid.page"),
      partials: {},
      data: productGridContext(),
    },
    { name: "gallery (30 images)", source: template("gallery.page"), partials: {}, data: galleryContext() },
    {
      name: "navigation (nested folders)",
      source: template("navigation.page"),
      partials: { "nav-item.block": template("nav-item.block") },
      data: navigationContext(),
    },
  ];
  const dir = wrightDir();
  if (dir === undefined) {
    console.log("wright.html not found (set BENCH_DATA_DIR): the suite runs without the Wright page.");
  } else {
    cases.push({
      name: "wright page (real theme)",
      source: readFileSync(resolve(dir, "wright.html"), "utf8"),
      partials: JSON.parse(readFileSync(resolve(dir, "wright-partials.json"), "utf8")) as Record<
        string,
        string
      >,
      data: JSON.parse(readFileSync(resolve(dir, "wright.json"), "utf8")) as unknown,
    });
  }
  return cases;
}
