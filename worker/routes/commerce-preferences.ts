// Commerce preferences (spec section 7), under /api/v1/commerce-preferences for the panel and
// /api/public/v1/commerce-preferences for API keys (settings:read, settings:write); each mount
// passes its own guards:
//   GET /{namespace}                      -> { ...preferences, websiteId }   (products:read)
//   PUT /{namespace}  preferences object  -> { ...preferences, websiteId }   (settings:write)
// PUT replaces the namespace's object; a websiteId in the body is dropped. A namespace never
// written answers just { websiteId }. Who sees the store reads them; changing them is a site
// setting (settings:write, docs/owner-roles.md). The store's settings namespaces (store, checkout,
// instalments, restock, captcha, analytics: commerce/store-settings.ts, docs/store-settings.md) are
// checked strictly and read from and written to the website's columns instead.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { readPreferences, writePreferences } from "../db/commerce-preferences";
import { NAMESPACE, namespaceInvalid, preferencesBody, type Preferences } from "../commerce/preferences";
import { isStoreSettingsNamespace, orderNumberTooLow, parseStoreSettings } from "../commerce/store-settings";
import { nextOrderNumber, readStoreSettings, writeStoreSettings } from "../db/store-settings";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson } from "../http/validation";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";

/** Any JSON (Hono answers malformed JSON); the namespace decides which schema checks it. */
const anyJson = zValidator(
  "json",
  z.custom<Preferences>(() => true),
);

const problem = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return where + issue.message;
};

const badNamespace = (c: Context<AppEnv>) => {
  const namespace = c.req.param("namespace") ?? "";
  return NAMESPACE.test(namespace) ? undefined : apiError(c, 400, namespaceInvalid(namespace));
};

export const commercePreferencesRoutes = (
  canRead: MiddlewareHandler<AppEnv>,
  canWrite: MiddlewareHandler<AppEnv>,
) =>
  new Hono<AppEnv>()
    .get("/:namespace", canRead, async (c) => {
      const refused = badNamespace(c);
      if (refused) return refused;
      const websiteId = c.get("website").id;
      const namespace = c.req.param("namespace");
      const preferences = isStoreSettingsNamespace(namespace)
        ? await readStoreSettings(c.get("db"), websiteId, namespace)
        : await readPreferences(c.get("db"), websiteId, namespace);
      return c.json({ ...preferences, websiteId }, 200);
    })
    .put("/:namespace", canWrite, requireJson, limitBody(), anyJson, async (c) => {
      const refused = badNamespace(c);
      if (refused) return refused;
      const namespace = c.req.param("namespace");
      const websiteId = c.get("website").id;
      const db = c.get("db");
      const json: unknown = c.req.valid("json");
      if (isStoreSettingsNamespace(namespace)) {
        const parsed = parseStoreSettings(namespace, json);
        if (!parsed.ok) return apiError(c, 400, parsed.message);
        if ("orderNumberStart" in parsed.settings) {
          const next = await nextOrderNumber(db, websiteId);
          if (parsed.settings.orderNumberStart < next) {
            return apiError(c, 400, `orderNumberStart: ${orderNumberTooLow(next)}`);
          }
        }
        await writeStoreSettings(db, websiteId, namespace, parsed.settings);
        return c.json({ ...(await readStoreSettings(db, websiteId, namespace)), websiteId }, 200);
      }
      const parsed = preferencesBody.safeParse(json);
      if (!parsed.success) return apiError(c, 400, problem(parsed.error));
      await writePreferences(db, websiteId, namespace, parsed.data, Date.now());
      return c.json({ ...parsed.data, websiteId }, 200);
    });
