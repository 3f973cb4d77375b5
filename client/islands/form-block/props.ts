// The props of the form and newsletter block islands (worker/pages/page-blocks.ts builds them).
import type { CaptchaProps } from "../../../worker/forms/captcha-props";
import type { PublicForm } from "../../../worker/forms/public-form";

export interface FormBlockProps {
  formId: string;
  /** null when the page names a form the site does not have. */
  form: PublicForm | null;
  captcha: CaptchaProps;
}

export interface NewsletterBlockProps {
  title: string;
  description: string;
  buttonText: string;
  /** Shown in place of the block after a sign-up; the default text when empty. */
  successText: string;
  captcha: CaptchaProps;
}
