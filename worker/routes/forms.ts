// Form block calls (spec section 7):
//   POST /api/form/FormSubmissionKey                    -> { data: { key } }, a one-time key
//   POST /api/form/SaveFormSubmission   {formId, key, form, captchaKey?, page-event fields}
//                                       -> 200 { success: true } or a failure
//   POST /api/rest/forms/validate/{formId}  {fieldId: value...} -> 200 {} or 400 { message, errors }
// Failures are `{ message }` with section 8's words: 404 unknown form, 429 rate limit, 400 field
// errors (`errors` keyed by field id), an unusable key, unparsable fields or a missing captcha.
// A submission is stored in D1 before anything else happens (worker/forms/save-answers.ts).
import { Hono } from "hono";
import { z } from "zod";
import { findForm, issueSubmissionKey, overSubmissionLimit, submissionLimitKey } from "../db/forms";
import { captchaVerifierFor, checkCaptcha } from "../forms/captcha";
import { CAPTCHA_ACTIONS } from "../forms/captcha-props";
import { FORM_ID } from "../forms/field-types";
import {
  COMPLETE_CAPTCHA,
  FIELDS_INVALID,
  FORM_FIELDS_UNPARSABLE,
  FORM_NOT_CONFIGURED,
  FORM_PROCESSING_FAILED,
  FORM_RATE_LIMITED,
  FORM_UNABLE_TO_SEND,
} from "../forms/messages";
import { saveAnswers } from "../forms/save-answers";
import { checkForm } from "../forms/validate";
import type { AppEnv } from "../http/app-env";
import { readCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";

/** The form's answers as JSON text; the body limit (16 KB) caps it too. */
const MAX_FORM_TEXT = 15 * 1024;

const pageEventField = z
  .union([z.string().max(2083), z.number()])
  .transform(String)
  .optional();

/** The census page fields the block sends along (spec section 3), kept with the submission. */
export const PAGE_EVENT_FIELDS = [
  "pageId",
  "pagePath",
  "pageTitle",
  "contentSource",
  "url",
  "referrer",
  "collectionId",
  "itemId",
  "recordType",
] as const;

export const saveSubmissionBody = z.object({
  formId: z.string({ error: FORM_NOT_CONFIGURED }).regex(FORM_ID, { error: FORM_NOT_CONFIGURED }),
  key: z.string({ error: FORM_PROCESSING_FAILED }).min(1, { error: FORM_PROCESSING_FAILED }).max(128, {
    error: FORM_PROCESSING_FAILED,
  }),
  form: z.string({ error: FORM_FIELDS_UNPARSABLE }).max(MAX_FORM_TEXT, { error: FORM_FIELDS_UNPARSABLE }),
  captchaKey: z.string().max(4096).nullable().optional(),
  ...Object.fromEntries(PAGE_EVENT_FIELDS.map((name) => [name, pageEventField])),
});

/** Field id -> value, as an object; anything else is not a form's answers. */
const fieldValues = z.record(z.string(), z.unknown(), { error: FORM_FIELDS_UNPARSABLE });

function parseFormText(text: string): Record<string, unknown> | undefined {
  try {
    const parsed = fieldValues.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const clientAddress = (c: { req: { header(name: string): string | undefined } }, crumb: string) =>
  c.req.header("cf-connecting-ip") ?? `crumb:${crumb}`;

export const formSubmission = new Hono<AppEnv>()
  .post("/FormSubmissionKey", limitBody(), async (c) => {
    c.header("Cache-Control", "private, no-store");
    // The body is meant to be empty; whatever came is read to its end rather than cancelled: under
    // wrangler dev a cancelled request body broke the next request on the same connection (503
    // "worker restarted mid-request" for the form block's validate call that followed).
    await c.req.arrayBuffer();
    // crumbGuard has checked the crumb on this POST, so the visitor has one.
    const key = await issueSubmissionKey(c.get("db"), c.get("website").id, readCrumb(c)!, Date.now());
    return c.json({ data: { key } }, 200);
  })
  .post("/SaveFormSubmission", requireJson, limitBody(), validate("json", saveSubmissionBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const body = c.req.valid("json");
    const db = c.get("db");
    const website = c.get("website");
    const crumb = readCrumb(c)!;
    const now = Date.now();

    const form = await findForm(db, website.id, body.formId);
    if (!form) return apiError(c, 404, FORM_NOT_CONFIGURED);
    if (await overSubmissionLimit(db, submissionLimitKey(body.formId, clientAddress(c, crumb)), now)) {
      return apiError(c, 429, FORM_RATE_LIMITED);
    }
    const sent = parseFormText(body.form);
    if (!sent) return apiError(c, 400, FORM_FIELDS_UNPARSABLE);
    const checked = checkForm(form, sent);
    if (!checked.ok) return c.json({ message: FIELDS_INVALID, errors: checked.errors }, 400);

    if (form.useCaptcha) {
      const captcha = await checkCaptcha(
        captchaVerifierFor(website, c.env),
        body.captchaKey,
        CAPTCHA_ACTIONS.formBlock,
        c.req.header("cf-connecting-ip"),
      );
      if (captcha === "failed") return apiError(c, 400, COMPLETE_CAPTCHA);
      // The provider could not say: the form's 500 words, with the status that says "try again".
      if (captcha === "unavailable") return apiError(c, 503, FORM_UNABLE_TO_SEND);
    }

    const pageEvent = Object.fromEntries(
      PAGE_EVENT_FIELDS.flatMap((name) => {
        const value = (body as Record<string, unknown>)[name];
        return typeof value === "string" ? [[name, value]] : [];
      }),
    );
    const answers = {
      formId: body.formId,
      form,
      values: checked.values,
      pageEvent,
      key: { key: body.key, crumb },
    };
    if (!(await saveAnswers(c.env, db, website, answers, now)))
      return apiError(c, 400, FORM_PROCESSING_FAILED);
    return c.json({ success: true }, 200);
  });

export const formValidation = new Hono<AppEnv>().post(
  "/validate/:formId",
  requireJson,
  limitBody(),
  validate("json", fieldValues),
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const formId = c.req.param("formId");
    const form = FORM_ID.test(formId) ? await findForm(c.get("db"), c.get("website").id, formId) : undefined;
    if (!form) return apiError(c, 404, FORM_NOT_CONFIGURED);
    const checked = checkForm(form, c.req.valid("json"));
    if (!checked.ok) return c.json({ message: FIELDS_INVALID, errors: checked.errors }, 400);
    return c.json({}, 200);
  },
);
