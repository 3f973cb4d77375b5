// The props of the form and newsletter block islands (worker/pages/page-blocks.ts builds them).
import type { CaptchaProps } from "../../../worker/forms/captcha-props";
import type { FieldValue } from "../../../worker/forms/field-values";
import type { PublicForm } from "../../../worker/forms/public-form";
import type { FieldErrors } from "../../../worker/forms/validate";

export interface FormBlockProps {
  formId: string;
  /** null when the page names a form the site does not have. */
  form: PublicForm | null;
  captcha: CaptchaProps;
  /** The server's answer to the form posted without script: what was sent and how it went. */
  answer?: FormAnswer;
  /** The page URL's values for hidden fields (worker/forms/hidden-from-query.ts), read by the worker. */
  query?: Record<string, string>;
}

export interface FormAnswer {
  values: Record<string, FieldValue>;
  errors: FieldErrors;
  /** The message under the form (with the banners) when it failed; null when it was saved. */
  failure: string | null;
}

export interface NewsletterBlockProps {
  title: string;
  description: string;
  buttonText: string;
  /** Shown in place of the block after a sign-up; the default text when empty. */
  successText: string;
  captcha: CaptchaProps;
  /** The server's answer to the block posted without script (worker/pages/routes/newsletter-post.ts). */
  answer?: NewsletterAnswer;
}

export interface NewsletterAnswer {
  /** The address as sent. */
  email: string;
  /** Why it failed (`errors.email` by the field, else `message` under the button); null once signed up. */
  failure: { message: string; errors?: FieldErrors } | null;
}
