// Rich text editing. First version: a plain text area, one paragraph per line.
import { TextArea, TextField, Label } from "react-aria-components";
import {
  richTextFromPlain,
  type RichTextDoc,
  type RichTextNode,
} from "../../../../worker/site-content/rich-text/schema";

interface Props {
  label: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
}

function plainText(node: RichTextNode): string {
  if (node.type === "text") return node.text ?? "";
  return (node.content ?? []).map(plainText).join("");
}

export function RichTextEditor({ label, value, onChange }: Props) {
  const text = (value.content ?? []).map(plainText).join("\n");
  return (
    <TextField className="field" value={text} onChange={(next) => onChange(richTextFromPlain(next))}>
      <Label>{label}</Label>
      <TextArea rows={6} />
    </TextField>
  );
}
