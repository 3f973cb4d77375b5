// A stored document as the editor can open it. ProseMirror refuses a whole document for one node
// type it does not know (Tiptap then opens it empty, and the next keystroke would save that), so
// an unknown node becomes its text: a text node inside a text block, a paragraph elsewhere.
// Unknown marks are dropped.
import type { RichTextDoc, RichTextNode } from "../../../../worker/site-content/rich-text/schema";

export interface KnownTypes {
  nodes: ReadonlySet<string>;
  marks: ReadonlySet<string>;
  /** Node types whose content is text (paragraph, heading, code block). */
  textBlocks: ReadonlySet<string>;
}

function plainText(node: RichTextNode): string {
  if (node.type === "text") return node.text ?? "";
  return (node.content ?? []).map(plainText).join(node.content?.every((c) => c.type === "text") ? "" : "\n");
}

function fit(node: RichTextNode, inTextBlock: boolean, known: KnownTypes): RichTextNode | null {
  if (!known.nodes.has(node.type)) {
    const text = plainText(node);
    if (inTextBlock) return text === "" ? null : { type: "text", text };
    return { type: "paragraph", ...(text === "" ? {} : { content: [{ type: "text", text }] }) };
  }
  const fitted: RichTextNode = { ...node };
  if (node.marks) fitted.marks = node.marks.filter((m) => known.marks.has(m.type));
  if (node.content) {
    const textBlock = known.textBlocks.has(node.type);
    fitted.content = node.content.flatMap((child) => fit(child, textBlock, known) ?? []);
  }
  return fitted;
}

export function editableDoc(doc: RichTextDoc, known: KnownTypes): RichTextDoc {
  return { ...doc, content: (doc.content ?? []).flatMap((child) => fit(child, false, known) ?? []) };
}
