// /config/people: the site's contributors and pending invitations (contributors:manage;
// docs/owner-roles.md). Invite by email with a role; change a person's role; remove a person or
// withdraw an invitation after a yes-or-no question. The screen is its own chunk
// (people-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadPeople = () => answer(api.people.$get());
type Loaded = Awaited<ReturnType<typeof loadPeople>>;
export type ContributorRow = Loaded["contributors"][number];
export type InvitationRow = Loaded["invitations"][number];

export const peopleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/people",
  beforeLoad: requireAccount,
  loader: loadPeople,
  component: lazyRouteComponent(() => import("./people-screen"), "PeopleScreen"),
  errorComponent: ScreenError,
});
