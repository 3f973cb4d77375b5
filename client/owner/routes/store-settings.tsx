// /config/store-settings: the store's settings, one section per commerce-preferences namespace
// (store, checkout, instalments, restock, captcha, analytics: docs/store-settings.md). Read with
// products:read, saved with settings:write through the panel's preferences cache, which sends only
// the namespaces that changed. The screen is its own chunk (store-settings-screen.tsx).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";
import { ScreenSkeleton } from "../components/feedback/Skeleton";

export const storeSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/store-settings",
  beforeLoad: requireAccount,
  // The settings' module carries their zod schemas: loaded with the screen, not the panel.
  loader: async () => {
    const [{ loadStoreSettings }, { commercePreferences }] = await Promise.all([
      import("../store-settings"),
      import("../commerce-preferences"),
    ]);
    return loadStoreSettings(commercePreferences);
  },
  component: lazyRouteComponent(() => import("./store-settings-screen"), "StoreSettingsScreen"),
  pendingComponent: () => <ScreenSkeleton shape="form" />,
  errorComponent: ScreenError,
});
