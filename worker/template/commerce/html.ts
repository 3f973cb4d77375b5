// Escaping for the HTML fragments the commerce formatters build.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/** Escape text for element content or a double-quoted attribute (as `htmlattr`/`htmltag` do). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON of a value for a double-quoted attribute (as `json|htmlattr`); "" when missing. */
export function jsonAttr(v: unknown): string {
  if (v === undefined) return "";
  return escapeHtml(JSON.stringify(v).replace(/<\//g, "<\\/"));
}
