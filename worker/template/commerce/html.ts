// Escaping for the HTML fragments the commerce formatters build.

import { escapeHtmlAttribute } from "../strings";

/** Escape text for element content or a double-quoted attribute (as `htmlattr`/`htmltag` do). */
export function escapeHtml(s: string): string {
  return escapeHtmlAttribute(s);
}

/** JSON of a value for a double-quoted attribute (as `json|htmlattr`); "" when missing. */
export function jsonAttr(v: unknown): string {
  if (v === undefined) return "";
  return escapeHtml(JSON.stringify(v).replace(/<\//g, "<\\/"));
}
