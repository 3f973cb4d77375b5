// /config/navigation: the theme's navigations as lists to reorder by drag and drop or by keyboard
// (content:read to see, content:publish to save). The editor is its own chunk
// (navigation-editor.tsx: the lists, drag and drop and menus), loaded only when an owner opens it.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, appApi } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadLayout = async () => {
  const [layout, languages] = await Promise.all([
    answer(appApi.commondata.GetSiteLayout.$get()),
    answer(appApi.multilingual.languages.$get()),
  ]);
  // The languages links' and folders' titles can be translated into.
  return { ...layout, siteLanguages: languages.languages };
};
export type Layout = Awaited<ReturnType<typeof loadLayout>>;

export const navigationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/navigation",
  beforeLoad: requireAccount,
  loader: loadLayout,
  component: lazyRouteComponent(() => import("./navigation-editor"), "NavigationEditor"),
  errorComponent: ScreenError,
});
