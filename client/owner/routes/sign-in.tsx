// /config/sign-in: email, password and remember me (POST /api/owner/session). Its screen is a
// chunk of its own (sign-in-screen.tsx): no form code in the panel's first load.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-in",
  beforeLoad: ({ context }) => {
    if (context.account) throw redirect({ to: "/products" });
  },
  component: lazyRouteComponent(() => import("./sign-in-screen"), "SignIn"),
});
