/// <reference types="vite/client" />
// The owner panel's HTML shell, served for /config and every path under it: a root element and
// the panel's script. In development vite serves client/owner/main.tsx from source (with its
// client and React Refresh); a build has it as /owner/panel.js and /owner/panel.css, made by a
// build of its own (vite.owner.config.ts), so storefront pages never load or share any of it.
import { renderToStaticMarkup } from "react-dom/server";
import { ReactRefresh, ViteClient } from "vite-ssr-components/react";

let cached: string | undefined;

function Assets() {
  if (import.meta.env.PROD) {
    return (
      <>
        <link rel="stylesheet" href="/owner/panel.css" />
        <script type="module" src="/owner/panel.js" />
      </>
    );
  }
  return (
    <>
      <ViteClient />
      <ReactRefresh />
      <script type="module" src="/client/owner/main.tsx" />
    </>
  );
}

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
          {/* As the storefront's: without it the browser asks for /favicon.ico, which is a 404. */}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <Assets />
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
