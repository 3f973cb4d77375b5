// The rich text editor itself (loaded lazily by RichTextEditor): a labelled toolbar and the
// editable region, named by the field's label. Only what the worker renders is offered: bold,
// italic, strike, inline code, headings 1 to 4, lists, quotes, code blocks, rules and links.
import { getSchema } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { safeHref } from "../../../../worker/site-content/rich-text/link";
import { HEADING_LEVELS } from "../../../../worker/site-content/rich-text/heading-levels";
import type { RichTextDoc } from "../../../../worker/site-content/rich-text/schema";
import { editableDoc, type KnownTypes } from "./editable-doc";
import type { RichTextEditorProps } from "./RichTextEditor";
import { RichTextToolbar } from "./RichTextToolbar";
import "./rich-text.css";

const sameDoc = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const extensions = [
  StarterKit.configure({
    heading: { levels: HEADING_LEVELS as (1 | 2 | 3 | 4)[] },
    // Not rendered by the worker, so not offered (Ctrl+U would add marks nobody sees).
    underline: false,
    // An empty paragraph kept after the last block would be stored and rendered as one.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      // Links are made in the link editor; a pasted one must still pass the worker's check.
      isAllowedUri: (url) => safeHref(url) !== null,
      // Tiptap's defaults would open every link in a new window.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

const regionAttributes = (label: string) => ({
  "aria-label": label,
  "aria-multiline": "true",
  role: "textbox",
  class: "rich-text-content",
});

/**
 * ProseMirror reads the browser's selection on "selectionchange", which it ignores once the text
 * has lost focus: Shift+Tab right after Shift+Arrow would leave the toolbar acting on the previous
 * selection. Tab takes the browser's selection first.
 */
function takeDomSelection(view: EditorView) {
  const dom = view.dom.ownerDocument.getSelection();
  if (
    !dom?.anchorNode ||
    !dom.focusNode ||
    !view.dom.contains(dom.anchorNode) ||
    !view.dom.contains(dom.focusNode)
  )
    return;
  try {
    const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
    const { selection } = view.state;
    if (selection.anchor !== anchor || selection.head !== head)
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
  } catch {
    // A position ProseMirror cannot map (inside a widget): keep its own selection.
  }
}

const schema = getSchema(extensions);
const known: KnownTypes = {
  nodes: new Set(Object.keys(schema.nodes)),
  marks: new Set(Object.keys(schema.marks)),
  textBlocks: new Set(
    Object.values(schema.nodes)
      .filter((type) => type.isTextblock)
      .map((type) => type.name),
  ),
};
const fitted = (doc: RichTextDoc) => editableDoc(doc, known);

export default function TiptapEditor({ label, value, onChange, pagePaths }: RichTextEditorProps) {
  const emitted = useRef<RichTextDoc | null>(null);
  const editor = useEditor({
    extensions,
    content: fitted(value),
    editorProps: {
      attributes: regionAttributes(label),
      handleKeyDown: (view, event) => {
        if (event.key === "Tab") takeDomSelection(view);
        return false;
      },
    },
    onUpdate: ({ editor }) => {
      emitted.current = editor.getJSON() as RichTextDoc;
      onChange(emitted.current);
    },
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: regionAttributes(label) } });
  }, [editor, label]);

  // A value changed from outside (undo in the page editor, another block loaded) replaces the
  // content; the editor's own changes, handed back as the value, leave it (and the caret) alone.
  useEffect(() => {
    if (value === emitted.current || sameDoc(value, emitted.current)) return;
    if (!sameDoc(editor.getJSON(), value)) editor.commands.setContent(fitted(value), { emitUpdate: false });
    emitted.current = value;
  }, [editor, value]);

  return (
    <div className="field rich-text">
      <span className="rich-text-label" aria-hidden="true">
        {label}
      </span>
      <RichTextToolbar editor={editor} label={label} pagePaths={pagePaths} />
      <EditorContent editor={editor} />
    </div>
  );
}
