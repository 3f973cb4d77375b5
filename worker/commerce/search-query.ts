// A visitor's search text as an FTS5 MATCH expression. Every term becomes a quoted string (quotes
// inside doubled), so FTS syntax in the text (quotes, NEAR(, AND, OR, NOT, column filters, *)
// is searched for as words and can never make the query fail. Terms are ANDed and match as
// prefixes, so "lin" finds "linen" while typing.

/** Longest search text considered; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_TERMS = 8;

/** Has something the tokenizer keeps (a letter or a digit); others would be empty phrases. */
const WORDY = /[\p{L}\p{N}]/u;

/** The MATCH expression for `text`, or undefined when there is nothing to search for. */
export function ftsMatchExpression(text: string): string | undefined {
  const terms = text
    .slice(0, MAX_QUERY_LENGTH)
    .split(/\s+/)
    .filter((term) => WORDY.test(term))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(" ");
}
