// /config/accept-invitation?token=…: the invitation email's page. Shows the site and the role;
// someone without an account chooses a password, someone with one just accepts (and signs in
// with their own password afterwards).
// Its screen is a chunk of its own (accept-invitation-screen.tsx): no form code in the panel's first load.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { ErrorBanner } from "../components/ErrorBanner";
import { tokenSearch } from "./token-search";
import { rootRoute } from "./root";

const invitations = appApi.owner.invitations;

export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/accept-invitation",
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => answer(invitations.$get({ query: { token: deps.token } })),
  component: lazyRouteComponent(() => import("./accept-invitation-screen"), "AcceptInvitation"),
  errorComponent: ({ error }) => (
    <section className="auth">
      <ErrorBanner message={error instanceof Error ? error.message : GENERAL_ERROR} />
    </section>
  ),
});
