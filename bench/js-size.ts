// JavaScript each kind of page downloads, in gzip bytes, from the production build
// (`npm run build` first). Reads dist/client/.vite/manifest.json: the entry and its static
// imports, plus each island's chunk and its imports. Three figures per page:
//   first visit   what a visitor without a cart fetches before any interaction (islands below the
//                 fold included: they hydrate when visible or idle);
//   with a cart   adds what a cart brings (the pill cart hydrates once a cart exists);
//   every island  adds every chunk loaded on first use (gallery enhancement, quick view, dialogs,
//                 restock form): the most a page can ever fetch. Besides the parts listed below,
//                 every chunk the page's islands can import later (their dynamic imports, followed
//                 to the end) is counted, so a part added to an island is never left out.
//   npm run bench:js
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CHUNK_GROUPS } from "../scripts/client-chunks";

const root = new URL("../dist/client/", import.meta.url).pathname;
const BUDGET = 75 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  name?: string;
}
const manifest = JSON.parse(readFileSync(join(root, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

/**
 * Islands per page, as the theme places them (themes/default: site.region has CartCounter), and
 * what a visitor's first touch loads beside them (the gallery's enhancement, islands hydrated on
 * interaction). The parts islands import on first use (restock form, dialogs, quick view, shipping
 * location form) are found from the manifest's dynamic imports.
 */
const PAGES: Record<string, { load: string[]; cart: string[]; interactions: string[] }> = {
  // Show more reviews (MoreReviews) hydrates on the visitor's first touch of it, like the gallery's
  // enhancement: not part of the first visit.
  "product page": {
    load: ["CartCounter", "ProductForm"],
    cart: ["PillCart"],
    interactions: ["gallery", "MoreReviews"],
  },
  listing: { load: ["CartCounter", "ProductCardActions"], cart: [], interactions: [] },
  cart: { load: ["CartCounter", "CartView", "ProductCardActions"], cart: [], interactions: [] },
  home: { load: ["CartCounter", "ProductCardActions"], cart: [], interactions: ["NewsletterBlock"] },
  contact: { load: ["CartCounter"], cart: [], interactions: ["FormBlock"] },
};

/**
 * The manifest key of the chunk holding `name`: its own; for an island that vite.config.ts puts
 * in a shared chunk, the chunk the entry's island table imports for it; for one the island table
 * imports statically (CartCounter and PillCart), the entry itself; for a module of a chunk group
 * that is no island (the gallery), the group's chunk.
 */
const keyOf = (name: string) => {
  const own = Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`) || k.endsWith(`/${name}.ts`));
  if (own) return own;
  // The table is in the entry's own file or in a chunk it imports (vite.config.ts's entry group).
  const loaded = new Set<string>();
  collect(entry, loaded);
  const table = [...loaded].map((file) => readFileSync(join(root, file), "utf8")).join("\n");
  if (!new RegExp(`\\b${name}:`).test(table)) {
    // A module vite.config.ts groups with others (the gallery's enhancement): its group's chunk.
    const group = CHUNK_GROUPS.find(
      (g) => g.test.test(`client/${name}.ts`) || g.test.test(`client/islands/${name}.tsx`),
    );
    const key = Object.keys(manifest).find(
      (k) => group && manifest[k]!.name === group.name && !manifest[k]!.isEntry,
    );
    if (!key) throw new Error(`no chunk for ${name} in the manifest`);
    return key;
  }
  const file = new RegExp(`\\b${name}:\\(\\)=>[^\`]*?import\\(\`\\./([^\`]+)\``).exec(table)?.[1];
  if (!file) return entry;
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === `assets/${file}`);
  if (!key) throw new Error(`no chunk for ${name} in the manifest`);
  return key;
};

function collect(key: string, into: Set<string>) {
  const chunk = manifest[key]!;
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, into);
}

/** `key`'s chunks and every chunk they can load later (not the entry's own island table). */
function collectAll(key: string, into: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key]!;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) collectAll(dep, into, seen);
  if (key === entry) return;
  for (const dep of chunk.dynamicImports ?? []) collectAll(dep, into, seen);
}

const sizes = new Map<string, number>();
const gz = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(root, file))).length);
  return sizes.get(file)!;
};
const total = (files: Set<string>) => [...files].reduce((n, f) => n + gz(f), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The islands' entry; the analytics entry (client/analytics/main.ts) is measured apart below.
const entry = "client/main.tsx";
const react = new Set<string>();
collect(entry, react);
console.log(`entry (React + island registry): ${kb(total(react))} gzip`);
let overWithCart = false;
let overAll = false;
const fmt = (n: number) => `${kb(n)} (${n} B)`.padStart(18);
console.log(
  `${"".padEnd(13)} ${"first visit".padStart(18)} ${"with a cart".padStart(18)} ${"every island".padStart(18)}`,
);
for (const [page, { load, cart, interactions }] of Object.entries(PAGES)) {
  const files = new Set(react);
  for (const island of load) collect(keyOf(island), files);
  const first = total(files);
  for (const island of cart) collect(keyOf(island), files);
  const withCart = total(files);
  for (const extra of interactions) collect(keyOf(extra), files);
  for (const island of [...load, ...cart, ...interactions]) collectAll(keyOf(island), files);
  const all = total(files);
  // The budget (issues 6 and 19) is the product page's, the page with every storefront island,
  // with a cart and with every island it can load; the other pages load React and only their own
  // islands, shown for comparison.
  if (page === "product page") {
    overWithCart = withCart > BUDGET;
    overAll = all > BUDGET;
  }
  console.log(`${page.padEnd(13)} ${fmt(first)} ${fmt(withCart)} ${fmt(all)}`);
}
const verdict = (over: boolean) => (over ? "OVER" : "within");
console.log(
  `budget ${kb(BUDGET)} (KiB) for the product page: with a cart ${verdict(overWithCart)}, ` +
    `with every island ${verdict(overAll)}`,
);

// The analytics scripts load after the page's load event, at idle, apart from the islands: not part
// of the budget, but kept small. Counted without chunks the islands' entry already brings.
const analytics = new Set<string>();
collect("client/analytics/main.ts", analytics);
for (const f of react) analytics.delete(f);
const collector = new Set<string>();
collect("client/analytics/performance.ts", collector);
for (const f of react) collector.delete(f);
console.log(
  `analytics after idle: census, events, errors ${kb(total(analytics))} (${total(analytics)} B) gzip; ` +
    `performance collector with web-vitals ${kb(total(collector))} (${total(collector)} B) gzip ` +
    `(chunks they share counted in both)`,
);
process.exitCode = overWithCart || overAll ? 1 : 0;
