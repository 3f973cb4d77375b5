// Autosave: a changed document is saved shortly after the last change, one save at a time, each
// naming the revision it started from. A stale refusal (another tab saved first) stops saving and
// says so; any other refusal (a field the schema refuses) is shown and the next change tries again.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PageDocument } from "../../../../worker/site-content/document";
import { answer, api, ApiError, GENERAL_ERROR } from "../../api";

export type SaveState = "saved" | "unsaved" | "saving" | "failed";

const DELAY_MS = 600;

export function useAutosave(
  pageId: string,
  doc: PageDocument,
  initialRevision: number,
  onSaved?: () => void,
) {
  const [state, setState] = useState<SaveState>("saved");
  const [error, setError] = useState<string>();
  const revision = useRef(initialRevision);
  const saved = useRef(doc);
  const latest = useRef(doc);
  const running = useRef<Promise<void> | null>(null);
  const stale = useRef(false);
  latest.current = doc;

  const saveNow = useCallback(async (): Promise<void> => {
    if (running.current) {
      await running.current;
      if (latest.current !== saved.current) return saveNow();
      return;
    }
    if (latest.current === saved.current) return;
    const document = latest.current;
    setState("saving");
    running.current = (async () => {
      try {
        const body = await answer(
          api.pages[":id"].draft.$put({
            param: { id: pageId },
            json: { document, revision: revision.current },
          }),
        );
        revision.current = body.revision;
        saved.current = document;
        setError(undefined);
        setState(latest.current === document ? "saved" : "unsaved");
        onSaved?.();
      } catch (err) {
        setError(err instanceof Error ? err.message : GENERAL_ERROR);
        if (err instanceof ApiError && err.status === 409) stale.current = true;
        setState("failed");
        throw err;
      } finally {
        running.current = null;
      }
    })();
    await running.current;
    if (latest.current !== saved.current) return saveNow();
  }, [pageId, onSaved]);

  useEffect(() => {
    if (doc === saved.current || stale.current) return;
    setState("unsaved");
    const timer = setTimeout(() => void saveNow().catch(() => undefined), DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);

  /** After a restore the server holds this document at this revision already. */
  const adopt = useCallback((document: PageDocument, rev: number) => {
    revision.current = rev;
    saved.current = document;
    setState("saved");
  }, []);

  return { state, error, saveNow, adopt, revision };
}
