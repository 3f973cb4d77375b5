// /config/restock: restock sign-ups grouped per product and variant, with how many wait for an
// email (GET .../restock/groups, restock:read); send one variant's notifications or all of them
// (POST .../restock/send and /send/all, restock:send), each after a confirm dialog. A variant's
// sign-ups are their own screen (restock-signups.tsx). The screen is its own chunk
// (restock-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { allPages } from "../all-pages";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { restockApi } from "./restock-api";
import { rootRoute } from "./root";

const loadGroups = () =>
  allPages(
    (cursor) => answer(restockApi.groups.$get({ query: { limit: "100", ...(cursor ? { cursor } : {}) } })),
    (page) => page.signUpGroups,
  );
export type GroupRow = Awaited<ReturnType<typeof loadGroups>>[number];

export const restockRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/restock",
  beforeLoad: requireAccount,
  loader: loadGroups,
  component: lazyRouteComponent(() => import("./restock-screen"), "RestockScreen"),
  errorComponent: ScreenError,
});
