// Alternative text of an image: its own alt text when an owner wrote one, else derived
// from the item (title, else body without tags, cut to 250 characters, else file name).

export const MAX_ALT_TEXT_LENGTH = 250;

/** Text of an HTML fragment with every tag replaced by a space. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>?/g, (tag) => (tag.endsWith(">") ? " " : ""));
}

export interface AltSource {
  title?: string;
  body?: string;
  filename?: string;
}

/** Alt text derived from an item's fields; '' when it has none of them. */
export function derivedAltText(item: AltSource): string {
  if (item.title) return item.title;
  if (item.body) {
    const text = stripTags(item.body).trim();
    if (text.length > 0) return text.slice(0, MAX_ALT_TEXT_LENGTH);
  }
  return item.filename ?? "";
}
