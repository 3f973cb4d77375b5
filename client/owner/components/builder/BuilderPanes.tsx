// The editor's three panes: the outline of sections and blocks, the worker-rendered preview (a click
// on a block there selects it too) and the selected block's settings. The page editor (the main
// language's draft) and the translation editor both edit a page document through it, so there is
// one set of editing components.
import { useState, type RefObject } from "react";
import { findBlock, updateBlock } from "../../../../worker/site-content/document-edits";
import type { PageDocument } from "../../../../worker/site-content/document";
import { BlockInspector } from "./BlockInspector";
import { BlockOutline } from "./BlockOutline";
import { PreviewFrame } from "./PreviewFrame";

interface Props {
  doc: PageDocument;
  change: (edit: (doc: PageDocument) => PageDocument, mergeKey?: string) => void;
  frame: RefObject<HTMLIFrameElement | null>;
  previewSrc: string;
  previewTitle?: string;
  /** The page's title, for what a block names after it (a new form). */
  pageTitle?: string;
}

export function BuilderPanes({
  doc,
  change,
  frame,
  previewSrc,
  previewTitle = "Page preview",
  pageTitle,
}: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const selectedBlock = selected ? findBlock(doc, selected)?.block : undefined;
  return (
    <div className="builder-panes">
      <BlockOutline doc={doc} selected={selected} onSelect={setSelected} change={change} />
      <PreviewFrame
        frame={frame}
        src={previewSrc}
        title={previewTitle}
        selected={selected}
        onSelect={setSelected}
      />
      <aside className="builder-inspector" aria-label="Block settings">
        {selectedBlock ? (
          <BlockInspector
            key={selectedBlock.id}
            block={selectedBlock}
            pageTitle={pageTitle}
            onChange={(block) => change((d) => updateBlock(d, block), `block:${block.id}`)}
          />
        ) : (
          <p>Select a block to change it.</p>
        )}
      </aside>
    </div>
  );
}
