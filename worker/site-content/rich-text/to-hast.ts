// Tiptap JSON to a hast tree, without a DOM. Known nodes and marks become their elements; an
// unknown node keeps only its content and an unknown mark is ignored, so a document saved by a
// newer editor still shows its text. A link mark whose href fails the link check is left out.
import type { Element, ElementContent, Properties, Root } from "hast";
import { safeHref } from "./link";
import { HEADING_LEVELS } from "./heading-levels";
import type { RichTextMark, RichTextNode } from "./schema";

const el = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

const SIMPLE_MARKS: Record<string, string> = { bold: "strong", italic: "em", strike: "s", code: "code" };

function headingLevel(attrs: RichTextNode["attrs"]): number {
  const level = Number(attrs?.level);
  return HEADING_LEVELS.includes(level) ? level : level > 4 ? 4 : 2;
}

function withMark(content: ElementContent, mark: RichTextMark): ElementContent {
  const tag = SIMPLE_MARKS[mark.type];
  if (tag) return el(tag, {}, [content]);
  if (mark.type !== "link") return content;
  const href = safeHref(mark.attrs?.href);
  if (href === null) return content;
  const newWindow = mark.attrs?.target === "_blank";
  return el("a", newWindow ? { href, target: "_blank" } : { href }, [content]);
}

function textNode(node: RichTextNode): ElementContent {
  // Outer marks first, as Tiptap lists them (a link around bold text).
  return (node.marks ?? []).reduceRight<ElementContent>(withMark, { type: "text", value: node.text ?? "" });
}

function children(node: RichTextNode): ElementContent[] {
  return (node.content ?? []).flatMap(toHast);
}

function toHast(node: RichTextNode): ElementContent[] {
  switch (node.type) {
    case "text":
      return [textNode(node)];
    case "paragraph":
      return [el("p", {}, children(node))];
    case "heading":
      return [el(`h${headingLevel(node.attrs)}`, {}, children(node))];
    case "bulletList":
      return [el("ul", {}, children(node))];
    case "orderedList": {
      const start = Number(node.attrs?.start);
      return [el("ol", Number.isInteger(start) && start !== 1 ? { start } : {}, children(node))];
    }
    case "listItem":
      return [el("li", {}, children(node))];
    case "blockquote":
      return [el("blockquote", {}, children(node))];
    case "codeBlock": {
      const language = node.attrs?.language;
      const props =
        typeof language === "string" && language !== "" ? { className: [`language-${language}`] } : {};
      return [el("pre", {}, [el("code", props, children(node))])];
    }
    case "hardBreak":
      return [el("br", {}, [])];
    case "horizontalRule":
      return [el("hr", {}, [])];
    default:
      return children(node);
  }
}

export function richTextToHast(doc: RichTextNode): Root {
  return { type: "root", children: children(doc) };
}
