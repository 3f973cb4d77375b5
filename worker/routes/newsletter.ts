// The newsletter block's call (ours; the spec shows the block but not its call):
//   POST /api/newsletter/subscribe  {email, captchaKey?}  -> 200 { success: true }
// Behind the crumb like every /api write, rate-limited per client like form submissions (429 with
// the form block's words), and captcha-checked (action newsletter block) when the site has a key.
// Failures have the form block's shapes: 400 `{ message, errors: { email } }` for the address,
// `{ message }` otherwise. The answer is the same whether the address was new, pending or already
// confirmed, so the call cannot be used to learn who is subscribed.
import { Hono } from "hono";
import { z } from "zod";
import { overSubmissionLimit, submissionLimitKey } from "../db/forms";
import { signUpForNewsletter } from "../db/newsletter";
import { dispatchEmails } from "../email/dispatch";
import { captchaVerifierFor, checkCaptcha } from "../forms/captcha";
import { CAPTCHA_ACTIONS } from "../forms/captcha-props";
import { isValidEmail } from "../forms/email-check";
import {
  COMPLETE_CAPTCHA,
  EMAIL_NOT_VALID,
  FIELDS_INVALID,
  FORM_RATE_LIMITED,
  FORM_UNABLE_TO_SEND,
  REQUIRED,
} from "../forms/messages";
import type { AppEnv } from "../http/app-env";
import { readCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";

export const NEWSLETTER_RATE_KEY = "newsletter";

const subscribeBody = z.object({
  email: z.string().max(1000),
  captchaKey: z.string().max(4096).nullable().optional(),
});

export const newsletter = new Hono<AppEnv>().post(
  "/subscribe",
  requireJson,
  limitBody(),
  validate("json", subscribeBody),
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const body = c.req.valid("json");
    const db = c.get("db");
    const website = c.get("website");
    const now = Date.now();
    const ip = c.req.header("cf-connecting-ip");
    const client = ip ?? `crumb:${readCrumb(c)!}`;
    if (await overSubmissionLimit(db, submissionLimitKey(NEWSLETTER_RATE_KEY, client), now)) {
      return apiError(c, 429, FORM_RATE_LIMITED);
    }
    const email = body.email.trim();
    const fieldError = email === "" ? REQUIRED : isValidEmail(email) ? undefined : EMAIL_NOT_VALID;
    if (fieldError) return c.json({ message: FIELDS_INVALID, errors: { email: fieldError } }, 400);

    const captcha = await checkCaptcha(
      captchaVerifierFor(website, c.env),
      body.captchaKey,
      CAPTCHA_ACTIONS.newsletterBlock,
      ip,
    );
    if (captcha === "failed") return apiError(c, 400, COMPLETE_CAPTCHA);
    if (captcha === "unavailable") return apiError(c, 503, FORM_UNABLE_TO_SEND);

    const emailId = await signUpForNewsletter(
      db,
      {
        websiteId: website.id,
        siteTitle: website.siteTitle,
        email,
        source: "newsletter-block",
        origin: new URL(c.req.url).origin,
      },
      now,
    );
    if (emailId) await dispatchEmails(c.env.EMAILS, [emailId]);
    return c.json({ success: true }, 200);
  },
);
