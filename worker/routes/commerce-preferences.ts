// Commerce preferences (spec section 7), under /api/v1/commerce-preferences:
//   GET /{namespace}                      -> { ...preferences, websiteId }   (products:read)
//   PUT /{namespace}  preferences object  -> { ...preferences, websiteId }   (settings:write)
// PUT replaces the namespace's object; a websiteId in the body is dropped. A namespace never
// written answers just { websiteId }. Who sees the store reads them; changing them is a site
// setting (settings:write, docs/owner-roles.md).
import { Hono, type Context } from "hono";
import { readPreferences, writePreferences } from "../db/commerce-preferences";
import { NAMESPACE, namespaceInvalid, preferencesBody } from "../commerce/preferences";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson } from "../http/validation";
import { zValidator } from "@hono/zod-validator";

const body = zValidator("json", preferencesBody, (result, c) => {
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return apiError(c, 400, where + issue.message);
  }
});

const badNamespace = (c: Context<AppEnv>) => {
  const namespace = c.req.param("namespace") ?? "";
  return NAMESPACE.test(namespace) ? undefined : apiError(c, 400, namespaceInvalid(namespace));
};

export const commercePreferencesRoutes = new Hono<AppEnv>()
  .get("/:namespace", requirePermission("products:read"), async (c) => {
    const refused = badNamespace(c);
    if (refused) return refused;
    const websiteId = c.get("website").id;
    const preferences = await readPreferences(c.get("db"), websiteId, c.req.param("namespace"));
    return c.json({ ...preferences, websiteId }, 200);
  })
  .put("/:namespace", requirePermission("settings:write"), requireJson, limitBody(), body, async (c) => {
    const refused = badNamespace(c);
    if (refused) return refused;
    const websiteId = c.get("website").id;
    const preferences = c.req.valid("json");
    await writePreferences(c.get("db"), websiteId, c.req.param("namespace"), preferences, Date.now());
    return c.json({ ...preferences, websiteId }, 200);
  });
