// Editing code (code blocks, custom CSS). First version: a monospace text area.
import { Label, TextArea, TextField } from "react-aria-components";

interface Props {
  label: string;
  language: "html" | "css" | "javascript" | "markdown" | "plain";
  value: string;
  onChange: (code: string) => void;
}

export function CodeEditor({ label, language, value, onChange }: Props) {
  return (
    <TextField className="field code-editor" value={value} onChange={onChange}>
      <Label>{label}</Label>
      <TextArea rows={10} spellCheck={false} data-language={language} style={{ fontFamily: "monospace" }} />
    </TextField>
  );
}
