// The members' request bodies. Sign-in and sign-up take the owner's shapes and words
// (owner/schemas.ts): one email rule, one password rule.
import { z } from "zod";
import { setupBody, signInBody } from "../owner/schemas";
import { CLONE_CART_FLAG, LANGUAGE_INVALID } from "./messages";

/** POST /api/site-users/account/session: email, password, rememberMe (spec section 3). */
export const siteUserSignInBody = signInBody;

/** POST /api/site-users/account: a new member's email and password. */
export const siteUserSignUpBody = setupBody;

/** A BCP 47 language tag that Intl knows, kept in its canonical form. */
function canonicalLanguage(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

export const localeBody = z.object({
  language: z
    .string(LANGUAGE_INVALID)
    .trim()
    .max(35, LANGUAGE_INVALID)
    .refine((tag) => canonicalLanguage(tag) !== undefined, LANGUAGE_INVALID)
    .transform((tag) => canonicalLanguage(tag)!),
});

export const signOutQuery = z.object({
  cloneCart: z.enum(["true", "false"], CLONE_CART_FLAG).optional(),
});
