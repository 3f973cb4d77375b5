// The visitor's restock sign-up (spec sections 3 and 5): the product and variant, the email with
// the restock form's own messages, the optional mailing-list opt-in, captcha token and language.
import { z } from "zod";
import { isValidEmail } from "../forms/email-check";
import { RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID } from "../forms/messages";

export const CATALOGUE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A BCP 47 language tag such as "en", "fr-CA" or "zh-Hant-TW". */
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export const restockEmail = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? RESTOCK_EMAIL_BLANK : RESTOCK_EMAIL_INVALID,
  })
  .trim()
  .min(1, { error: RESTOCK_EMAIL_BLANK })
  .refine(isValidEmail, { error: RESTOCK_EMAIL_INVALID });

export const restockSignupBody = z.object({
  productId: z.string().regex(CATALOGUE_ID),
  variantId: z.string().regex(CATALOGUE_ID),
  siteVisitorEmail: restockEmail,
  isJoinMailingList: z.boolean().default(false),
  recaptchaEnterpriseV3Token: z.string().max(4096).nullable().optional(),
  language: z.string().max(35).regex(LANGUAGE).nullable().optional(),
});
export type RestockSignupBody = z.output<typeof restockSignupBody>;
