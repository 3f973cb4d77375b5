// /config/pages/$pageId: the page editor. The preview is the worker's rendering of the draft in an
// iframe; the outline beside it adds, moves, duplicates and deletes blocks, the inspector edits the
// selected block. Changes re-render only their sections, save themselves (autosave, with a visible
// state) and can be undone and redone (buttons, Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z). Publish now or at a
// time; the history previews and restores earlier publishes.
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Heading } from "react-aria-components";
import type { PageDocument } from "../../../worker/site-content/document";
import type { PageSummary, VersionAnswer } from "../../../worker/site-content/page-api";
import { answer, api, GENERAL_ERROR } from "../api";
import { can } from "../session";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { BuilderPanes } from "../components/builder/BuilderPanes";
import { PageLanguages } from "../components/builder/PageLanguages";
import { previewUrl } from "../components/builder/preview-frame";
import { useSectionPreview } from "../components/builder/use-section-preview";
import { useAutosave, type SaveState } from "../components/builder/use-autosave";
import { useEditHistory } from "../components/builder/use-edit-history";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { happened, named } from "../components/feedback/named";
import { toast } from "../components/feedback/toast";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const route = getRouteApi("/pages/$pageId");

const SAVE_WORDS: Record<SaveState, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  failed: "Not saved",
};

const when = (ms: number) => new Date(ms).toLocaleString();

function History({
  pageId,
  onPreview,
  onRestore,
}: {
  pageId: string;
  onPreview: (id?: string) => void;
  onRestore: (id: string) => void;
}) {
  const [versions, setVersions] = useState<VersionAnswer[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    answer(api.pages[":id"].versions.$get({ param: { id: pageId } }))
      .then((body) => setVersions(body.versions))
      .catch((err: unknown) => setError(err instanceof Error ? err.message : GENERAL_ERROR));
  }, [pageId]);
  if (error) return <ErrorBanner message={error} />;
  if (!versions) return <p role="status">Loading…</p>;
  if (versions.length === 0) return <p>No versions yet: every publish becomes one.</p>;
  return (
    <ol className="builder-history" aria-label="Versions">
      {versions.map((v) => (
        <li key={v.id}>
          Published {when(v.publishedOn)} by {v.publishedBy}{" "}
          <Button
            aria-label={`Preview the version of ${when(v.publishedOn)}`}
            onPress={() => onPreview(v.id)}
          >
            Preview
          </Button>
          <ConfirmDialog
            trigger={<Button aria-label={`Restore the version of ${when(v.publishedOn)}`}>Restore</Button>}
            title="Restore this version?"
            yesLabel="Restore"
            noLabel="Cancel"
            onAnswer={(yes) => yes && onRestore(v.id)}
          >
            <p>It replaces your draft (you can undo this). Visitors see it once you publish.</p>
          </ConfirmDialog>
        </li>
      ))}
    </ol>
  );
}

