// Hidden fields take the page URL's query parameter of their name (spec section 3). Read by the
// worker as it renders the form block, so the value is in the HTML and a post made without script
// carries it (the page cache's key holds the query, so each query has its own page).
import type { FieldDefinition } from "./field-types";

/** The query's values for the form's hidden fields that it names; undefined when it names none. */
export function hiddenFromQuery(
  fields: readonly FieldDefinition[],
  query: URLSearchParams,
): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = field.type === "hidden" ? query.get(field.id) : null;
    if (value !== null) values[field.id] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}
