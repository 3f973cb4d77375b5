// Rich text editing in the panel: Tiptap, loaded on first use (its code is about as large as the
// rest of a panel screen), storing the editor's JSON as the worker renders it
// (worker/site-content/rich-text/render.ts).
import { lazy, Suspense } from "react";
import type { RichTextDoc } from "../../../../worker/site-content/rich-text/schema";

export interface RichTextEditorProps {
  label: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** The site's page paths: a link to the site must name one of them (all paths when left out). */
  pagePaths?: readonly string[];
}

const TiptapEditor = lazy(() => import("./TiptapEditor"));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="field rich-text">
          <span>{props.label}</span>
          <p className="rich-text-loading" role="status">
            Loading the editor…
          </p>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
