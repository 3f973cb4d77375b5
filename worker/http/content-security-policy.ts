/// <reference types="vite/client" />
// The Content-Security-Policy of every HTML answer (storefront pages, error pages, the owner
// panel's shell). The only inline scripts a page runs are the islands' loaders that
// pages/assets.tsx writes (the early-tap holder with the entry's import, the analytics entries);
// they are the same for every page of a build, so they are allowed by their sha256 hashes,
// computed once per isolate from that very markup. A hash, not a nonce: pages are stored in the
// edge cache with their headers and answered to every visitor alike (docs/edge-cache.md), so a
// per-request nonce would be replayed to everyone. Anything else inline, such as a script that
// found its way into a page's markup, is refused by the browser.
//
// Owner-written HTML in code blocks and rich text never carries a script or an event handler (the
// allow-list sanitiser, site-content/rich-text/owner-html.ts), so those pages keep the strict
// policy; their iframes may only come from the video hosts the sanitiser admits (frame-src).
// The one place an owner's own scripts run is a form's post-submit HTML (spec section 4): a page
// whose form has a script there gets the relaxed policy (ownerScriptsPolicy), inline scripts and
// any https script allowed, everything else as strict.
import { panelShell } from "../owner/shell";
import { pageAssets } from "../pages/assets";
import { PageType } from "../pages/page-types";

/** Inline classic and module scripts; data blocks (JSON, JSON-LD) are not run and need no hash. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/;

/** The bodies of the inline scripts in `markup` that the browser would run. */
export function inlineScripts(markup: string): string[] {
  return [...markup.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => !DATA_BLOCK.test(attributes))
    .map(([, , body = ""]) => body);
}

async function sha256Source(script: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** Where the form block's captcha (reCAPTCHA Enterprise, Turnstile; worker/forms/) loads from. */
const CAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://challenges.cloudflare.com",
];
const CAPTCHA_FRAMES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
  "https://challenges.cloudflare.com",
];
/** The embed hosts the owner-HTML sanitiser and the video block admit (site-content/video-url.ts). */
const VIDEO_FRAMES = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
];

function policy(scriptSources: string[], frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptSources)].join(" ")} ${CAPTCHA_SCRIPTS.join(" ")}`,
    // Inline <style> (the theme's and the site styles') and style attributes; custom CSS may
    // @import web fonts and point url() at images or fonts anywhere (docs/custom-css.md).
    "style-src 'self' 'unsafe-inline' https:",
    "img-src * data: blob:",
    "font-src 'self' data: https:",
    "media-src 'self' blob: https:",
    `frame-src 'self' ${[...VIDEO_FRAMES, ...CAPTCHA_FRAMES].join(" ")}`,
    `connect-src 'self' ${CAPTCHA_SCRIPTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

let pages: Promise<string> | undefined;
let panel: Promise<string> | undefined;

/** The pages' policy, the same for every page of this build (hashed once per isolate). */
export function contentSecurityPolicy(): Promise<string> {
  pages ??= (async () => {
    const kinds = [0, PageType.MAIN_CONTENT, PageType.CONTENT_ITEM].map(pageAssets);
    const scripts = kinds.flatMap(({ head, footer }) => inlineScripts(head + footer));
    // The owner panel previews pages in a same-origin iframe; no other site may frame them.
    return policy(await Promise.all(scripts.map(sha256Source)), "'self'");
  })();
  return pages;
}

/**
 * A page whose owner's scripts run: 'unsafe-inline' and https scripts (no hashes: a hash in the
 * list makes browsers ignore 'unsafe-inline').
 */
export const ownerScriptsPolicy = policy(["'unsafe-inline'", "https:"], "'self'");

/** The owner panel's: a build's shell has no inline script at all; it is never framed. */
export function panelContentSecurityPolicy(): Promise<string> {
  panel ??= (async () =>
    policy(await Promise.all(inlineScripts(panelShell()).map(sha256Source)), "'none'"))();
  return panel;
}

/**
 * `vite dev` injects its own client and React Refresh scripts and talks over a websocket; the
 * policy is for builds (and the tests, which run them). Development pages go without it.
 */
export const CSP_ENABLED = import.meta.env.MODE !== "development";
