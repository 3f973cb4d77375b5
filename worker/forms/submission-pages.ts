// Pages of a site's forms and of a form's submissions, as the owner's calls and the public API
// both list them: keyset pages (worker/restock/cursor.ts), forms by id, submissions newest first.
// A cursor this list did not give out, or a form the site never had, is a refusal the caller
// answers as it answers refusals.
import type { Db } from "../db/client";
import { formExists, listForms, listSubmissions } from "../db/forms";
import { decodeCursor, keysetPage } from "../restock/cursor";
import { FORM_ID } from "./field-types";

export type PageRefusal = { ok: false; reason: "cursor" | "no-form" };

export async function formsPage(db: Db, websiteId: string, cursor: string | undefined, limit: number) {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ["string"] as const);
  if (cursor !== undefined && !after) return { ok: false, reason: "cursor" } as PageRefusal;
  const rows = await listForms(db, websiteId, after?.[0], limit + 1);
  const { items, ...page } = keysetPage(rows, limit, (form) => [form.id]);
  return { ok: true as const, forms: items, ...page };
}

export async function submissionsPage(
  db: Db,
  websiteId: string,
  formId: string,
  cursor: string | undefined,
  limit: number,
) {
  if (!FORM_ID.test(formId) || !(await formExists(db, websiteId, formId))) {
    return { ok: false, reason: "no-form" } as PageRefusal;
  }
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ["number", "string"] as const);
  if (cursor !== undefined && !after) return { ok: false, reason: "cursor" } as PageRefusal;
  const rows = await listSubmissions(db, websiteId, formId, after, limit + 1);
  const { items, ...page } = keysetPage(rows, limit, (s) => [s.createdOn, s.id]);
  return { ok: true as const, submissions: items, ...page };
}
