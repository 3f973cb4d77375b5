// /config/api-keys: the site's public API keys (api-keys:manage; docs/public-api.md). Make a key
// with a name and, per area, no access, read, or read and write; the key is shown once, right
// after it is made. Keys are listed by their visible prefix with their last use; revoking asks
// first and the key stays listed, marked revoked. The screen is its own chunk
// (api-keys-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadKeys = () => answer(api["api-keys"].$get());
export type KeyRow = Awaited<ReturnType<typeof loadKeys>>["apiKeys"][number];

export const apiKeysRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/api-keys",
  beforeLoad: requireAccount,
  loader: loadKeys,
  component: lazyRouteComponent(() => import("./api-keys-screen"), "ApiKeysScreen"),
  errorComponent: ScreenError,
});
