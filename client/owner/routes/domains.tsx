// /config/domains: the addresses the site answers on (settings:write). The site's own address is
// listed first; a custom domain is pending until the owner adds the TXT record shown beside it and
// presses Verify; removing one asks first. The screen is its own chunk (domains-screen.tsx),
// loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadDomains = () => answer(api.domains.$get());
export type DomainRow = Awaited<ReturnType<typeof loadDomains>>["domains"][number];

export const domainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/domains",
  beforeLoad: requireAccount,
  loader: loadDomains,
  component: lazyRouteComponent(() => import("./domains-screen"), "DomainsScreen"),
  errorComponent: ScreenError,
});
