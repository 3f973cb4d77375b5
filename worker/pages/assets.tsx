/// <reference types="vite/client" />
// Script and style tags for the client bundle. The stylesheet is inlined in <head>: no request
// blocks the first paint. Catalog pages (product and listing, the most viewed) inline site.css and
// their own kind's rules only, and load what they may need later (deferred.css: cart, checkout,
// forms, dialogs, popovers; a listing's quick view: product.css) as hashed, immutable files at the
// end of <body>; other pages inline everything. Scripts point at vite's sources in development
// (with its client and React Refresh) and at the hashed files of the manifest in a build; the
// entry then loads each island's chunk on demand.
import { renderToStaticMarkup } from "react-dom/server";
import { Link, ReactRefresh, Script, ViteClient } from "vite-ssr-components/react";
import deferredCss from "../../client/styles/deferred.css?inline";
import listingCss from "../../client/styles/listing.css?inline";
import productCss from "../../client/styles/product.css?inline";
import sectionThemesCss from "../../client/styles/section-themes.css?inline";
import siteCssOnly from "../../client/styles/site.css?inline";
import { PageType } from "./page-types";
import { EARLY_TAPS_GLOBAL } from "../../client/early-taps-global";

/** Every page paints with site.css and the section themes (the site styles' custom properties). */
const siteCss = siteCssOnly + sectionThemesCss;

/**
 * Holds a visitor's taps before the islands' entry has loaded: a click on a button, or a submit,
 * inside an island not yet hydrated is stopped and noted; the entry replays it once the island is
 * live (client/early-taps.ts). A classic script, so it listens before the page has even parsed.
 */
const EARLY_TAPS =
  `let h=[],e=function(v){let t=v.target,c;if(!t.closest||!t.closest("[data-island]:not([data-hydrated])"))return;` +
  `c=v.type=="submit"?t:t.closest("button,input[type=submit]");if(!c)return;v.preventDefault();` +
  `v.stopImmediatePropagation();h.push(c)};addEventListener("click",e,true);addEventListener("submit",e,true);` +
  `window.${EARLY_TAPS_GLOBAL}={held:h,stop:function(){removeEventListener("click",e,true);` +
  `removeEventListener("submit",e,true)}};`;

/**
 * The islands' entry is imported once the page has loaded, not from a <script src> in <head>:
 * the page is whole as the server rendered it, and React (most of the bytes) must never compete
 * with the largest image for the network (issue 6: LCP with JavaScript within 10% of without).
 * Taps before then are held (EARLY_TAPS).
 */
export function deferredEntry(scriptTag: string): string {
  const src = /\ssrc="([^"]+)"/.exec(scriptTag)?.[1];
  if (!src) return scriptTag;
  const url = JSON.stringify(src).replace(/</g, "\\u003c");
  return (
    `<script>{${EARLY_TAPS}let start=()=>import(${url});` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true})}</script>`
  );
}

/**
 * The analytics entries (client/analytics/main.ts, performance.ts) wait longer still: after load,
 * for the browser's first idle moment, so census calls never delay the page or its islands. Two
 * entries rather than a dynamic import, which would pull vite's preload helper out of the
 * islands' entry into a chunk of its own (bytes and a request on every page).
 */
export function idleEntries(scriptTags: string[]): string {
  const urls = scriptTags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((src) => src !== undefined);
  const imports = urls.map((src) => `import(${JSON.stringify(src).replace(/</g, "\\u003c")})`).join(";");
  return (
    `<script type="module">const go=()=>{${imports}},idle=()=>"requestIdleCallback"in window?` +
    `requestIdleCallback(go,{timeout:5000}):setTimeout(go,1);` +
    `document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})</script>`
  );
}

export interface PageAssets {
  /** Markup for the end of <head>. */
  head: string;
  /** Markup for the end of <body>. */
  footer: string;
}

const scripts = () =>
  renderToStaticMarkup(
    <>
      <ViteClient />
      <ReactRefresh />
    </>,
  ) +
  deferredEntry(renderToStaticMarkup(<Script src="/client/main.tsx" />)) +
  idleEntries([
    renderToStaticMarkup(<Script src="/client/analytics/main.ts" />),
    renderToStaticMarkup(<Script src="/client/analytics/performance.ts" />),
  ]);

const style = (css: string) => renderToStaticMarkup(<style dangerouslySetInnerHTML={{ __html: css }} />);

// Each <Link> names its file literally: vite-ssr-components finds the build's inputs in the source.
const productCssLink = () =>
  renderToStaticMarkup(<Link rel="stylesheet" href="/client/styles/product.css" />);
const deferredCssLink = () =>
  renderToStaticMarkup(<Link rel="stylesheet" href="/client/styles/deferred.css" />);

/**
 * What each kind of catalog page paints with, and what it loads after its content (hashed files,
 * immutable): a listing's quick view opens a product's buy box (product.css); a product page shows
 * no listing markup.
 */
const CATALOG_PAGES: ReadonlyMap<number, { inline: () => string; after: () => string }> = new Map([
  [
    PageType.MAIN_CONTENT,
    { inline: () => siteCss + listingCss, after: () => productCssLink() + deferredCssLink() },
  ],
  [PageType.CONTENT_ITEM, { inline: () => siteCss + productCss, after: deferredCssLink }],
]);

const memo = new Map<number, PageAssets>();

/** The page's style and script tags; one variant per catalog page type and one for the rest. */
export function pageAssets(pageType: number): PageAssets {
  const kind = CATALOG_PAGES.has(pageType) ? pageType : 0;
  let assets = memo.get(kind);
  if (!assets) {
    const catalog = CATALOG_PAGES.get(kind);
    assets = catalog
      ? { head: style(catalog.inline()) + scripts(), footer: catalog.after() }
      : { head: style(siteCss + listingCss + productCss + deferredCss) + scripts(), footer: "" };
    memo.set(kind, assets);
  }
  return assets;
}
