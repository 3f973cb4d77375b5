// Rich text to HTML on the worker, without a DOM: Tiptap JSON to a hast tree (to-hast.ts), through
// the allow-list (sanitize.ts), serialised by hast-util-to-html, which escapes text and attributes.
import { toHtml } from "hast-util-to-html";
import { sanitizeTree } from "./sanitize";
import type { RichTextDoc } from "./schema";
import { richTextToHast } from "./to-hast";

export { sanitizeOwnerHtml } from "./owner-html";

export function renderRichText(doc: RichTextDoc): string {
  return toHtml(sanitizeTree(richTextToHast(doc)));
}
