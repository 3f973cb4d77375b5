// The owner calls' request bodies: one zod schema each, used by the worker to validate and by the
// panel's forms to check before sending, so both say the same thing in the same words.
import { z } from "zod";
import { isValidEmail } from "../forms/email-check";
import { isContributorRole } from "./permissions";
import { ContributorRole } from "./roles";
import {
  ENTER_VALID_EMAIL,
  HANDOVER_INVALID,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  INVITATION_INVALID,
  RESET_LINK_INVALID,
  ROLE_INVALID,
  SIGN_IN_PASSWORD,
  SITE_NAME_RULE,
  SITE_TITLE_REQUIRED,
} from "./messages";

/** What a new site starts from (worker/seed/site-templates.ts). */
export const SITE_TEMPLATES = ["blank", "demo"] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string(ENTER_VALID_EMAIL)
  .trim()
  .refine((value) => isValidEmail(value), ENTER_VALID_EMAIL);

/** Sign-in checks nothing but presence: a wrong password is a wrong password, whatever its length. */
export const signInBody = z.object({
  email,
  password: z.string(SIGN_IN_PASSWORD).min(1, SIGN_IN_PASSWORD).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  rememberMe: z.boolean().default(false),
});

const newPassword = z
  .string(PASSWORD_TOO_SHORT)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** Lower-case letters, digits and inner hyphens; it becomes the first label of the site's host. */
export const SITE_NAME = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

export const signUpBody = z.object({
  email,
  password: newPassword,
  siteName: z.string(SITE_NAME_RULE).trim().toLowerCase().regex(SITE_NAME, SITE_NAME_RULE),
  siteTitle: z.string(SITE_TITLE_REQUIRED).trim().min(1, SITE_TITLE_REQUIRED).max(100),
  template: z.enum(SITE_TEMPLATES).default("blank"),
});

export const setupBody = z.object({ email, password: newPassword });

export const passwordResetRequestBody = z.object({ email });

/** The emailed token (43 base64url characters) and the new password. */
export const passwordResetBody = z.object({
  token: z.string(RESET_LINK_INVALID).regex(/^[\w-]{43}$/, RESET_LINK_INVALID),
  password: newPassword,
});

/** Sign-up's one-time handover token (43 base64url characters), read from the welcome link. */
export const handoverBody = z.object({
  token: z.string(HANDOVER_INVALID).regex(/^[\w-]{43}$/, HANDOVER_INVALID),
});

/** A role one may give: any contributor role but "no access" (remove the person instead). */
const grantableRole = z
  .number(ROLE_INVALID)
  .refine((role) => isContributorRole(role) && role !== ContributorRole.NONE, ROLE_INVALID)
  .transform((role) => role as ContributorRole);

export const invitationBody = z.object({ email, role: grantableRole });
export const roleBody = z.object({ role: grantableRole });

/**
 * Accepting an invitation: the emailed token, and a password when the email has no account yet
 * (the worker asks for it then; an existing account keeps its password).
 */
export const acceptInvitationBody = z.object({
  token: z.string(INVITATION_INVALID).regex(/^[\w-]{43}$/, INVITATION_INVALID),
  password: newPassword.optional(),
});

export type SignInBody = z.input<typeof signInBody>;
export type SignUpBody = z.input<typeof signUpBody>;
