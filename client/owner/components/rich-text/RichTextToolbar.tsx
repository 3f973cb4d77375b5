// The editor's toolbar: one tab stop (arrow keys move between its buttons, as react-aria's
// Toolbar does), every button named, toggles announcing whether they are on.
import { useEditorState, type Editor } from "@tiptap/react";
import type { KeyboardEvent } from "react";
import { Group, Separator, ToggleButton, Toolbar } from "react-aria-components";
import { HEADING_LEVELS } from "../../../../worker/site-content/rich-text/heading-levels";
import { LinkEditor } from "./LinkEditor";

interface Props {
  editor: Editor;
  label: string;
  pagePaths?: readonly string[];
}

type Level = 1 | 2 | 3 | 4;

function Toggle(props: { label: string; text: string; on: boolean; press: () => void }) {
  return (
    <ToggleButton
      aria-label={props.label}
      isSelected={props.on}
      onChange={props.press}
      className="rich-text-button"
    >
      {props.text}
    </ToggleButton>
  );
}

export function RichTextToolbar({ editor, label, pagePaths }: Props) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      heading: HEADING_LEVELS.map((level) => e.isActive("heading", { level })),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
    }),
  });
  const run = () => editor.chain().focus();
  // Tab from the toolbar goes back into the text where the caret was; the browser alone would put
  // it at the start of the text. The view is focused at once (Tiptap's focus command waits for the
  // next animation frame, so keys typed right after Tab could still land on the toolbar).
  const backToText = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || event.shiftKey || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    editor.view.focus();
  };
  return (
    <div onKeyDownCapture={backToText}>
      <Toolbar aria-label={`${label} formatting`} className="rich-text-toolbar">
        <Group aria-label="Text style" className="rich-text-group">
          <Toggle label="Bold" text="B" on={on.bold} press={() => run().toggleBold().run()} />
          <Toggle label="Italic" text="I" on={on.italic} press={() => run().toggleItalic().run()} />
          <Toggle label="Strikethrough" text="S" on={on.strike} press={() => run().toggleStrike().run()} />
          <Toggle label="Inline code" text="<>" on={on.code} press={() => run().toggleCode().run()} />
        </Group>
        <Separator orientation="vertical" />
        <Group aria-label="Headings" className="rich-text-group">
          {HEADING_LEVELS.map((level, i) => (
            <Toggle
              key={level}
              label={`Heading ${level}`}
              text={`H${level}`}
              on={on.heading[i] ?? false}
              press={() =>
                run()
                  .toggleHeading({ level: level as Level })
                  .run()
              }
            />
          ))}
        </Group>
        <Separator orientation="vertical" />
        <Group aria-label="Blocks" className="rich-text-group">
          <Toggle
            label="Bulleted list"
            text="•"
            on={on.bulletList}
            press={() => run().toggleBulletList().run()}
          />
          <Toggle
            label="Numbered list"
            text="1."
            on={on.orderedList}
            press={() => run().toggleOrderedList().run()}
          />
          <Toggle label="Quote" text="“”" on={on.blockquote} press={() => run().toggleBlockquote().run()} />
          <Toggle
            label="Code block"
            text="{ }"
            on={on.codeBlock}
            press={() => run().toggleCodeBlock().run()}
          />
        </Group>
        <Separator orientation="vertical" />
        <LinkEditor editor={editor} pagePaths={pagePaths} />
      </Toolbar>
    </div>
  );
}
