// The editor's preview: the worker's rendering of the page in a same-origin iframe, at a desktop,
// tablet or phone width. A click on a block in it selects that block (the outline and inspector
// follow) instead of following the block's links, and the selected block is outlined in the page.
// A reload of the preview (after sections are added, removed or reordered) keeps the owner's place
// by the browser's own scroll restoration on reload.
import { useEffect, useRef, useState, type RefObject } from "react";
import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";
import { PREVIEW_WIDTHS, type PreviewWidth } from "./preview-widths";

interface Props {
  frame: RefObject<HTMLIFrameElement | null>;
  src: string;
  title: string;
  selected: string | null;
  onSelect: (blockId: string) => void;
}

/** Marks the selected block inside the preview; the page's own styles never use it. */
const SELECTED_ATTRIBUTE = "data-editor-selected";
const MARK_STYLE = `[${SELECTED_ATTRIBUTE}]{outline:2px solid #2557a7;outline-offset:2px}[data-block-id]{cursor:pointer}`;

function markSelected(doc: Document, blockId: string | null) {
  for (const el of doc.querySelectorAll(`[${SELECTED_ATTRIBUTE}]`)) {
    if (el.getAttribute("data-block-id") !== blockId) el.removeAttribute(SELECTED_ATTRIBUTE);
  }
  if (!blockId) return undefined;
  const block = doc.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`);
  if (block && !block.hasAttribute(SELECTED_ATTRIBUTE)) block.setAttribute(SELECTED_ATTRIBUTE, "");
  return block ?? undefined;
}

export function PreviewFrame({ frame, src, title, selected, onSelect }: Props) {
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [loads, setLoads] = useState(0);
  const selectedNow = useRef(selected);
  selectedNow.current = selected;
  const onSelectNow = useRef(onSelect);
  onSelectNow.current = onSelect;

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return undefined;
    const style = doc.createElement("style");
    style.textContent = MARK_STYLE;
    doc.head.appendChild(style);
    const onClick = (event: MouseEvent) => {
      const block = (event.target as Element | null)?.closest?.("[data-block-id]");
      const id = block?.getAttribute("data-block-id");
      if (!id) return;
      // The preview is for choosing what to edit: a block's link or button must not act.
      event.preventDefault();
      event.stopPropagation();
      onSelectNow.current(id);
    };
    // A section's fresh rendering replaces its elements: the mark is put back on the new ones.
    const observer = new MutationObserver(() => markSelected(doc, selectedNow.current));
    observer.observe(doc.body, { childList: true, subtree: true });
    markSelected(doc, selectedNow.current);
    doc.addEventListener("click", onClick, true);
    return () => {
      observer.disconnect();
      doc.removeEventListener("click", onClick, true);
    };
  }, [frame, src, loads]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    // Chosen in the outline: the preview shows it. Not on a reload, which keeps the owner's place.
    markSelected(doc, selected)?.scrollIntoView({ block: "nearest" });
  }, [frame, selected]);

  return (
    <div className="builder-preview-pane">
      <ToggleButtonGroup
        aria-label="Preview width"
        className="preview-widths"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[width]}
        onSelectionChange={(keys: Set<Key>) => {
          const [key] = keys;
          if (key) setWidth(key as PreviewWidth);
        }}
      >
        {PREVIEW_WIDTHS.map((w) => (
          <ToggleButton key={w.id} id={w.id} className="preview-width">
            {w.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <iframe
        ref={frame}
        className="builder-preview"
        data-width={width}
        title={title}
        src={src}
        onLoad={() => setLoads((n) => n + 1)}
      />
    </div>
  );
}
