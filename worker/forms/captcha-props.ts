// The captcha as the browser sees it (spec sections 4 and 7), safe to import on both sides: the
// providers, the actions tokens are requested with, and what a page hands to the islands that show
// a captcha (the provider and its public site key, or null when the site has no key: then no script
// is loaded and no token is sent). Never a secret: those stay in the worker (captcha.ts).
export const CAPTCHA_PROVIDERS = ["recaptcha-enterprise", "turnstile"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The actions tokens are requested with (spec section 7). */
export const CAPTCHA_ACTIONS = {
  formBlock: "form_block",
  newsletterBlock: "newsletter_block",
  productWaitlist: "product_waitlist",
  promoPopup: "promo_popup_submission",
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export type CaptchaProps = { provider: CaptchaProvider; siteKey: string } | null;

export function captchaProps(website: {
  captchaSettings: { siteKey?: string; provider?: string };
}): CaptchaProps {
  const { siteKey, provider } = website.captchaSettings;
  if (!siteKey) return null;
  // reCAPTCHA Enterprise is the spec's provider; Turnstile when the site says so.
  return { provider: provider === "turnstile" ? "turnstile" : "recaptcha-enterprise", siteKey };
}
