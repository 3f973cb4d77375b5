// The panel's frame: the signed-in account is read before any screen loads (route context); a top
// bar (site name, View site, account menu with Sign out, which asks first), the grouped navigation
// in a sidebar (a Menu dialog on a phone) showing only the screens the role may use, then the screen.
import { createRootRouteWithContext, Outlet, useNavigate, useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { ErrorBanner } from "../components/ErrorBanner";
import { AccountMenu } from "../components/layout/AccountMenu";
import { PanelNav } from "../components/layout/PanelNav";
import { PhoneMenu } from "../components/layout/PhoneMenu";
import { useKeyboardScrolling } from "../components/layout/use-keyboard-scrolling";
import { ToastRegion } from "../components/feedback/ToastRegion";
import { GENERAL_ERROR } from "../api";
import { SiteStatusBanner } from "../components/SiteStatusBanner";
import { currentAccount, currentSite, signOut, type Account } from "../session";

export interface PanelContext {
  account: Account | null;
}

function Frame() {
  const { account } = rootRoute.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const main = useRef<HTMLElement>(null);
  useKeyboardScrolling(main);

  const leave = async () => {
    try {
      await signOut();
      await router.invalidate();
      // Already signed out: the sign-in screen follows whatever a screen had unsaved.
      await navigate({ to: "/sign-in", ignoreBlocker: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  const site = currentSite();
  return (
    <div className="panel">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="panel-top">
        {account ? <PhoneMenu account={account} /> : null}
        <span className="panel-brand">{site?.title || "Atelier"}</span>
        {account ? (
          <>
            <a className="panel-view-site" href="/" target="_blank" rel="noopener">
              View site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <AccountMenu account={account} onSignOut={() => void leave()} />
          </>
        ) : null}
      </header>
      <div className={account ? "panel-body" : "panel-body panel-body-signed-out"}>
        {account ? (
          <aside className="panel-sidebar">
            <PanelNav account={account} />
          </aside>
        ) : null}
        <div className="panel-content">
          {account ? <SiteStatusBanner site={site} /> : null}
          {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
          <main id="main" tabIndex={-1} ref={main}>
            <Outlet />
          </main>
        </div>
      </div>
      <ToastRegion />
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<PanelContext>()({
  beforeLoad: async () => ({ account: await currentAccount() }),
  component: Frame,
  errorComponent: ({ error, reset }) => (
    <ErrorBanner message={error instanceof Error ? error.message : GENERAL_ERROR} onRetry={reset} />
  ),
});
