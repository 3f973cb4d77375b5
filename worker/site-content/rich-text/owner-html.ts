// HTML an owner wrote (a code block, a page body) made safe to put in a page: parsed without a DOM
// as a fragment, the way a browser would read it inside <body>, then the same allow-list as rich
// text. Scripts, styles, event handlers, forms, javascript: and data: URLs and iframes other than
// YouTube and Vimeo players come out.
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { sanitizeTree } from "./sanitize";

export function sanitizeOwnerHtml(html: string): string {
  try {
    return toHtml(sanitizeTree(fromHtml(html, { fragment: true })));
  } catch (error) {
    // The tree utilities recurse: elements nested about a thousand deep (browsers stop nesting at
    // 512) exhaust the stack. Such HTML shows nothing rather than failing the page.
    if (error instanceof RangeError) return "";
    throw error;
  }
}
