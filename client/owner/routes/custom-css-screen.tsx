// The Custom CSS screen (route in custom-css.tsx, loaded as its own chunk): the code editor with
// the rules' size against the limit, and Save, which publishes them at once.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { CUSTOM_CSS_TOO_LARGE, cssBytes } from "../../../worker/site-content/custom-css";
import { answer, api, GENERAL_ERROR } from "../api";
import { CodeEditor } from "../components/code/CodeEditor";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const customCssRoute = getRouteApi("/custom-css");

export function CustomCssScreen() {
  const saved = customCssRoute.useLoaderData();
  const router = useRouter();
  const [css, setCss] = useState(saved.css);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const { isDirty, markSaved } = useDirtyValues(css);
  const guard = useUnsavedChangesGuard(isDirty, "the custom CSS");
  const bytes = cssBytes(css);
  const tooLarge = bytes > saved.maxBytes;

  const save = async () => {
    if (tooLarge) return setFailure(CUSTOM_CSS_TOO_LARGE);
    setPending(true);
    setFailure(undefined);
    try {
      await answer(api["custom-css"].$put({ json: { css } }));
      markSaved();
      toast.success("Custom CSS saved. Every page uses it now.");
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="custom-css">
      {guard}
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
    </section>
  );
}
