// /config/welcome#<token>: where sign-up sends a new site's administrator (docs/sign-up.md). The
// token in the fragment never reaches a server log or a Referer: it is read here, wiped from the
// address bar and the history entry, and posted once to POST /api/owner/handover. Signed in, the
// owner lands on the panel home; a refused token shows its message over the sign-in screen.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { HANDOVER_INVALID } from "../../../worker/owner/messages";
import { ApiError, GENERAL_ERROR } from "../api";
import { redeemHandover } from "../session";
import { rootRoute } from "./root";

/** The one post of this page's token: a second load (strict mode, a retry) reuses its answer. */
let redemption: Promise<string | undefined> | undefined;

function takeToken(): string {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(window.history.state, "", window.location.pathname);
  return token;
}

/** Undefined once signed in, else the message to show. */
const redeem = (token: string) =>
  redeemHandover(token).then(
    () => undefined,
    (err: unknown) => (err instanceof ApiError ? err.message : GENERAL_ERROR),
  );

export const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/welcome",
  loader: async ({ context }) => {
    const token = takeToken();
    if (token) redemption = redeem(token);
    const refusal = redemption ? await redemption : HANDOVER_INVALID;
    // Signed in, or already signed in on this host (the link opened again): the home.
    if (refusal === undefined || context.account) throw redirect({ to: "/", replace: true });
    return { refusal };
  },
  component: lazyRouteComponent(() => import("./welcome-screen"), "Welcome"),
});
