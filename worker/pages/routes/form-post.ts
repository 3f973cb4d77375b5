// A form block posted without script: POST /forms/{formId}, the fields as the browser encodes them
// (worker/forms/posted-values.ts). The same checks, limits and storage as the block's JSON calls,
// answered with a page: the form again with each field's message and the banners (400, 403, 404,
// 429), or the submission text, or a 303 to the form's redirect address.
//
// Forgery: the page holding the form is shared (edge-cached), so it cannot carry the visitor's
// crumb. The browser's own word is asked instead: a POST from a form of this site says Origin (or
// Sec-Fetch-Site: same-origin); anything else is refused. The crumb cookie (SameSite=Lax, so not
// sent on another site's POST) must be there too: the one-time submission key is issued to it.
import { safeRedirect } from "../../../client/islands/form-block/FormBlock";
import type { FormAnswer } from "../../../client/islands/form-block/props";
import { ENABLE_COOKIES, SESSION_EXPIRED } from "../../commerce/messages";
import { findForm, issueSubmissionKey, overSubmissionLimit, submissionLimitKey } from "../../db/forms";
import { captchaProps } from "../../forms/captcha-props";
import type { FormDefinition } from "../../forms/field-types";
import {
  CAPTCHA_NEEDS_SCRIPT,
  FORM_NOT_CONFIGURED,
  FORM_PROCESSING_FAILED,
  FORM_RATE_LIMITED,
  FORM_UPDATE_MISSING,
} from "../../forms/messages";
import { postedValues } from "../../forms/posted-values";
import { publicForm } from "../../forms/public-form";
import { saveAnswers } from "../../forms/save-answers";
import { checkForm } from "../../forms/validate";
import { readCrumb } from "../../http/crumb";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { sameOrigin } from "./same-origin";

/** The path of the page the form was on (its Referer on this site), else the home page. */
function fromPage(c: PageCtx): URL | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export async function formPost(c: PageCtx): Promise<PageView | Response> {
  c.header("Cache-Control", "private, no-store");
  const formId = c.req.param("formId") ?? "";
  const db = c.get("db");
  const website = c.get("website");
  const page = fromPage(c);
  const body = new URLSearchParams(await c.req.text().catch(() => ""));
  const form = await findForm(db, website.id, formId);

  const answer = async (
    status: 200 | 400 | 403 | 404 | 429,
    found: FormDefinition | undefined,
    result: FormAnswer,
  ): Promise<PageView> => {
    const site = await siteContext(c, page?.pathname ?? "/");
    const props = {
      formId,
      form: found ? publicForm(found) : null,
      captcha: captchaProps(website),
      answer: result,
    };
    return {
      template: "pages/page.page",
      context: pageContext(site, PageType.PAGE, {
        pageTitle: found?.name ?? website.siteTitle,
        collection: { title: found?.name ?? website.siteTitle, description: "", mainContent: "" },
        pageBlocks: [{ form: props }],
      }),
      status,
      private: true,
    };
  };
  const values = form ? postedValues(form.fields, body) : {};
  const fail = (status: 400 | 403 | 404 | 429, failure: string, errors = {}) =>
    answer(status, form, { values, errors, failure });

  if (!sameOrigin(c)) return fail(403, SESSION_EXPIRED);
  if (!form) return answer(404, undefined, { values: {}, errors: {}, failure: FORM_NOT_CONFIGURED });
  const crumb = readCrumb(c);
  if (!crumb) return fail(403, ENABLE_COOKIES);
  const now = Date.now();
  const client = c.req.header("cf-connecting-ip") ?? `crumb:${crumb}`;
  if (await overSubmissionLimit(db, submissionLimitKey(formId, client), now)) {
    return fail(429, FORM_RATE_LIMITED);
  }
  const checked = checkForm(form, values);
  if (!checked.ok) return fail(400, FORM_UPDATE_MISSING, checked.errors);
  // The captcha runs in the browser: without script there is no token to check.
  if (form.useCaptcha) return fail(400, CAPTCHA_NEEDS_SCRIPT);

  const key = await issueSubmissionKey(db, website.id, crumb, now);
  const pageEvent: Record<string, string> = page
    ? { url: page.href.slice(0, 2083), pagePath: page.pathname }
    : {};
  const saved = await saveAnswers(
    c.env,
    db,
    website,
    { formId, form, values: checked.values, pageEvent, key: { key, crumb } },
    now,
  );
  if (!saved) return fail(400, FORM_PROCESSING_FAILED);
  const redirect = safeRedirect(form.redirectUrl);
  if (redirect) return c.redirect(redirect, 303);
  return answer(200, form, { values, errors: {}, failure: null });
}
