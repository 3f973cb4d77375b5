// A stored form value (worker/forms/field-values.ts shapes) as one line of text for the
// submissions table and its CSV: lists joined with ", ", maps as "key: value; ...".
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value))
    return value
      .map(valueText)
      .filter((v) => v !== "")
      .join(", ");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, v]) => `${key}: ${valueText(v)}`)
      .join("; ");
  }
  return String(value);
}

/** The field ids of the submissions, in the order they first appear. */
export function fieldIds(submissions: readonly { values: Record<string, unknown> }[]): string[] {
  const ids = new Set<string>();
  for (const s of submissions) for (const id of Object.keys(s.values)) ids.add(id);
  return [...ids];
}

/**
 * The table's columns: the form's fields in its order (by label), then any field id the
 * submissions hold that the form no longer has (by id).
 */
export function submissionColumns(
  fields: readonly { id: string; label: string }[],
  submissions: readonly { values: Record<string, unknown> }[],
): { id: string; label: string }[] {
  const known = new Set(fields.map((f) => f.id));
  return [
    ...fields,
    ...fieldIds(submissions)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, label: id })),
  ];
}
