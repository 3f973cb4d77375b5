// HTML an owner typed (the code block), through the allow-list sanitiser: no script, event
// handler or unsafe URL reaches a page. Sanitising costs about a millisecond per kilobyte, and a
// page with a code block renders again for every preview and content version, so results are
// kept per isolate by their source text (bounded: the oldest entries go first).
import { sanitizeOwnerHtml } from "./rich-text/owner-html";

const MAX_ENTRIES = 200;
const sanitized = new Map<string, string>();

export function ownerHtml(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeOwnerHtml(html);
  if (sanitized.size >= MAX_ENTRIES) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}
