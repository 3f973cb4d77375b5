// Rich text to HTML on the worker, without a DOM. First version: paragraphs, headings and plain
// text; every other node contributes its text only, and all text is escaped.
import { escapeHtml } from "../../template/strings";
import type { RichTextDoc, RichTextNode } from "./schema";

function renderChildren(node: RichTextNode): string {
  return (node.content ?? []).map(renderNode).join("");
}

function renderNode(node: RichTextNode): string {
  switch (node.type) {
    case "text":
      return escapeHtml(node.text ?? "");
    case "paragraph":
      return `<p>${renderChildren(node)}</p>`;
    case "heading": {
      const level = Math.min(4, Math.max(1, Number(node.attrs?.level) || 2));
      return `<h${level}>${renderChildren(node)}</h${level}>`;
    }
    default:
      return renderChildren(node);
  }
}

export function renderRichText(doc: RichTextDoc): string {
  return renderChildren(doc);
}
