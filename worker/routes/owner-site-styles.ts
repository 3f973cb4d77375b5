// The site's styles, under /api/owner/site-styles:
//   GET  /          (content:read) -> {styles, swatches}
//   PUT  /          (design:write) {palette, overrides, fonts, typeScale} -> {styles}
//   PUT  /swatches  (design:write) {swatches} -> {swatches}
//   GET  /fonts     (content:read) -> {fonts}  the font kit, each with the URL of its file
// Styles are live on save: saving bumps the content version, so every cached page shows them at
// once (the panel's Design screen previews them before saving). Swatches change no page.
import { Hono } from "hono";
import { readSiteStyles, saveSiteStyles, saveSwatches } from "../db/site-styles";
import type { AppEnv } from "../http/app-env";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { FONT_KIT, fontUrl } from "../site-styles/fonts";
import { siteStylesSchema, swatchesSchema } from "../site-styles/schema";

const fontJson = FONT_KIT.map(({ id, name, stack, category, file }) => ({
  id,
  name,
  stack,
  category,
  family: file?.family ?? null,
  url: file ? fontUrl(file) : null,
}));

export const ownerSiteStyles = new Hono<AppEnv>()
  .get("/", requirePermission("content:read"), async (c) =>
    c.json(await readSiteStyles(c.get("db"), c.get("website").id)),
  )
  .put(
    "/",
    requirePermission("design:write"),
    requireJson,
    limitBody(),
    validateFields(siteStylesSchema),
    async (c) => {
      const styles = c.req.valid("json");
      await saveSiteStyles(c.get("db"), c.get("website").id, styles);
      return c.json({ styles });
    },
  )
  .put(
    "/swatches",
    requirePermission("design:write"),
    requireJson,
    limitBody(),
    validateFields(swatchesSchema),
    async (c) => {
      const { swatches } = c.req.valid("json");
      await saveSwatches(c.get("db"), c.get("website").id, swatches);
      return c.json({ swatches });
    },
  )
  .get("/fonts", requirePermission("content:read"), (c) => c.json({ fonts: fontJson }));
