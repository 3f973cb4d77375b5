// /config/design: the site's styles (content:read to look, design:write to change). The screen is
// its own chunk (design-screen.tsx: colour and font pickers, style guide), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import type { PanelFont } from "../components/fonts/font-preview";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const siteStyles = api["site-styles"];

async function loadDesign() {
  const [stored, fonts] = await Promise.all([
    answer(siteStyles.$get()),
    answer(siteStyles.fonts.$get()).then(
      (r) => r.fonts as PanelFont[],
      () => null,
    ),
  ]);
  return { ...stored, fonts };
}

export const designRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/design",
  beforeLoad: requireAccount,
  loader: loadDesign,
  component: lazyRouteComponent(() => import("./design-screen"), "DesignScreen"),
  errorComponent: ScreenError,
});
