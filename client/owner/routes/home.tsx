// /config: the products screen once signed in, else sign-in.
import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.account ? "/products" : "/sign-in" });
  },
});