export function PageEditor() {
  const loaded = route.useLoaderData();
  const { pageId } = route.useParams();
  const { account } = route.useRouteContext();
  // A role that may write but not publish (Draft Editor) saves for review: no publish controls.
  const mayPublish = can(account, "content:publish");
  const [page, setPage] = useState<PageSummary>(loaded.page);
  const { doc, change, undo, redo, canUndo, canRedo } = useEditHistory(loaded.document as PageDocument);
  const [failure, setFailure] = useState<string>();
  const [showHistory, setShowHistory] = useState(false);
  const [previewVersion, setPreviewVersion] = useState<string>();
  const [publishAt, setPublishAt] = useState("");
  const [publishing, setPublishing] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const reloadAfterSave = useRef(false);

  const onSaved = useCallback(() => {
    if (reloadAfterSave.current) {
      reloadAfterSave.current = false;
      frame.current?.contentWindow?.location.reload();
    }
  }, []);
  const autosave = useAutosave(pageId, doc, loaded.revision, onSaved);
  // Autosave stores each change within a second; leaving sooner saves at once, and asks only when
  // that save is refused.
  const guard = useUnsavedChangesGuard(
    autosave.state === "unsaved" || autosave.state === "failed",
    named(page.title, "this page"),
    autosave.saveNow,
  );

  const { shown, renderError } = useSectionPreview(frame, pageId, doc, () => {
    reloadAfterSave.current = true;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== "z") return;
      const target = e.target as HTMLElement | null;
      // Inside a text field the browser's own undo edits the text.
      if (target?.closest("input, textarea, [contenteditable='true']")) return;
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const publish = async (at?: number) => {
    setFailure(undefined);
    setPublishing(true);
    try {
      await autosave.saveNow();
      const body = await answer(
        api.pages[":id"].publish.$post({
          param: { id: pageId },
          json: { revision: autosave.revision.current, ...(at ? { publishAt: at } : {}) },
        }),
      );
      setPage(body.page);
      toast.success(happened(page.title, "Page", at ? `scheduled for ${when(at)}` : "published"));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPublishing(false);
    }
  };

  const restore = async (versionId: string) => {
    try {
      await autosave.saveNow();
      const body = await answer(
        api.pages[":id"].versions[":versionId"].restore.$post({
          param: { id: pageId, versionId },
          json: { revision: autosave.revision.current },
        }),
      );
      const restored = body.document as PageDocument;
      autosave.adopt(restored, body.revision);
      reloadAfterSave.current = false;
      shown.current = restored;
      change(() => restored);
      setPreviewVersion(undefined);
      frame.current?.contentWindow?.location.reload();
      toast.success("Version restored as the draft");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <section className="builder">
      {guard}
      <Breadcrumbs trail={[{ label: "Pages", to: "/pages" }]} current={page.title} />
      <header className="builder-bar">
        <Heading level={1}>{page.title}</Heading>
        <PageLanguages pageId={pageId} languages={loaded.languages} />
        <span className="builder-status">
          {page.statuses.length ? page.statuses.join(", ") : "Published"}
        </span>
        <span role="status" className="builder-save-state">
          {SAVE_WORDS[autosave.state]}
        </span>
        <Button onPress={undo} isDisabled={!canUndo}>
          Undo
        </Button>
        <Button onPress={redo} isDisabled={!canRedo}>
          Redo
        </Button>
        {mayPublish ? (
          <>
            <Button className="button-primary" onPress={() => void publish()} isDisabled={publishing}>
              {publishing ? "Publishing…" : "Publish"}
            </Button>
            <label>
              Publish at{" "}
              <input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
            </label>
            <Button
              isDisabled={!publishAt || publishing}
              onPress={() => void publish(new Date(publishAt).getTime())}
            >
              Schedule
            </Button>
            {page.publishAt ? (
              <Button
                onPress={() =>
                  void answer(api.pages[":id"].schedule.$delete({ param: { id: pageId } }))
                    .then((body) => {
                      setPage(body.page);
                      toast.success(happened(page.title, "Page", "no longer scheduled"));
                    })
                    .catch((err: unknown) => setFailure(err instanceof Error ? err.message : GENERAL_ERROR))
                }
              >
                Cancel schedule ({when(page.publishAt)})
              </Button>
            ) : null}
          </>
        ) : null}
        <Button onPress={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
          History
        </Button>
        <a href={page.fullUrl} target="_blank" rel="noopener">
          View live page
        </a>
      </header>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {autosave.error ? <ErrorBanner message={autosave.error} /> : null}
      {renderError && renderError !== autosave.error ? <ErrorBanner message={renderError} /> : null}
      {showHistory ? (
        <History
          pageId={pageId}
          onPreview={(id) => setPreviewVersion(id)}
          onRestore={(id) => void restore(id)}
        />
      ) : null}
      {previewVersion ? (
        <p role="status">
          Previewing an earlier version.{" "}
          <Button onPress={() => setPreviewVersion(undefined)}>Back to the draft</Button>
        </p>
      ) : null}
      <BuilderPanes
        doc={doc}
        change={change}
        frame={frame}
        previewSrc={previewUrl(pageId, previewVersion)}
        pageTitle={page.title}
      />
    </section>
  );
}
