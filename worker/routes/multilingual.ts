// The site's languages (spec section 7; the answers are not shown, so they are ours, see
// docs/navigation.md):
//   GET    /api/multilingual/settings   main language, languages with their URL prefixes, how a
//                                       visitor's language is chosen                  (content:read)
//   GET    /api/multilingual/status     connected or not, and per language how many pages are
//                                       translated                                  (content:read)
//   GET    /api/multilingual/languages  the main language and the others            (content:read)
//   PUT    /api/multilingual/languages  {languages: BCP 47 tags besides the main one} (settings:write)
//   DELETE /api/multilingual/connection the site offers its main language only again (settings:write)
//   GET/PUT/DELETE /api/multilingual/pages/{collectionId}/{language}  a page's translation
//                                       (content:read / content:publish)
// Every change is live at once: the content version moves.
import { Hono, type Context } from "hono";
import { unknownCollections } from "../db/navigation";
import { countSitePages } from "../db/site-pages";
import {
  deleteSiteLanguages,
  findSiteLanguage,
  readSiteLanguages,
  writeSiteLanguages,
} from "../db/site-languages";
import { deleteTranslation, saveTranslation, translatedPage, translationCounts } from "../db/translations";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { limitBody, requireJson, validate } from "../http/validation";
import {
  canonicalLanguage,
  isMainLanguage,
  languageName,
  languagePrefix,
  languagesBody,
} from "../multilingual/languages";
import { NO_TRANSLATION, NOT_CONNECTED, notASiteLanguage } from "../multilingual/messages";
import { MAX_TRANSLATED_DOCUMENT_BYTES, translationBody } from "../multilingual/translation";
import { navigationPageNotFound } from "../navigation/messages";

const language = (code: string, main: string) => ({
  code,
  name: languageName(code),
  urlPrefix: languagePrefix(code, main),
});

async function languagesOf(c: Context<AppEnv>) {
  const main = c.get("website").language;
  const row = await readSiteLanguages(c.get("db"), c.get("website").id);
  return {
    mainLanguage: language(main, main),
    languages: (row?.languages ?? []).map((code) => language(code, main)),
  };
}

const siteLanguage = (c: Context<AppEnv>, tag: string) =>
  findSiteLanguage(c.get("db"), c.get("website").id, tag);

export const multilingual = new Hono<AppEnv>()
  .get("/settings", requirePermission("content:read"), async (c) => {
    const languages = await languagesOf(c);
    return c.json({
      ...languages,
      // How a visitor meets the other languages (fixed for now; see docs/navigation.md).
      urlStrategy: "prefix" as const,
      languageSwitcher: languages.languages.length > 0,
      acceptLanguageHint: "home-page" as const,
      maxLanguages: 10,
      maxTranslatedDocumentBytes: MAX_TRANSLATED_DOCUMENT_BYTES,
    });
  })
  .get("/status", requirePermission("content:read"), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const [row, counts, pages] = await Promise.all([
      readSiteLanguages(db, websiteId),
      translationCounts(db, websiteId),
      countSitePages(db, websiteId),
    ]);
    return c.json({
      connected: (row?.languages.length ?? 0) > 0,
      connectedOn: row && row.languages.length > 0 ? new Date(row.connectedOn).toISOString() : null,
      pages,
      languages: (row?.languages ?? []).map((code) => ({ code, translatedPages: counts.get(code) ?? 0 })),
    });
  })
  .get("/languages", requirePermission("content:read"), async (c) => c.json(await languagesOf(c)))
  .put(
    "/languages",
    requirePermission("settings:write"),
    requireJson,
    limitBody(),
    validate("json", languagesBody),
    async (c) => {
      const { languages } = c.req.valid("json");
      const main = c.get("website").language;
      const same = languages.find((tag) => tag.toLowerCase() === main.toLowerCase());
      if (same !== undefined) return apiError(c, 400, isMainLanguage(same));
      await writeSiteLanguages(c.get("db"), c.get("website").id, languages);
      return c.json(await languagesOf(c));
    },
  )
  .delete("/connection", requirePermission("settings:write"), async (c) => {
    const deleted = await deleteSiteLanguages(c.get("db"), c.get("website").id);
    if (!deleted) return apiError(c, 404, NOT_CONNECTED);
    return c.json(await languagesOf(c));
  })
  .get("/pages/:collectionId/:language", requirePermission("content:read"), async (c) => {
    const tag = await siteLanguage(c, c.req.param("language"));
    if (!tag) return apiError(c, 404, notASiteLanguage(c.req.param("language")));
    const found = await translatedPage(c.get("db"), c.get("website").id, c.req.param("collectionId"), tag);
    return found ? c.json(found) : apiError(c, 404, NO_TRANSLATION);
  })
  .put(
    "/pages/:collectionId/:language",
    requirePermission("content:publish"),
    requireJson,
    limitBody(MAX_TRANSLATED_DOCUMENT_BYTES + 16 * 1024),
    validate("json", translationBody),
    async (c) => {
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const collectionId = c.req.param("collectionId");
      const tag = await siteLanguage(c, c.req.param("language"));
      if (!tag) return apiError(c, 400, notASiteLanguage(c.req.param("language")));
      const [unknown] = await unknownCollections(db, websiteId, [collectionId]);
      if (unknown !== undefined) return apiError(c, 404, navigationPageNotFound(unknown));
      return c.json(await saveTranslation(db, websiteId, collectionId, tag, c.req.valid("json")));
    },
  )
  .delete("/pages/:collectionId/:language", requirePermission("content:publish"), async (c) => {
    const tag = canonicalLanguage(c.req.param("language"));
    const deleted =
      tag && (await deleteTranslation(c.get("db"), c.get("website").id, c.req.param("collectionId"), tag));
    return deleted ? c.body(null, 204) : apiError(c, 404, NO_TRANSLATION);
  });
