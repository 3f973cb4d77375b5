// CodeMirror 6 behind the CodeEditor (a chunk of its own, loaded on first use). Tab indents; to
// leave the editor by keyboard press Escape, then Tab (CodeMirror's own escape hatch), which the
// hint under the label says.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from "@codemirror/language";
import { Compartment, EditorState } from "@codemirror/state";
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useId, useRef } from "react";
import { languageSupport, type CodeLanguage } from "./languages";

export const LEAVE_EDITOR_HINT = "Tab indents. To leave the editor, press Escape, then Tab.";

interface Props {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange: (code: string) => void;
}

export default function CodeMirrorEditor({ label, language, value, onChange }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of([]),
          EditorView.contentAttributes.of({
            "aria-labelledby": labelId,
            "aria-describedby": hintId,
            "aria-multiline": "true",
            "data-language": language,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; value and language changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let live = true;
    void languageSupport(language).then((support) => {
      if (live) view.current?.dispatch({ effects: languageSlot.current.reconfigure(support) });
    });
    return () => {
      live = false;
    };
  }, [language]);

  // A value set from outside (a reload, a reset) replaces the text; the editor's own edits match.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return (
    <div className="field code-editor">
      <span className="code-editor-label" id={labelId}>
        {label}
      </span>
      <span className="code-editor-hint" id={hintId}>
        {LEAVE_EDITOR_HINT}
      </span>
      <div ref={host} className="code-editor-surface" />
    </div>
  );
}
