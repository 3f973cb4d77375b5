// /config/reset-password?token=…: the emailed link's page, where the owner chooses a new password
// (POST /api/owner/password-reset/confirm). Every session of the account ends; they sign in again.
// Its screen is a chunk of its own (reset-password-screen.tsx): no form code in the panel's first load.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { tokenSearch } from "./token-search";
import { rootRoute } from "./root";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset-password",
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import("./reset-password-screen"), "ResetPassword"),
});
