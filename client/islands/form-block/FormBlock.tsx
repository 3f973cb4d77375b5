// The generic form block (spec sections 2, 4, 5, 7, 8):
//   idle --submit--> local check --(errors)--> failure
//                              \--> submitting ('Submitting…', further submits ignored)
//                                   --> server validate --> captcha token --> FormSubmissionKey
//                                   --> SaveFormSubmission --> success | failure
// Success redirects to the form's address, else hides the form and shows the submission text and
// the post-submit HTML (its scripts run). Failure unlocks the form, resets the captcha, puts each
// field's message by its field and the banners above and below the form.
import { useEffect, useId, useRef, useState } from "react";
import { CAPTCHA_ACTIONS } from "../../../worker/forms/captcha-props";
import type { FieldDefinition } from "../../../worker/forms/field-types";
import type { FieldValue } from "../../../worker/forms/field-values";
import {
  CHARACTER_LIMIT_EXCEEDED,
  COMPLETE_CAPTCHA,
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_FIELDS_UNPARSABLE,
  FORM_NOT_CONFIGURED,
  FORM_SUBMITTING,
  FORM_UPDATE_MISSING,
} from "../../../worker/forms/messages";
import { textareaCounter } from "../../../worker/forms/textarea-counter";
import { checkForm, type FieldErrors } from "../../../worker/forms/validate";
import type { Failure } from "./form-api";
import { FormField } from "./FormField";
import { initialValues } from "./initial-values";
import { loadCaptcha, loadFormApi } from "./lazy";
import { hasFocusWithin, pageLocation } from "./page-globals";
import { PostSubmitHtml } from "./PostSubmitHtml";
import type { FormBlockProps } from "./props";

type Status = "idle" | "submitting" | "success" | "failure";

