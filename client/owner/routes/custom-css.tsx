// /config/custom-css: the site's own CSS rules, added after the theme's on every page
// (design:write). Saving publishes them at once (the worker bumps the content version). The screen
// is its own chunk (custom-css-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadCustomCss = () => answer(api["custom-css"].$get());

export const customCssRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/custom-css",
  beforeLoad: requireAccount,
  loader: loadCustomCss,
  component: lazyRouteComponent(() => import("./custom-css-screen"), "CustomCssScreen"),
  errorComponent: ScreenError,
});
