// /config/pages/$pageId/translations/$language: a page in one of the site's other languages. The
// translated title, navigation title and description, and optionally a translated layout edited with
// the page editor's own panes (outline, worker-rendered preview, inspector). A translation has no
// draft: Save translation makes it live (PUT /api/multilingual/pages/{id}/{language},
// content:publish), so it is saved by the button, not by autosave.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import type { PageDocument } from "../../../worker/site-content/document";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { can } from "../session";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { BuilderPanes } from "../components/builder/BuilderPanes";
import { PageLanguages } from "../components/builder/PageLanguages";
import { previewUrl } from "../components/builder/preview-frame";
import { useSectionPreview } from "../components/builder/use-section-preview";
import { useEditHistory } from "../components/builder/use-edit-history";
import { toast } from "../components/feedback/toast";
import { named } from "../components/feedback/named";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const route = getRouteApi("/pages/$pageId/translations/$language");
const pagesApi = appApi.multilingual.pages[":collectionId"][":language"];

export function PageTranslation() {
  const loaded = route.useLoaderData();
  const { pageId, language } = route.useParams();
  const { account } = route.useRouteContext();
  const router = useRouter();
  const mayPublish = can(account, "content:publish");
  const saved = loaded.translation;
  const languageName = loaded.languages.languages.find((l) => l.code === language)?.name ?? language;

  const [title, setTitle] = useState(saved?.title ?? "");
  const [navigationTitle, setNavigationTitle] = useState(
    saved && saved.navigationTitle !== saved.title ? saved.navigationTitle : "",
  );
  const [description, setDescription] = useState(saved?.description ?? "");
  /** Whether this language has a layout of its own; else visitors see the main language's sections. */
  const [ownLayout, setOwnLayout] = useState(saved?.document != null);
  // A new translated layout starts as a copy of the page's draft, ready to translate block by block.
  const { doc, change, undo, redo, canUndo, canRedo } = useEditHistory(
    (saved?.document ?? loaded.document) as PageDocument,
  );
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const frame = useRef<HTMLIFrameElement>(null);
  const reloadAfterSave = useRef(false);
  const { renderError } = useSectionPreview(frame, pageId, doc, () => {
    reloadAfterSave.current = true;
  });
  const guard = useUnsavedChangesGuard(dirty, `the ${languageName} translation`);
  const edit: typeof change = (e, key) => {
    setDirty(true);
    change(e, key);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(undefined);
    setSaving(true);
    try {
      await answer(
        pagesApi.$put({
          param: { collectionId: pageId, language },
          json: { title, navigationTitle, description, document: ownLayout ? doc : null },
        }),
      );
      setDirty(false);
      toast.success(`${languageName} translation of ${named(loaded.page.title, "the page")} saved`);
      await router.invalidate();
      // The preview shows the saved translation: read it again.
      reloadAfterSave.current = false;
      frame.current?.contentWindow?.location.reload();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setFailure(undefined);
    try {
      await answer(pagesApi.$delete({ param: { collectionId: pageId, language } }));
      toast.success(`${languageName} translation deleted`);
      await router.invalidate();
      frame.current?.contentWindow?.location.reload();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <section className="builder">
      {guard}
      <header className="builder-bar">
        <Heading level={1}>
          {loaded.page.title} in {languageName}
        </Heading>
        <PageLanguages pageId={pageId} languages={loaded.languages} current={language} />
        <span role="status" className="builder-save-state">
          {saved === null && !dirty ? "Not translated yet" : dirty ? "Unsaved changes" : "Translation saved"}
        </span>
        {ownLayout ? (
          <>
            <Button onPress={undo} isDisabled={!canUndo}>
              Undo
            </Button>
            <Button onPress={redo} isDisabled={!canRedo}>
              Redo
            </Button>
          </>
        ) : null}
      </header>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {renderError ? <ErrorBanner message={renderError} /> : null}
      <form className="translation-fields" aria-label={`Translation into ${languageName}`} onSubmit={save}>
        <TextField
          label="Translated title"
          value={title}
          onChange={(v) => {
            setTitle(v);
            setDirty(true);
          }}
          isRequired
        />
        <TextField
          label="Navigation title"
          description="Empty: the navigation shows the translated title."
          value={navigationTitle}
          onChange={(v) => {
            setNavigationTitle(v);
            setDirty(true);
          }}
        />
        <div className="field">
          <label htmlFor="translation-description">Description</label>
          <textarea
            id="translation-description"
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              setDirty(true);
            }}
          />
        </div>
        <label>
          <input
            type="checkbox"
            checked={ownLayout}
            onChange={(e) => {
              setOwnLayout(e.target.checked);
              setDirty(true);
            }}
          />{" "}
          Translate the page's sections (else this language shows the main language's sections)
        </label>
        {mayPublish ? (
          <Button type="submit" className="button-primary" isDisabled={saving}>
            {saving ? "Saving…" : "Save translation"}
          </Button>
        ) : (
          <p>A saved translation is live at once, so only a role that may publish can save it.</p>
        )}
        {mayPublish && saved ? (
          <ConfirmDialog
            trigger={<Button>Delete translation</Button>}
            title={`Delete the ${languageName} translation?`}
            yesLabel="Delete"
            noLabel="Keep it"
            onAnswer={(yes) => void (yes && remove())}
          >
            <p>Visitors of the {languageName} pages see the main language&apos;s content at once.</p>
          </ConfirmDialog>
        ) : null}
      </form>
      {ownLayout ? (
        <BuilderPanes
          doc={doc}
          change={edit}
          frame={frame}
          previewSrc={previewUrl(pageId, undefined, language)}
          previewTitle={`Page preview in ${languageName}`}
        />
      ) : (
        <iframe
          ref={frame}
          className="builder-preview"
          title={`Page preview in ${languageName}`}
          src={previewUrl(pageId, undefined, language)}
        />
      )}
    </section>
  );
}
