// The form builder's calls (ours: the spec leaves the owner's form panel out). Reading needs
// forms:read, or forms:write (an editor builds forms without seeing their submissions); changing
// needs forms:write. Submissions stay under /api/rest/forms (form-submissions.ts).
//   GET    /                      -> { forms: [{ id, name, fieldCount, submissionCount, lastSubmittedOn }] }
//   POST   /            {settings} -> 201 { form }  (only `name` is needed; the rest defaults)
//   GET    /{id}                  -> { form }      (the whole definition, recipients included)
//   PUT    /{id}        {settings} -> { form }      (replaces the definition: fields in their order)
//   POST   /{id}/rename {name}     -> { form }
//   POST   /{id}/duplicate         -> 201 { form }  ("Copy of {name}", same fields, no submissions)
//   DELETE /{id}                  -> 204           (its submissions stay listed)
// `form` is { id, ...definition } (worker/forms/field-types.ts). A bad body is 400 `{ message,
// field }` with the spec's owner messages ('Add an email subject', '{val} is not a valid page URL',
// 'Emails must be formatted as name@example.com'); nothing is stored.
import { Hono, type MiddlewareHandler } from "hono";
import { deleteForm, insertForm, replaceForm } from "../db/form-builder";
import { findForm, listForms } from "../db/forms";
import { newId } from "../email/outbox";
import { formMissing } from "../forms/builder-messages";
import { builtFormJson, formSettingsBody, MAX_FORM_BODY, renameBody } from "../forms/form-settings";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerSession, requirePermission } from "../http/owner";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { can } from "../owner/permissions";

/** More forms than any site keeps; the list is one answer. */
const MAX_FORMS = 500;

/** forms:read, or forms:write for a role that builds forms without reading submissions. */
const requireFormReader: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await ownerSession(c);
  const writer = session !== undefined && can(session.role, "forms:write");
  return requirePermission(writer ? "forms:write" : "forms:read")(c, next);
};

const requireWriter = requirePermission("forms:write");
const shown = builtFormJson;

export const ownerFormBuilder = new Hono<AppEnv>()
  .get("/", requireFormReader, async (c) => {
    const forms = await listForms(c.get("db"), c.get("website").id, undefined, MAX_FORMS);
    return c.json({ forms: forms.map((f) => ({ ...f, name: f.name ?? f.id })) }, 200);
  })
  .post(
    "/",
    requireWriter,
    requireJson,
    limitBody(MAX_FORM_BODY),
    validateFields(formSettingsBody),
    async (c) => {
      const form = c.req.valid("json");
      const id = newId("form");
      await insertForm(c.get("db"), c.get("website").id, id, form, Date.now());
      return c.json({ form: shown(id, form) }, 201);
    },
  )
  .get("/:formId", requireFormReader, async (c) => {
    const id = c.req.param("formId");
    const form = await findForm(c.get("db"), c.get("website").id, id);
    if (!form) return apiError(c, 404, formMissing);
    return c.json({ form: shown(id, form) }, 200);
  })
  .put(
    "/:formId",
    requireWriter,
    requireJson,
    limitBody(MAX_FORM_BODY),
    validateFields(formSettingsBody),
    async (c) => {
      const id = c.req.param("formId");
      const form = c.req.valid("json");
      if (!(await replaceForm(c.get("db"), c.get("website").id, id, form, Date.now()))) {
        return apiError(c, 404, formMissing);
      }
      return c.json({ form: shown(id, form) }, 200);
    },
  )
  .post("/:formId/rename", requireWriter, requireJson, limitBody(), validateFields(renameBody), async (c) => {
    const id = c.req.param("formId");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const form = await findForm(db, websiteId, id);
    if (!form) return apiError(c, 404, formMissing);
    const renamed = { ...form, name: c.req.valid("json").name.trim() };
    await replaceForm(db, websiteId, id, renamed, Date.now());
    return c.json({ form: shown(id, renamed) }, 200);
  })
  .post("/:formId/duplicate", requireWriter, async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const form = await findForm(db, websiteId, c.req.param("formId"));
    if (!form) return apiError(c, 404, formMissing);
    const copy = { ...form, name: `Copy of ${form.name}`.slice(0, 200) };
    const id = newId("form");
    await insertForm(db, websiteId, id, copy, Date.now());
    return c.json({ form: shown(id, copy) }, 201);
  })
  .delete("/:formId", requireWriter, async (c) => {
    if (!(await deleteForm(c.get("db"), c.get("website").id, c.req.param("formId")))) {
      return apiError(c, 404, formMissing);
    }
    return c.body(null, 204);
  });
