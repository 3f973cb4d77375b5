// The preview follows the document: sections whose blocks changed are re-rendered by the worker and
// swapped into the iframe; adding, removing or reordering sections calls `onReordered` (the editor
// reloads the preview once the document is saved). Used by the page editor and the translation
// editor alike.
import { useEffect, useRef, useState, type RefObject } from "react";
import { changedSections, sameSectionOrder } from "../../../../worker/site-content/document-edits";
import type { PageDocument } from "../../../../worker/site-content/document";
import { GENERAL_ERROR } from "../../api";
import { renderSectionInto } from "./preview-frame";

export function useSectionPreview(
  frame: RefObject<HTMLIFrameElement | null>,
  pageId: string,
  doc: PageDocument,
  onReordered: () => void,
) {
  /** The document the preview shows; an editor that reloads the preview itself sets it first. */
  const shown = useRef(doc);
  /** Why the preview could not show the latest change (the section's own refusal). */
  const [renderError, setRenderError] = useState<string>();
  const reordered = useRef(onReordered);
  reordered.current = onReordered;

  useEffect(() => {
    const before = shown.current;
    shown.current = doc;
    if (before === doc) return;
    if (!sameSectionOrder(before, doc)) {
      reordered.current();
      return;
    }
    for (const id of changedSections(before, doc)) {
      const section = doc.sections.find((s) => s.id === id)!;
      renderSectionInto(frame.current, pageId, section)
        .then((applied) => applied && setRenderError(undefined))
        .catch((err: unknown) => setRenderError(err instanceof Error ? err.message : GENERAL_ERROR));
    }
  }, [doc, pageId, frame]);

  return { shown, renderError };
}
