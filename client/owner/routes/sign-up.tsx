// /config/sign-up: a new site from a starting template, with its first administrator
// (POST /api/owner/sign-up). The site answers on its own host; the browser goes on to its welcome
// link there, whose one-time handover signs the new administrator in (welcome.tsx, docs/sign-up.md).
// Its screen is a chunk of its own (sign-up-screen.tsx): no form code in the panel's first load.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-up",
  component: lazyRouteComponent(() => import("./sign-up-screen"), "SignUp"),
});