/** Only same-site paths and http(s) addresses are followed after a submission. */
export function safeRedirect(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where the form posts without script (worker/pages/routes/form-post.ts). */
export const formPostPath = (formId: string) => `/forms/${encodeURIComponent(formId)}`;

export function FormBlock({ formId, form, captcha, answer, query }: FormBlockProps) {
  const idBase = `form-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [values, setValues] = useState(
    () => answer?.values ?? initialValues(form?.fields ?? [], new URLSearchParams(query)),
  );
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const [failure, setFailure] = useState<string | null>(answer?.failure ?? null);
  const [status, setStatus] = useState<Status>(
    answer ? (answer.failure === null ? "success" : "failure") : "idle",
  );
  const submitting = useRef(false);
  const captchaBox = useRef<HTMLDivElement>(null);
  const [badgeShown, setBadgeShown] = useState(false);
  const shown = useRef(false);
  const useCaptcha = Boolean(captcha && form?.useCaptcha);

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The focus that woke the island came before React listened: show the captcha for it now.
    if (useCaptcha && hasFocusWithin(formRef.current)) showCaptcha();
    // Hidden fields take the page URL's query parameter of their name (spec section 3).
    if (form && !answer) setValues((v) => ({ ...v, ...hiddenFromQuery(form.fields) }));
  }, [form]);

  /** The captcha loads, and its badge shows, once a field of the form gets focus. */
  function showCaptcha() {
    const box = captchaBox.current;
    if (!box || shown.current) return;
    shown.current = true;
    setBadgeShown(true);
    void loadCaptcha().then((m) => m.mountCaptcha(captcha!, box));
  }

  if (!form) {
    return (
      <div className="form-block" data-form-id={formId}>
        <p className="form-block-message">{FORM_NOT_CONFIGURED}</p>
      </div>
    );
  }

  if (status === "success") {
    return (
      <div className="form-block form-block-submitted" data-form-id={formId}>
        {form.submissionText && (
          <div className="form-submission-text" role="status">
            {form.submissionText}
          </div>
        )}
        {form.postSubmitHtml && <PostSubmitHtml html={form.postSubmitHtml} />}
      </div>
    );
  }

  function change(id: string, value: FieldValue) {
    setValues((v) => ({ ...v, [id]: value }));
    const field = form!.fields.find((f) => f.id === id);
    // The textarea's limit is checked as the visitor types; other messages stay until the next submit.
    if (field?.type === "textarea") {
      const over = textareaCounter(value as string, field.maxLength)?.over ?? false;
      setErrors((prev) => {
        const next = { ...prev };
        if (over) next[id] = CHARACTER_LIMIT_EXCEEDED;
        else if (next[id] === CHARACTER_LIMIT_EXCEEDED) delete next[id];
        return next;
      });
    }
  }

  function fail(result: Failure) {
    setErrors(result.errors ?? {});
    setFailure(result.message);
    setStatus("failure");
    submitting.current = false;
    const box = captchaBox.current;
    if (useCaptcha) void loadCaptcha().then((m) => m.resetCaptcha(captcha, box));
  }

  async function submit() {
    if (submitting.current) return; // Submitting…: further submits are ignored
    const local = checkForm(form!, values);
    if (!local.ok) return fail({ message: FORM_UPDATE_MISSING, errors: local.errors });
    submitting.current = true;
    setStatus("submitting");
    setErrors({});
    setFailure(null);

    const api = await loadFormApi();
    if (!("saveSubmission" in api)) return fail(api);
    const invalid = await api.validateOnServer(formId, values);
    if (invalid) return fail(invalid);
    let captchaKey: string | null = null;
    if (useCaptcha) {
      const { captchaToken } = await loadCaptcha();
      captchaKey = await captchaToken(captcha, captchaBox.current, CAPTCHA_ACTIONS.formBlock);
      if (!captchaKey) return fail({ message: COMPLETE_CAPTCHA });
    }
    let text: string;
    try {
      text = JSON.stringify(values);
    } catch {
      return fail({ message: FORM_FIELDS_UNPARSABLE });
    }
    const key = await api.submissionKey();
    if (typeof key !== "string") return fail(key);
    const saved = await api.saveSubmission({
      formId,
      key,
      form: text,
      ...(captchaKey ? { captchaKey } : {}),
      ...api.pageEventFields(),
    });
    if (saved) return fail(saved);
    const redirect = safeRedirect(form!.redirectUrl);
    if (redirect) {
      pageLocation().assign(redirect);
      return;
    }
    setStatus("success");
  }

  const showBanners = status === "failure" && failure !== null;
  return (
    <div className="form-block" data-form-id={formId} data-status={status}>
      {showBanners && <p className="form-banner form-banner-above">{FORM_BANNER_ABOVE}</p>}
      <form
        className="form-block-form"
        method="post"
        action={formPostPath(formId)}
        noValidate
        aria-busy={status === "submitting" || undefined}
        ref={formRef}
        onFocus={() => {
          if (useCaptcha) showCaptcha();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {form.fields.map((field) => (
          <FormField
            key={field.id}
            field={field}
            idBase={idBase}
            value={values[field.id]}
            error={errors[field.id]}
            disabled={status === "submitting"}
            onChange={(value) => change(field.id, value)}
          />
        ))}
        {useCaptcha && <div className="form-captcha" ref={captchaBox} hidden={!badgeShown} />}
        <button
          type="submit"
          className="button form-submit"
          aria-disabled={status === "submitting" || undefined}
        >
          {status === "submitting" ? FORM_SUBMITTING : form.submitButtonText}
        </button>
        {failure && (
          <p className="form-block-error" role="alert">
            {failure}
          </p>
        )}
      </form>
      {showBanners && <p className="form-banner form-banner-below">{FORM_BANNER_BELOW}</p>}
    </div>
  );
}

function hiddenFromQuery(fields: FieldDefinition[]) {
  return initialValues(
    fields.filter((f) => f.type === "hidden"),
    new URLSearchParams(pageLocation().search),
  );
}
