// The form builder's writes in D1: a form's definition is one JSON row (schema.ts `forms`); its
// submissions stay when the form is deleted (they outlive it, see form_submissions).
import { and, eq } from "drizzle-orm";
import type { FormDefinition } from "../forms/field-types";
import type { Db } from "./client";
import { forms } from "./schema";

export async function insertForm(
  db: Db,
  websiteId: string,
  id: string,
  definition: FormDefinition,
  now: number,
) {
  await db.insert(forms).values({ id, websiteId, definition, createdOn: now, updatedOn: now });
}

/** Replaces the definition; false when the site has no such form. */
export async function replaceForm(
  db: Db,
  websiteId: string,
  id: string,
  definition: FormDefinition,
  now: number,
): Promise<boolean> {
  const changed = await db
    .update(forms)
    .set({ definition, updatedOn: now })
    .where(and(eq(forms.id, id), eq(forms.websiteId, websiteId)))
    .returning({ id: forms.id });
  return changed.length > 0;
}

/** False when the site has no such form. */
export async function deleteForm(db: Db, websiteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(forms)
    .where(and(eq(forms.id, id), eq(forms.websiteId, websiteId)))
    .returning({ id: forms.id });
  return gone.length > 0;
}
