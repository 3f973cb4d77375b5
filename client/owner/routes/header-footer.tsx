// /config/header-footer: what the site's header and footer show (PUT /api/site-header-footer,
// design:write): layout, which navigation, search, cart link, language switcher, social links,
// footer text and navigation. Checked with the worker's schema before it is sent. The screen is
// its own chunk (header-footer-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, appApi } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const load = async () => {
  const [value, layout] = await Promise.all([
    answer(appApi["site-header-footer"].$get()),
    answer(appApi.commondata.GetSiteLayout.$get()),
  ]);
  return { value, navigations: layout.layout.map((n) => ({ identifier: n.identifier, title: n.title })) };
};

export const headerFooterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/header-footer",
  beforeLoad: requireAccount,
  loader: load,
  component: lazyRouteComponent(() => import("./header-footer-screen"), "HeaderFooterScreen"),
  errorComponent: ScreenError,
});
