// A monospace text area: the code editor on Android, and while CodeMirror loads elsewhere.
import { Label, TextArea, TextField, Text } from "react-aria-components";
import type { CodeLanguage } from "./languages";

interface Props {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange: (code: string) => void;
  notice?: string;
}

export function PlainCodeArea({ label, language, value, onChange, notice }: Props) {
  return (
    <TextField className="field code-editor" value={value} onChange={onChange}>
      <Label>{label}</Label>
      {notice ? <Text slot="description">{notice}</Text> : null}
      <TextArea rows={12} spellCheck={false} data-language={language} className="code-editor-plain" />
    </TextField>
  );
}
