// The captcha the browser loads for a site (spec sections 4 and 7): the provider and its public
// site key, or null when the site has no key (then no script is loaded and no token is sent).
export const CAPTCHA_PROVIDERS = ["recaptcha-enterprise", "turnstile"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export type CaptchaProps = { provider: CaptchaProvider; siteKey: string } | null;

export function captchaProps(website: {
  captchaSettings: { siteKey?: string; provider?: string };
}): CaptchaProps {
  const { siteKey, provider } = website.captchaSettings;
  if (!siteKey) return null;
  // reCAPTCHA Enterprise is the spec's provider; Turnstile when the site says so.
  return { provider: provider === "turnstile" ? "turnstile" : "recaptcha-enterprise", siteKey };
}
