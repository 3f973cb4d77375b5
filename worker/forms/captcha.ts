// The captcha seam (spec sections 4, 7, 8). A verifier checks the token the browser got from the
// site's provider for one of the spec's actions. Sites without a captcha key use noCaptcha.
// TODO(captcha providers, next session): reCAPTCHA Enterprise v3 and Cloudflare Turnstile
// verifiers behind this interface, chosen in captchaVerifierFor from the site's settings.

/** The actions tokens are requested with (spec section 7). */
export const CAPTCHA_ACTIONS = {
  formBlock: "form_block",
  newsletterBlock: "newsletter_block",
  productWaitlist: "product_waitlist",
  promoPopup: "promo_popup_submission",
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export interface CaptchaVerifier {
  /** Whether this site asks visitors for a captcha at all. */
  readonly enabled: boolean;
  verify(token: string, action: CaptchaAction, remoteIp: string | undefined): Promise<boolean>;
}

/** For sites without a captcha key: nothing to complete, every submission passes. */
export const noCaptcha: CaptchaVerifier = { enabled: false, verify: async () => true };

/**
 * Until the providers land, a site with a key requires a token to be present (so the form block's
 * 'Complete CAPTCHA before submitting.' path works end to end) but cannot check it with the provider.
 */
export const tokenPresenceOnly: CaptchaVerifier = {
  enabled: true,
  verify: async (token) => token.trim() !== "",
};

export function captchaVerifierFor(website: { captchaSettings: { siteKey?: string } }): CaptchaVerifier {
  return website.captchaSettings.siteKey ? tokenPresenceOnly : noCaptcha;
}
