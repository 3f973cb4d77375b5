// A visitor's sign-up from the newsletter block, shared by the block's JSON call
// (worker/routes/newsletter.ts) and its script-free post (worker/pages/routes/newsletter-post.ts):
// the rate limit (the form block's), the address check, the captcha, then the double opt-in
// sign-up and its confirmation email. No HTTP here: the callers turn the outcome into an answer.
import type { WebsiteJson } from "../db/catalog-types";
import type { Db } from "../db/client";
import { overSubmissionLimit, submissionLimitKey } from "../db/forms";
import { signUpForNewsletter } from "../db/newsletter";
import { dispatchEmails } from "../email/dispatch";
import { type CaptchaEnv, captchaVerifierFor, checkCaptcha } from "../forms/captcha";
import { CAPTCHA_ACTIONS } from "../forms/captcha-props";
import { isValidEmail } from "../forms/email-check";
import {
  CAPTCHA_NEEDS_SCRIPT,
  COMPLETE_CAPTCHA,
  EMAIL_NOT_VALID,
  FIELDS_INVALID,
  FORM_RATE_LIMITED,
  FORM_UNABLE_TO_SEND,
  REQUIRED,
} from "../forms/messages";

export const NEWSLETTER_RATE_KEY = "newsletter";

export interface SignUpRequest {
  email: string;
  captchaKey: string | null | undefined;
  /** A post made without script, which cannot carry a captcha token. */
  withoutScript?: boolean;
  /** The client's address (the captcha is told it), and who the rate limit counts. */
  ip: string | undefined;
  client: string;
  /** The site's origin, for the confirmation link. */
  origin: string;
}

export type SignUpOutcome =
  { ok: true } | { ok: false; status: 400 | 429 | 503; message: string; errors?: { email: string } };

export async function signUpFromBlock(
  env: CaptchaEnv,
  db: Db,
  website: WebsiteJson,
  request: SignUpRequest,
  now: number,
): Promise<SignUpOutcome> {
  if (await overSubmissionLimit(db, submissionLimitKey(NEWSLETTER_RATE_KEY, request.client), now)) {
    return { ok: false, status: 429, message: FORM_RATE_LIMITED };
  }
  const email = request.email.trim();
  const fieldError = email === "" ? REQUIRED : isValidEmail(email) ? undefined : EMAIL_NOT_VALID;
  if (fieldError) return { ok: false, status: 400, message: FIELDS_INVALID, errors: { email: fieldError } };

  const verifier = captchaVerifierFor(website, env);
  // The captcha runs in the browser: without script there is no token to check.
  if (request.withoutScript && verifier.enabled) {
    return { ok: false, status: 400, message: CAPTCHA_NEEDS_SCRIPT };
  }
  const captcha = await checkCaptcha(
    verifier,
    request.captchaKey,
    CAPTCHA_ACTIONS.newsletterBlock,
    request.ip,
  );
  if (captcha === "failed") return { ok: false, status: 400, message: COMPLETE_CAPTCHA };
  if (captcha === "unavailable") return { ok: false, status: 503, message: FORM_UNABLE_TO_SEND };

  const emailId = await signUpForNewsletter(
    db,
    {
      websiteId: website.id,
      siteTitle: website.siteTitle,
      email,
      source: "newsletter-block",
      origin: request.origin,
    },
    now,
  );
  if (emailId) await dispatchEmails(env.EMAILS, [emailId]);
  return { ok: true };
}
