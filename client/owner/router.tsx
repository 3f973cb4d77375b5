// The panel's routes, one file per screen under routes/, served under /config.
import { createRouter } from "@tanstack/react-router";
import { ScreenSkeleton } from "./components/feedback/Skeleton";
import { acceptInvitationRoute } from "./routes/accept-invitation";
import { analyticsRoute } from "./routes/analytics";
import { filesRoute } from "./routes/files";
import { forgotPasswordRoute } from "./routes/forgot-password";
import { imageFieldPreviewRoute } from "./routes/image-field-preview";
import { homeRoute } from "./routes/home";
import { operationsRoutes } from "./routes/operations";
import { ordersRoutes } from "./routes/orders-routes";
import { catalogRoutes } from "./routes/catalog-routes";
import { designRoute } from "./routes/design";
import { pageEditorRoute, pagesRoute, pageTranslationRoute } from "./routes/pages";
import { blogRoute, commentsRoute } from "./routes/blog";
import { peopleRoute } from "./routes/people";
import { productsRoute } from "./routes/products";
import { resetPasswordRoute } from "./routes/reset-password";
import { rootRoute } from "./routes/root";
import { settingsRoutes } from "./routes/settings-routes";
import { signInRoute } from "./routes/sign-in";
import { siteRoutes } from "./routes/site-routes";
import { signUpRoute } from "./routes/sign-up";
import { welcomeRoute } from "./routes/welcome";

const routeTree = rootRoute.addChildren([
  homeRoute,
  signInRoute,
  signUpRoute,
  welcomeRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  acceptInvitationRoute,
  peopleRoute,
  pagesRoute,
  pageEditorRoute,
  pageTranslationRoute,
  blogRoute,
  commentsRoute,
  productsRoute,
  analyticsRoute,
  filesRoute,
  imageFieldPreviewRoute,
  ...operationsRoutes,
  ...ordersRoutes,
  ...catalogRoutes,
  ...settingsRoutes,
  designRoute,
  ...siteRoutes,
]);

export const router = createRouter({
  routeTree,
  basepath: "/config",
  context: { account: null },
  // A loader slower than 200 ms shows the screen's skeleton, then keeps it at least 300 ms so it
  // does not flash; faster loads show nothing in between.
  defaultPendingComponent: () => <ScreenSkeleton />,
  defaultPendingMs: 200,
  defaultPendingMinMs: 300,
  defaultNotFoundComponent: () => <p>This page of the panel does not exist.</p>,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
