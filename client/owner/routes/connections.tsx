// /config/connections: the site's mailing-list connection and automation connection
// (settings:write; docs/connections.md). The screen is its own chunk (connections-screen.tsx),
// loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { loadAutomation, loadMailingList } from "../components/connections/connections-load";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

async function loadConnections() {
  const [mailingList, automation] = await Promise.all([loadMailingList(), loadAutomation()]);
  return { mailingList, automation };
}

export const connectionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/connections",
  beforeLoad: requireAccount,
  loader: loadConnections,
  component: lazyRouteComponent(() => import("./connections-screen"), "ConnectionsScreen"),
  errorComponent: ScreenError,
});
