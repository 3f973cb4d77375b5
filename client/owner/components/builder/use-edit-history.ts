// The editor's document with undo and redo for this session: every change keeps the document it
// replaced. Typing in one field is one step, not one per key: changes with the same `mergeKey`
// within a second replace the last step instead of adding one.
import { useCallback, useRef, useState } from "react";
import type { PageDocument } from "../../../../worker/site-content/document";

interface History {
  past: PageDocument[];
  doc: PageDocument;
  future: PageDocument[];
}

const MAX_STEPS = 200;
const MERGE_WITHIN_MS = 1000;

export function useEditHistory(initial: PageDocument) {
  const [history, setHistory] = useState<History>({ past: [], doc: initial, future: [] });
  const last = useRef<{ key: string; at: number } | null>(null);

  const change = useCallback((edit: (doc: PageDocument) => PageDocument, mergeKey?: string) => {
    const now = Date.now();
    const merge =
      mergeKey !== undefined && last.current?.key === mergeKey && now - last.current.at < MERGE_WITHIN_MS;
    last.current = mergeKey === undefined ? null : { key: mergeKey, at: now };
    setHistory((h) => {
      const doc = edit(h.doc);
      if (doc === h.doc) return h;
      return { past: merge ? h.past : [...h.past, h.doc].slice(-MAX_STEPS), doc, future: [] };
    });
  }, []);

  const undo = useCallback(() => {
    last.current = null;
    setHistory((h) =>
      h.past.length ? { past: h.past.slice(0, -1), doc: h.past.at(-1)!, future: [h.doc, ...h.future] } : h,
    );
  }, []);

  const redo = useCallback(() => {
    last.current = null;
    setHistory((h) =>
      h.future.length ? { past: [...h.past, h.doc], doc: h.future[0]!, future: h.future.slice(1) } : h,
    );
  }, []);

  return {
    doc: history.doc,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
