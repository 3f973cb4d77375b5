// /config/forgot-password: asks for a link to choose a new password (POST /api/owner/password-reset).
// The answer is the same whether or not the email has an account, so the screen shows it as it is.
// Its screen is a chunk of its own (forgot-password-screen.tsx): no form code in the panel's first load.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forgot-password",
  component: lazyRouteComponent(() => import("./forgot-password-screen"), "ForgotPassword"),
});
