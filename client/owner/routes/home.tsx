// /config: the panel home once signed in (home-screen.tsx, its own chunk): the setup checklist
// ticked from the site's state (GET /api/owner/setup), then the latest orders. Else sign-in.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadSetup = () => answer(api.setup.$get());
export type Setup = Awaited<ReturnType<typeof loadSetup>>;

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: requireAccount,
  loader: loadSetup,
  component: lazyRouteComponent(() => import("./home-screen"), "HomeScreen"),
  errorComponent: ScreenError,
});
