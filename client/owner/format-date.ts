// Dates in the panel's tables, in the owner's language and time zone.
export const formatDateTime = (ms: number | null, never = "—") =>
  ms === null
    ? never
    : new Intl.DateTimeFormat(navigator.language, { dateStyle: "medium", timeStyle: "short" }).format(ms);
