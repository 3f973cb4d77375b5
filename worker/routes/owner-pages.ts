// The site builder's owner calls, under /api/owner/pages (docs/site-builder.md):
//   GET    /                              content:read    -> {pages}
//   GET    /forms                         content:read    -> {forms: [{id, name}]} (the form block's picker)
//   POST   / {type, title, urlId?}        content:write   -> 201 {page}
//   PATCH  /:id {title?, urlId?, navigationTitle?}  content:write -> {page}
//   DELETE /:id                           content:write   -> 204
//   GET    /changes                       content:read    -> {pages} with unpublished changes
//   POST   /publish {pages, publishAt?}   content:publish -> every change live at once (or scheduled)
//   GET    /:id/draft                     content:read    -> {page, document, revision}
//   PUT    /:id/draft {document, revision}  content:write -> {revision}; 409 when stale
//   POST   /:id/render-section {section}  content:read    -> {html} (one section, for the editor)
//   GET    /:id/preview[?version=|?language=]  content:read -> the page as HTML with the draft (or a
//                                         version, or its saved translation into one of the site's languages)
//   POST   /:id/publish {revision, publishAt?}  content:publish -> {page, versionId?}
//   DELETE /:id/schedule                  content:publish -> {page}
//   GET    /:id/versions                  content:read    -> {versions}
//   POST   /:id/versions/:versionId/restore {revision}  content:write -> {document, revision}
// Drafts and previews are the owner's only: every answer here is `private, no-store`.
import { Hono, type Context } from "hono";
import {
  countSitePages,
  createSitePage,
  deleteSitePage,
  listSitePages,
  pageSummary,
  renameSitePage,
  takenUrlIds,
  urlIdTaken,
} from "../db/site-pages";
import {
  cancelSchedule,
  findVersion,
  listVersions,
  publishDocument,
  readDraftState,
  saveDraft,
  scheduleDocument,
} from "../db/page-documents";
import { changedPages, pageChange, pagesAsSeen, publishPages, schedulePages } from "../db/site-publish";
import { findSiteLanguage } from "../db/site-languages";
import { siteHeadFor } from "../db/site-head";
import { notASiteLanguage } from "../multilingual/messages";
import { inPageLanguage } from "../pages/page-language";
import { collectionJson } from "../db/catalog-json";
import { listForms } from "../db/forms";
import { CollectionType } from "../db/schema";
import { storeSlug } from "../catalog-admin/slug";
import { isReservedUrlId, RESERVED_URL_IDS } from "../site-content/reserved-urls";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/app-env";
import { ownerActor, ownerSession, requirePermission } from "../http/owner";
import { limitBody, requireJson, validate, validateFields } from "../http/validation";
import { can } from "../owner/permissions";
import type { PagesEnv, PageView } from "../pages/page";
import { blockDeps, sectionContext } from "../pages/page-document";
import { renderPage } from "../pages/render";
import { contentPageView } from "../pages/routes/collection";
import { homeView } from "../pages/routes/home";
import { findShop, siteContext } from "../pages/context";
import { THEMES } from "../pages/theme/registry";
import { render } from "../template";
import { PAGE_FORMATTERS } from "../pages/page-formatters";
import type { PageDocument } from "../site-content/document";
import {
  HOMEPAGE_DELETE,
  MAX_ORDERABLE_ITEMS,
  NOT_A_CONTENT_PAGE,
  PAGE_NOT_FOUND,
  SCHEDULE_IN_PAST,
  SITE_CHANGED_SINCE,
  STALE_DRAFT,
  TOO_MANY_PAGES,
  RESERVED_URL,
  URL_TAKEN,
  VERSION_NOT_FOUND,
} from "../site-content/messages";
import {
  createPageBody,
  publishBody,
  publishSiteBody,
  renamePageBody,
  renderSectionBody,
  restoreBody,
  saveDraftBody,
} from "../site-content/page-api";

/** A layout of 60 rich blocks fits well within this. */
const MAX_DOCUMENT_BYTES = 512 * 1024;

type Ctx = Context<PagesEnv>;
/** The owner helpers take the app's context; the pages env only adds the theme. */
const app = (c: Ctx) => c as unknown as Context<AppEnv>;

async function pageState(c: Ctx) {
  return readDraftState(c.get("db"), c.get("website").id, c.req.param("id") ?? "");
}

/** Whether this contributor's saves wait for someone who may publish ('Needs Review'). */
async function savesNeedReview(c: Ctx): Promise<boolean> {
  const session = await ownerSession(app(c));
  return session !== undefined && !can(session.role, "content:publish");
}

function useTheme(c: Ctx) {
  const theme = THEMES.get(c.get("websiteSettings").theme);
  c.set("theme", theme);
  return theme;
}

async function previewView(
  c: Ctx,
  state: NonNullable<Awaited<ReturnType<typeof pageState>>>,
  draft: PageDocument,
): Promise<PageView> {
  // In another language (c's pageLanguage): the translation's titles, and its layout if it has one.
  const { collection, document = draft } = await inPageLanguage(c, collectionJson(state.collection));
  if (state.collection.isHomepage) {
    const [site, shop] = await Promise.all([siteContext(c, "/"), findShop(c)]);
    return homeView(c, { site, collection, shop, document });
  }
  return contentPageView(c, collection, document, "open");
}

