/// <reference types="vite/client" />
// The owner panel's HTML shell, served for /config and every path under it: a root element and
// the panel's own script (client/owner/main.tsx, a separate vite entry, so storefront pages never
// load it). Its styles come with the script (vite adds the stylesheet link in a build).
import { renderToStaticMarkup } from "react-dom/server";
import { ReactRefresh, Script, ViteClient } from "vite-ssr-components/react";

let cached: string | undefined;

export function panelShell(): string {
  cached ??=
    "<!doctype html>" +
    renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Atelier · Owner panel</title>
          <ViteClient />
          <ReactRefresh />
          <Script src="/client/owner/main.tsx" />
        </head>
        <body>
          <div id="panel">
            <noscript>The owner panel needs JavaScript.</noscript>
          </div>
        </body>
      </html>,
    );
  return cached;
}
