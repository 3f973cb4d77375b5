// The search params of the emailed links' screens (?token=…): the token, "" when missing. Plain
// code, not a zod schema: route files are in the panel's first load.
export const tokenSearch = (search: Record<string, unknown>): { token: string } => ({
  token: typeof search.token === "string" ? search.token : "",
});
