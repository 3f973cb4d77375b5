// /config/pages: the site's pages and collections (content:read) with their status words (spec
// section 3); create a page or a collection, rename one, delete one after a question. A page opens
// in the editor (/config/pages/$pageId). "Publish all changes" publishes every page whose draft is
// not live, at once or at a time. The list is its own chunk (pages-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { NO_TRANSLATION } from "../../../worker/multilingual/messages";
import { answer, api, ApiError, appApi } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadPages = async () => {
  const [list, changes] = await Promise.all([answer(api.pages.$get()), answer(api.pages.changes.$get())]);
  return { pages: list.pages, changes: changes.pages };
};

export const pagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages",
  beforeLoad: requireAccount,
  loader: loadPages,
  component: lazyRouteComponent(() => import("./pages-screen"), "PagesScreen"),
  errorComponent: ScreenError,
});

export const pageEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages/$pageId",
  beforeLoad: requireAccount,
  loader: {
    handler: async ({ params }) => {
      const [draft, languages] = await Promise.all([
        answer(api.pages[":id"].draft.$get({ param: { id: params.pageId } })),
        answer(appApi.multilingual.languages.$get()),
      ]);
      return { ...draft, languages };
    },
    // The editor takes the loaded draft into its own state once: opened again, it must wait for the
    // draft as saved since, not start from the router's kept copy of the first opening (by default
    // shown at once while a fresh one loads in the background, which the editor would then ignore).
    staleReloadMode: "blocking",
  },
  // The editor is its own chunk, loaded only when an owner opens a page.
  component: lazyRouteComponent(() => import("./page-editor"), "PageEditor"),
  errorComponent: ScreenError,
});

/** The page's saved translation into `language`, or null before the first save. */
const loadTranslation = (pageId: string, language: string) =>
  answer(
    appApi.multilingual.pages[":collectionId"][":language"].$get({
      param: { collectionId: pageId, language },
    }),
  ).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404 && err.message === NO_TRANSLATION) return null;
    throw err;
  });

export const pageTranslationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages/$pageId/translations/$language",
  beforeLoad: requireAccount,
  loader: {
    handler: async ({ params }) => {
      const [draft, languages, translation] = await Promise.all([
        answer(api.pages[":id"].draft.$get({ param: { id: params.pageId } })),
        answer(appApi.multilingual.languages.$get()),
        loadTranslation(params.pageId, params.language),
      ]);
      return { ...draft, languages, translation };
    },
    // Taken into the editor's state once, as the page editor's draft is: wait for a fresh copy.
    staleReloadMode: "blocking",
  },
  // Its own chunk too; it shares the editor's outline and inspector.
  component: lazyRouteComponent(() => import("./page-translation"), "PageTranslation"),
  errorComponent: ScreenError,
});