/** More forms than any site keeps; the picker searches within them. */
const MAX_PICKER_FORMS = 500;

export const ownerPages = new Hono<PagesEnv>()
  .get("/", requirePermission("content:read"), async (c) =>
    c.json({ pages: await listSitePages(c.get("db"), c.get("website").id) }),
  )
  // The form block's picker: a page editor (content roles) may place a form without forms:read,
  // which would also show its submissions; this answers names only.
  .get("/forms", requirePermission("content:read"), async (c) => {
    const forms = await listForms(c.get("db"), c.get("website").id, undefined, MAX_PICKER_FORMS);
    return c.json({ forms: forms.map((f) => ({ id: f.id, name: f.name ?? f.id })) });
  })
  .post(
    "/",
    requirePermission("content:write"),
    requireJson,
    limitBody(),
    validateFields(createPageBody),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      if ((await countSitePages(db, websiteId)) >= MAX_ORDERABLE_ITEMS)
        return apiError(c, 409, TOO_MANY_PAGES);
      let urlId = body.urlId;
      if (urlId) {
        if (isReservedUrlId(urlId)) return apiError(c, 409, RESERVED_URL(urlId));
        if (await urlIdTaken(db, websiteId, urlId)) return apiError(c, 409, URL_TAKEN);
      } else {
        urlId = storeSlug(body.title, body.type === CollectionType.PAGE ? "Page" : "Collection", [
          ...(await takenUrlIds(db, websiteId)),
          ...RESERVED_URL_IDS,
        ]);
      }
      const row = await createSitePage(db, {
        id: `col_${crypto.randomUUID()}`,
        websiteId,
        type: body.type,
        title: body.title,
        urlId,
        navigationTitle: body.navigationTitle || null,
        typeName: body.typeName,
      });
      return c.json({ page: pageSummary(row, undefined) }, 201);
    },
  )
  .get("/changes", requirePermission("content:read"), async (c) => {
    const changed = await changedPages(c.get("db"), c.get("website").id);
    return c.json({ pages: changed.map(pageChange) });
  })
  .post(
    "/publish",
    requirePermission("content:publish"),
    requireJson,
    limitBody(64 * 1024),
    validateFields(publishSiteBody),
    async (c) => {
      const { pages: named, publishAt } = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const changed = await changedPages(db, websiteId);
      const chosen = pagesAsSeen(changed, named);
      // As a page's publish names its revision: anything saved or published since the owner looked
      // refuses the whole publish, with the list as it is now.
      if (!chosen) return c.json({ message: SITE_CHANGED_SINCE, pages: changed.map(pageChange) }, 409);
      const actor = await ownerActor(app(c));
      const now = Date.now();
      let versionIds: Record<string, string> | undefined;
      if (publishAt === undefined) {
        versionIds = await publishPages(db, websiteId, chosen, actor, now);
      } else {
        if (publishAt <= now) return apiError(c, 400, SCHEDULE_IN_PAST);
        await schedulePages(db, websiteId, chosen, publishAt, actor);
      }
      const after = await listSitePages(db, websiteId);
      const ids = new Set(chosen.map((page) => page.collection.id));
      return c.json({
        pages: after.filter((page) => ids.has(page.id)),
        ...(versionIds ? { versionIds } : {}),
      });
    },
  )
  .patch(
    "/:id",
    requirePermission("content:write"),
    requireJson,
    limitBody(),
    validateFields(renamePageBody),
    async (c) => {
      const changes = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const state = await pageState(c);
      if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
      if (changes.urlId && isReservedUrlId(changes.urlId)) {
        return apiError(c, 409, RESERVED_URL(changes.urlId));
      }
      if (changes.urlId && (await urlIdTaken(db, websiteId, changes.urlId, state.collection.id))) {
        return apiError(c, 409, URL_TAKEN);
      }
      const row = await renameSitePage(db, websiteId, state.collection.id, changes);
      return c.json({ page: pageSummary(row!, state.draft) });
    },
  )
  .delete("/:id", requirePermission("content:write"), async (c) => {
    const state = await pageState(c);
    if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
    if (state.collection.isHomepage) return apiError(c, 409, HOMEPAGE_DELETE);
    await deleteSitePage(c.get("db"), c.get("website").id, state.collection.id);
    return c.body(null, 204);
  })
  .get("/:id/draft", requirePermission("content:read"), async (c) => {
    const state = await pageState(c);
    if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
    if (state.collection.type !== CollectionType.PAGE) return apiError(c, 409, NOT_A_CONTENT_PAGE);
    return c.json({
      page: pageSummary(state.collection, state.draft),
      document: state.document,
      revision: state.revision,
    });
  })
  .put(
    "/:id/draft",
    requirePermission("content:write"),
    requireJson,
    limitBody(MAX_DOCUMENT_BYTES),
    validateFields(saveDraftBody),
    async (c) => {
      const { document, revision } = c.req.valid("json");
      const state = await pageState(c);
      if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
      if (state.collection.type !== CollectionType.PAGE) return apiError(c, 409, NOT_A_CONTENT_PAGE);
      const saved = await saveDraft(c.get("db"), c.get("website").id, state.collection.id, {
        document,
        baseRevision: revision,
        actor: await ownerActor(app(c)),
        needsReview: await savesNeedReview(c),
        now: Date.now(),
      });
      if (saved === "stale") return apiError(c, 409, STALE_DRAFT);
      return c.json({ revision: saved });
    },
  )
  .post(
    "/:id/render-section",
    requirePermission("content:read"),
    requireJson,
    limitBody(MAX_DOCUMENT_BYTES),
    validateFields(renderSectionBody),
    async (c) => {
      const state = await pageState(c);
      if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
      const theme = useTheme(c);
      const website = c.get("website");
      const section = await sectionContext(c.req.valid("json").section, blockDeps(c));
      const { output } = render(theme.partials()["page-section.block"]!, section, {
        partials: theme.partials(),
        formatters: PAGE_FORMATTERS,
        locale: website.language,
        timeZone: website.timeZone,
      });
      return c.json({ html: output });
    },
  )
  .get("/:id/preview", requirePermission("content:read"), async (c) => {
    const state = await pageState(c);
    if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
    if (state.collection.type !== CollectionType.PAGE) return apiError(c, 409, NOT_A_CONTENT_PAGE);
    const versionId = c.req.query("version");
    const language = c.req.query("language");
    if (language !== undefined) {
      const tag = await findSiteLanguage(c.get("db"), c.get("website").id, language);
      if (!tag) return apiError(c, 404, notASiteLanguage(language));
      c.set("pageLanguage", tag);
    }
    const document = versionId
      ? await findVersion(c.get("db"), c.get("website").id, state.collection.id, versionId)
      : state.document;
    if (!document) return apiError(c, 404, VERSION_NOT_FOUND);
    const theme = useTheme(c);
    const [view, head] = await Promise.all([
      previewView(c, state, document),
      siteHeadFor(c.get("db"), c.get("website").id, c.get("contentVersion")),
    ]);
    // The site's styles as visitors get them: without them the preview paints in the browser's
    // default serif at 16 px.
    const { html } = renderPage(theme, view.template, view.context, {
      layout: view.layout,
      styles: head.stylesTag,
    });
    // Only the panel may frame it (same origin); never stored by any cache.
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Content-Security-Policy", "frame-ancestors 'self'");
    return c.html(html);
  })
  .post(
    "/:id/publish",
    requirePermission("content:publish"),
    requireJson,
    limitBody(),
    validateFields(publishBody),
    async (c) => {
      const { revision, publishAt } = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const state = await pageState(c);
      if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
      if (state.collection.type !== CollectionType.PAGE) return apiError(c, 409, NOT_A_CONTENT_PAGE);
      if (revision !== state.revision) return apiError(c, 409, STALE_DRAFT);
      const actor = await ownerActor(app(c));
      const now = Date.now();
      if (publishAt !== undefined) {
        if (publishAt <= now) return apiError(c, 400, SCHEDULE_IN_PAST);
        await scheduleDocument(db, websiteId, state.collection.id, state.document, publishAt, actor);
        const after = (await pageState(c))!;
        return c.json({ page: pageSummary(after.collection, after.draft) });
      }
      const versionId = await publishDocument(db, websiteId, state.collection.id, state.document, actor, now);
      const after = (await pageState(c))!;
      return c.json({ page: pageSummary(after.collection, after.draft), versionId });
    },
  )
  .delete("/:id/schedule", requirePermission("content:publish"), async (c) => {
    const state = await pageState(c);
    if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
    await cancelSchedule(c.get("db"), c.get("website").id, state.collection.id);
    const after = (await pageState(c))!;
    return c.json({ page: pageSummary(after.collection, after.draft) });
  })
  .get("/:id/versions", requirePermission("content:read"), async (c) => {
    const state = await pageState(c);
    if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
    return c.json({ versions: await listVersions(c.get("db"), c.get("website").id, state.collection.id) });
  })
  .post(
    "/:id/versions/:versionId/restore",
    requirePermission("content:write"),
    requireJson,
    limitBody(),
    validate("json", restoreBody),
    async (c) => {
      const { revision } = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const state = await pageState(c);
      if (!state) return apiError(c, 404, PAGE_NOT_FOUND);
      const document = await findVersion(db, websiteId, state.collection.id, c.req.param("versionId"));
      if (!document) return apiError(c, 404, VERSION_NOT_FOUND);
      const saved = await saveDraft(db, websiteId, state.collection.id, {
        document,
        baseRevision: revision,
        actor: await ownerActor(app(c)),
        needsReview: await savesNeedReview(c),
        now: Date.now(),
      });
      if (saved === "stale") return apiError(c, 409, STALE_DRAFT);
      return c.json({ document, revision: saved });
    },
  );
