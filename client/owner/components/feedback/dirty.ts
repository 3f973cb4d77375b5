// Whether a form's values differ from the ones last loaded or saved. Values are compared as JSON,
// so a draft edited and edited back is no longer dirty.
export const snapshot = (values: unknown): string => JSON.stringify(values);

export const differs = (baseline: string, values: unknown): boolean => snapshot(values) !== baseline;
