// The site's header and footer (spec section 7: GET and PUT /api/site-header-footer, PUT with
// header and footer). GET needs content:read; PUT is design and live at once (design:write), and
// bumps the content version. Fields: worker/header-footer/schemas.ts, docs/navigation.md.
import { Hono } from "hono";
import { readHeaderFooter, writeHeaderFooter } from "../db/header-footer";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import { headerFooterBody } from "../header-footer/schemas";
import { THEMES } from "../pages/theme/registry";

export const unknownNavigation = (name: string) => `The theme has no navigation named ${name}.`;

export const headerFooter = new Hono<AppEnv>()
  .get("/", requirePermission("content:read"), async (c) =>
    c.json(await readHeaderFooter(c.get("db"), c.get("website").id)),
  )
  .put(
    "/",
    requirePermission("design:write"),
    requireJson,
    limitBody(),
    validate("json", headerFooterBody),
    async (c) => {
      const body = c.req.valid("json");
      const names = THEMES.get(c.get("websiteSettings").theme).conf.navigations.map((n) => n.name);
      for (const name of [body.header.navigation, body.footer.navigation]) {
        if (name !== null && !names.includes(name)) return apiError(c, 400, unknownNavigation(name));
      }
      await writeHeaderFooter(c.get("db"), c.get("website").id, body);
      return c.json(body);
    },
  );
