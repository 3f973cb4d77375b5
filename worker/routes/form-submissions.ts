// The owner's view of the site's forms and what visitors submitted (ours: the spec leaves the
// owner's form panel out; the panel comes with the owner issue). Owner-only, keyset pages:
//   GET /api/rest/forms?cursor=&limit=
//       -> { forms: [{ id, name, submissionCount, lastSubmittedOn }], hasNextPage, nextPageCursor }
//   GET /api/rest/forms/{formId}/submissions?cursor=&limit=
//       -> { name, fields: [{ id, label }], submissions: [{ id, values, pageEvent, createdOn }],
//            hasNextPage, nextPageCursor }
//       `fields` are the form's fields that take a value, in the form's order, so the panel's
//       table and CSV name their columns by label (empty when the form itself is gone).
// Forms come by id; submissions newest first, with the values as stored (field id -> value in the
// shapes of worker/forms/field-values.ts). `limit` is 1 to 100, default 50; a form the site never
// had (and no submissions of) is 404.
import { Hono } from "hono";
import { z } from "zod";
import { findForm } from "../db/forms";
import { CURSOR_INVALID, formNotFound } from "../forms/messages";
import { formsPage, submissionsPage } from "../forms/submission-pages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { validate } from "../http/validation";

const pageQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ownerForms = new Hono<AppEnv>()
  .get("/", requirePermission("forms:read"), validate("query", pageQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const page = await formsPage(c.get("db"), c.get("website").id, cursor, limit);
    if (!page.ok) return apiError(c, 400, CURSOR_INVALID);
    const { ok: _, ...answer } = page;
    return c.json(answer, 200);
  })
  .get("/:formId/submissions", requirePermission("forms:read"), validate("query", pageQuery), async (c) => {
    const formId = c.req.param("formId");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const { cursor, limit } = c.req.valid("query");
    const page = await submissionsPage(db, websiteId, formId, cursor, limit);
    if (!page.ok) {
      return page.reason === "no-form"
        ? apiError(c, 404, formNotFound(formId))
        : apiError(c, 400, CURSOR_INVALID);
    }
    const { ok: _, ...rest } = page;
    const form = await findForm(db, websiteId, formId);
    const fields = (form?.fields ?? [])
      .filter((field) => field.type !== "section")
      .map(({ id, label }) => ({ id, label }));
    // The form's name for the panel's heading; null once the form is deleted.
    return c.json({ name: form?.name ?? null, fields, ...rest }, 200);
  });
