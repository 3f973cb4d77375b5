// Script and stylesheet tags for the client bundle. In development they point at vite's
// sources (with its client and React Refresh); in a build, at the hashed files of the manifest.
import { renderToStaticMarkup } from "react-dom/server";
import { Link, ReactRefresh, Script, ViteClient } from "vite-ssr-components/react";

let cached: string | undefined;

/** Markup for the end of <head>; the same for every page, so computed once per isolate. */
export function headAssets(): string {
  cached ??= renderToStaticMarkup(
    <>
      <Link href="/client/styles/site.css" rel="stylesheet" />
      <ViteClient />
      <ReactRefresh />
      <Script src="/client/main.tsx" />
    </>,
  );
  return cached;
}
