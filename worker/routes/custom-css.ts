// Custom CSS (Design > Custom CSS):
//   GET /api/owner/custom-css        (design:write) -> {css, maxBytes}
//   PUT /api/owner/custom-css {css}  (design:write) -> {css, href}; bumps the content version
//   GET /site-custom.css?v=<version>  the stylesheet every page links (pages/render.ts). The URL
//       of the current version is cached for good; any other version answers the current CSS
//       briefly, so an old cached page still gets styles that exist.
import { Hono } from "hono";
import { readContentVersion } from "../db/content-version";
import { readCustomCss, saveCustomCss } from "../db/custom-css";
import type { AppEnv } from "../http/app-env";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { customCssBody, customCssHref, MAX_CUSTOM_CSS_BYTES, servedCss } from "../site-content/custom-css";

export const ownerCustomCss = new Hono<AppEnv>()
  .use("*", requirePermission("design:write"))
  .get("/", async (c) =>
    c.json({ css: await readCustomCss(c.get("db"), c.get("website").id), maxBytes: MAX_CUSTOM_CSS_BYTES }),
  )
  // Room for the CSS escaped as JSON.
  .put(
    "/",
    requireJson,
    limitBody(MAX_CUSTOM_CSS_BYTES * 2 + 1024),
    validate("json", customCssBody),
    async (c) => {
      const { css } = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      await saveCustomCss(db, websiteId, css);
      const version = (await readContentVersion(db, websiteId)) ?? c.get("contentVersion");
      return c.json({ css, href: customCssHref(version) });
    },
  );

export const customCssFile = new Hono<AppEnv>().get("/", async (c) => {
  const css = await readCustomCss(c.get("db"), c.get("website").id);
  const current = c.req.query("v") === String(c.get("contentVersion"));
  c.header(
    "Cache-Control",
    current ? "public, max-age=31536000, immutable" : "public, max-age=0, s-maxage=60",
  );
  c.header("X-Content-Type-Options", "nosniff");
  return c.body(servedCss(css), 200, { "Content-Type": "text/css; charset=utf-8" });
});
