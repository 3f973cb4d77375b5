/// <reference types="vite/client" />
// Script and style tags for the client bundle. The stylesheet (under 3 KB gzip) is inlined in
// <head> whole: it is the page's critical CSS, and no request blocks the first paint. Scripts
// point at vite's sources in development (with its client and React Refresh) and at the hashed
// files of the manifest in a build; the entry then loads each island's chunk on demand.
import { renderToStaticMarkup } from "react-dom/server";
import { ReactRefresh, Script, ViteClient } from "vite-ssr-components/react";
import siteCss from "../../client/styles/site.css?inline";

let cached: string | undefined;

/** Markup for the end of <head>; the same for every page, so computed once per isolate. */
export function headAssets(): string {
  cached ??= renderToStaticMarkup(
    <>
      <style dangerouslySetInnerHTML={{ __html: siteCss }} />
      <ViteClient />
      <ReactRefresh />
      <Script src="/client/main.tsx" />
    </>,
  );
  return cached;
}
