// The newsletter block: one email field, signing the visitor up to the site's mailing list with
// double opt-in (POST /api/newsletter/subscribe, worker/routes/newsletter.ts). The form block's
// states and messages, without its banners (spec section 8: they are for non-newsletter forms):
//   idle --submit--> local check --> submitting ('Submitting…', further submits ignored)
//        --> success (the block's text: check your inbox) | failure (unlocked, captcha reset)
import { useEffect, useId, useRef, useState } from "react";
import { CAPTCHA_ACTIONS } from "../../worker/forms/captcha-props";
import { isValidEmail } from "../../worker/forms/email-check";
import { COMPLETE_CAPTCHA, EMAIL_NOT_VALID, FORM_SUBMITTING, REQUIRED } from "../../worker/forms/messages";
import { NEWSLETTER_DEFAULT_SUCCESS, NEWSLETTER_EMAIL_LABEL } from "../../worker/newsletter/messages";
import type { Failure } from "./form-block/form-api";
import { loadCaptcha, loadFormApi } from "./form-block/lazy";
import { hasFocusWithin } from "./form-block/page-globals";
import type { NewsletterBlockProps } from "./form-block/props";

type Status = "idle" | "submitting" | "success" | "failure";

/** Where the block posts without script (worker/pages/routes/newsletter-post.ts). */
export const NEWSLETTER_POST_PATH = "/newsletter/subscribe";
/** The block's texts, posted with the address so the answer page shows the block as it was. */
export const NEWSLETTER_TEXT_FIELDS = ["title", "description", "buttonText", "successText"] as const;

export function NewsletterBlock({
  title,
  description,
  buttonText,
  successText,
  captcha,
  answer,
}: NewsletterBlockProps) {
  const id = `newsletter-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [email, setEmail] = useState(answer?.email ?? "");
  const [status, setStatus] = useState<Status>(answer ? (answer.failure ? "failure" : "success") : "idle");
  const [failure, setFailure] = useState<Failure | null>(answer?.failure ?? null);
  const texts = { title, description, buttonText, successText };
  const [badgeShown, setBadgeShown] = useState(false);
  const submitting = useRef(false);
  const captchaBox = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef(false);
  /** The captcha loads, and its badge shows, once the field gets focus. */
  function showCaptcha() {
    const box = captchaBox.current;
    if (!captcha || !box || shown.current) return;
    shown.current = true;
    setBadgeShown(true);
    void loadCaptcha().then((m) => m.mountCaptcha(captcha, box));
  }
  useEffect(() => {
    // The focus that woke the island came before React listened: show the captcha for it now.
    if (hasFocusWithin(formRef.current)) showCaptcha();
  }, []);

  if (status === "success") {
    return (
      <section className="newsletter-block newsletter-block-submitted" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="newsletter-success" role="status">
          {successText || NEWSLETTER_DEFAULT_SUCCESS}
        </p>
      </section>
    );
  }

  function fail(result: Failure) {
    setFailure(result);
    setStatus("failure");
    submitting.current = false;
    const box = captchaBox.current;
    if (captcha) void loadCaptcha().then((m) => m.resetCaptcha(captcha, box));
  }

  async function submit() {
    if (submitting.current) return;
    const value = email.trim();
    const local = value === "" ? REQUIRED : isValidEmail(value) ? undefined : EMAIL_NOT_VALID;
    if (local) return fail({ message: local, errors: { email: local } });
    submitting.current = true;
    setStatus("submitting");
    setFailure(null);
    let captchaKey: string | null = null;
    if (captcha) {
      const { captchaToken } = await loadCaptcha();
      captchaKey = await captchaToken(captcha, captchaBox.current, CAPTCHA_ACTIONS.newsletterBlock);
      if (!captchaKey) return fail({ message: COMPLETE_CAPTCHA });
    }
    const api = await loadFormApi();
    if (!("subscribeToNewsletter" in api)) return fail(api);
    const failed = await api.subscribeToNewsletter(value, captchaKey);
    if (failed) return fail(failed);
    setStatus("success");
  }

  const fieldError = failure?.errors?.email;
  // The field's own message is shown by the field; anything else under the button.
  const message = failure && !fieldError ? failure.message : null;
  return (
    <section className="newsletter-block" aria-labelledby={`${id}-title`} data-status={status}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description && <p className="newsletter-description">{description}</p>}
      <form
        className="newsletter-form"
        method="post"
        action={NEWSLETTER_POST_PATH}
        noValidate
        ref={formRef}
        onFocus={showCaptcha}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-email`}>{NEWSLETTER_EMAIL_LABEL}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={status === "submitting"}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => setEmail((e.target as unknown as { value: string }).value)}
        />
        {fieldError && (
          <p className="form-field-error" id={`${id}-error`} role="alert">
            {fieldError}
          </p>
        )}
        {NEWSLETTER_TEXT_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={texts[name]} />
        ))}
        {captcha && <div className="form-captcha" ref={captchaBox} hidden={!badgeShown} />}
        <button type="submit" className="button">
          {status === "submitting" ? FORM_SUBMITTING : buttonText}
        </button>
        {message && (
          <p className="form-block-error" role="alert">
            {message}
          </p>
        )}
      </form>
    </section>
  );
}
