// The owner's view of the site's forms and what visitors submitted (ours: the spec leaves the
// owner's form panel out; the panel comes with the owner issue). Owner-only, keyset pages:
//   GET /api/rest/forms?cursor=&limit=
//       -> { forms: [{ id, name, submissionCount, lastSubmittedOn }], hasNextPage, nextPageCursor }
//   GET /api/rest/forms/{formId}/submissions?cursor=&limit=
//       -> { fields: [{ id, label }], submissions: [{ id, values, pageEvent, createdOn }],
//            hasNextPage, nextPageCursor }
//       `fields` are the form's fields that take a value, in the form's order, so the panel's
//       table and CSV name their columns by label (empty when the form itself is gone).
// Forms come by id; submissions newest first, with the values as stored (field id -> value in the
// shapes of worker/forms/field-values.ts). `limit` is 1 to 100, default 50; a form the site never
// had (and no submissions of) is 404.
import { Hono } from "hono";
import { z } from "zod";
import { findForm, formExists, listForms, listSubmissions } from "../db/forms";
import { FORM_ID } from "../forms/field-types";
import { CURSOR_INVALID, formNotFound } from "../forms/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { decodeCursor, keysetPage } from "../restock/cursor";

const pageQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ownerForms = new Hono<AppEnv>()
  .get("/", requirePermission("forms:read"), validate("query", pageQuery), async (c) => {
    const query = c.req.valid("query");
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["string"] as const);
    if (query.cursor !== undefined && !after) return apiError(c, 400, CURSOR_INVALID);
    const rows = await listForms(c.get("db"), c.get("website").id, after?.[0], query.limit + 1);
    const { items, ...page } = keysetPage(rows, query.limit, (form) => [form.id]);
    return c.json({ forms: items, ...page }, 200);
  })
  .get("/:formId/submissions", requirePermission("forms:read"), validate("query", pageQuery), async (c) => {
    const formId = c.req.param("formId");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    if (!FORM_ID.test(formId) || !(await formExists(db, websiteId, formId))) {
      return apiError(c, 404, formNotFound(formId));
    }
    const query = c.req.valid("query");
    const after =
      query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["number", "string"] as const);
    if (query.cursor !== undefined && !after) return apiError(c, 400, CURSOR_INVALID);
    const rows = await listSubmissions(db, websiteId, formId, after, query.limit + 1);
    const { items, ...page } = keysetPage(rows, query.limit, (s) => [s.createdOn, s.id]);
    const form = await findForm(db, websiteId, formId);
    const fields = (form?.fields ?? [])
      .filter((field) => field.type !== "section")
      .map(({ id, label }) => ({ id, label }));
    return c.json({ fields, submissions: items, ...page }, 200);
  });
