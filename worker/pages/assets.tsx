/// <reference types="vite/client" />
// Script and style tags for the client bundle. The stylesheet is inlined in <head>: no request
// blocks the first paint. Catalog pages (product and listing, the most viewed) inline only
// site.css and load deferred.css (cart, checkout, forms, dialogs, popovers) as a hashed, immutable
// file at the end of <body>, so their HTML carries none of it; other pages inline both. Scripts
// point at vite's sources in development (with its client and React Refresh) and at the hashed
// files of the manifest in a build; the entry then loads each island's chunk on demand.
import { renderToStaticMarkup } from "react-dom/server";
import { Link, ReactRefresh, Script, ViteClient } from "vite-ssr-components/react";
import deferredCss from "../../client/styles/deferred.css?inline";
import siteCss from "../../client/styles/site.css?inline";
import { PageType } from "./page-types";

/**
 * The islands' entry is imported once the page has loaded, not from a <script src> in <head>:
 * the page is whole as the server rendered it, and React (most of the bytes) must never compete
 * with the largest image for the network (issue 6: LCP with JavaScript within 10% of without).
 */
export function deferredEntry(scriptTag: string): string {
  const src = /\ssrc="([^"]+)"/.exec(scriptTag)?.[1];
  if (!src) return scriptTag;
  const url = JSON.stringify(src).replace(/</g, "\\u003c");
  return (
    `<script type="module">const start=()=>import(${url});` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true})</script>`
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

/** Page types whose first paint needs none of deferred.css: content collections and items. */
const CSS_DEFERRED_PAGE_TYPES: ReadonlySet<number> = new Set([PageType.MAIN_CONTENT, PageType.CONTENT_ITEM]);

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

let inlined: PageAssets | undefined;
let deferred: PageAssets | undefined;

/** The page's style and script tags; two variants, each computed once per isolate. */
export function pageAssets(pageType: number): PageAssets {
  if (CSS_DEFERRED_PAGE_TYPES.has(pageType)) {
    deferred ??= {
      head: style(siteCss) + scripts(),
      footer: renderToStaticMarkup(<Link rel="stylesheet" href="/client/styles/deferred.css" />),
    };
    return deferred;
  }
  inlined ??= { head: style(siteCss + deferredCss) + scripts(), footer: "" };
  return inlined;
}
