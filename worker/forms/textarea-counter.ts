// The textarea's live counter 'n / max' (spec sections 2 and 5). A max length that is not a number
// or is negative counts as 0, and 0 means no counter (and no limit).

export function effectiveMaxLength(maxLength: unknown): number {
  const n =
    typeof maxLength === "number"
      ? maxLength
      : typeof maxLength === "string" && maxLength.trim() !== ""
        ? Number(maxLength)
        : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

export interface TextareaCounter {
  text: string;
  /** Over the limit: the counter takes its error style and the field 'You have exceeded the character limit.' */
  over: boolean;
}

/** The counter for `value`, or null when the field has no counter. */
export function textareaCounter(value: string, maxLength: unknown): TextareaCounter | null {
  const max = effectiveMaxLength(maxLength);
  if (max === 0) return null;
  return { text: `${value.length} / ${max}`, over: value.length > max };
}
