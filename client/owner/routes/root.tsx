// The panel's frame: the signed-in account is read before any screen loads (route context), the
// navigation shows only the screens the role may use, and sign-out asks first.
import { createRootRouteWithContext, Link, Outlet, useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "react-aria-components";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { OperationsLinks } from "../components/OperationsLinks";
import { GENERAL_ERROR } from "../api";
import { SiteStatusBanner } from "../components/SiteStatusBanner";
import { can, currentAccount, currentSite, signOut, type Account } from "../session";

export interface PanelContext {
  account: Account | null;
}

function Frame() {
  const { account } = rootRoute.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  const [error, setError] = useState<string>();

  const leave = async (yes: boolean) => {
    if (!yes) return;
    try {
      await signOut();
      await router.invalidate();
      await navigate({ to: "/sign-in" });
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <div className="panel">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="panel-header">
        <span className="panel-brand">Atelier</span>
        {account ? (
          <>
            <nav aria-label="Owner panel">
              <ul>
                {can(account, "content:read") ? (
                  <li>
                    <Link to="/pages" activeProps={{ "aria-current": "page" }}>
                      Pages
                    </Link>
                  </li>
                ) : null}
                {can(account, "comments:moderate") ? (
                  <li>
                    <Link to="/comments" activeProps={{ "aria-current": "page" }}>
                      Comments
                    </Link>
                  </li>
                ) : null}
                {can(account, "products:read") ? (
                  <li>
                    <Link to="/products" activeProps={{ "aria-current": "page" }}>
                      Products
                    </Link>
                  </li>
                ) : null}
                <OperationsLinks account={account} />
                {can(account, "products:read") ? (
                  <li>
                    <Link to="/taxes" activeProps={{ "aria-current": "page" }}>
                      Taxes
                    </Link>
                  </li>
                ) : null}
                {can(account, "products:read") ? (
                  <li>
                    <Link to="/categories-and-tags" activeProps={{ "aria-current": "page" }}>
                      Categories and tags
                    </Link>
                  </li>
                ) : null}
                {can(account, "content:read") ? (
                  <li>
                    <Link to="/design" activeProps={{ "aria-current": "page" }}>
                      Design
                    </Link>
                  </li>
                ) : null}
                {can(account, "design:write") ? (
                  <li>
                    <Link to="/custom-css" activeProps={{ "aria-current": "page" }}>
                      Custom CSS
                    </Link>
                  </li>
                ) : null}
                {can(account, "products:read") ? (
                  <li>
                    <Link to="/store-settings" activeProps={{ "aria-current": "page" }}>
                      Store settings
                    </Link>
                  </li>
                ) : null}
                {can(account, "contributors:manage") ? (
                  <li>
                    <Link to="/people" activeProps={{ "aria-current": "page" }}>
                      People
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
            <span className="panel-account">
              {account.email} · {account.roleLabel}
            </span>
            <ConfirmDialog
              trigger={<Button>Sign out</Button>}
              title="Sign out?"
              yesLabel="Sign out"
              noLabel="Stay signed in"
              onAnswer={(yes) => void leave(yes)}
            >
              <p>You will need your password to sign in again.</p>
            </ConfirmDialog>
          </>
        ) : null}
      </header>
      {account ? <SiteStatusBanner site={currentSite()} /> : null}
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
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
