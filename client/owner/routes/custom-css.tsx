// /config/custom-css: the site's own CSS rules, added after the theme's on every page
// (design:write). Saving publishes them at once (the worker bumps the content version).
import { createRoute, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { CUSTOM_CSS_TOO_LARGE, cssBytes } from "../../../worker/site-content/custom-css";
import { answer, api, GENERAL_ERROR } from "../api";
import { CodeEditor } from "../components/code/CodeEditor";
import { ErrorBanner } from "../components/ErrorBanner";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadCustomCss = () => answer(api["custom-css"].$get());

function CustomCss() {
  const saved = customCssRoute.useLoaderData();
  const router = useRouter();
  const [css, setCss] = useState(saved.css);
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [pending, setPending] = useState(false);
  const bytes = cssBytes(css);
  const tooLarge = bytes > saved.maxBytes;

  const save = async () => {
    if (tooLarge) return setFailure(CUSTOM_CSS_TOO_LARGE);
    setPending(true);
    setFailure(undefined);
    setStatus(undefined);
    try {
      await answer(api["custom-css"].$put({ json: { css } }));
      setStatus("Custom CSS saved. Every page uses it now.");
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="custom-css">
      <Heading level={1}>Custom CSS</Heading>
      <p>Rules written here apply to every page of the site, after the theme's own styles.</p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <CodeEditor label="CSS" language="css" value={css} onChange={setCss} />
      <p className={tooLarge ? "field-error" : "field-hint"} aria-live="polite">
        {(bytes / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB of {saved.maxBytes / 1000}{" "}
        KB
      </p>
      <Button className="button-primary" onPress={() => void save()} isDisabled={pending}>
        {pending ? "Saving…" : "Save CSS"}
      </Button>
      <p role="status">{status}</p>
    </section>
  );
}

export const customCssRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/custom-css",
  beforeLoad: requireAccount,
  loader: loadCustomCss,
  component: CustomCss,
  errorComponent: ScreenError,
});
