// What visitors and owners read about a site's expiry (the spec names no sentence; ours).
export const SITE_EXPIRED_TITLE = "This site is not available";
export const SITE_EXPIRED_TEXT =
  "This site has expired. If it is yours, sign in to renew it and it will be back at once.";
/** For the visitor calls of an expired site (cart, checkout, forms, newsletter). */
export const SITE_EXPIRED_API = "This site has expired and is not taking orders or messages.";
export const SITE_EXPIRED_OWNER =
  "This site has expired. Visitors see a notice instead of your site until it is renewed.";

export function trialBannerText(daysRemaining: number): string {
  if (daysRemaining === 0) return "Your trial has ended.";
  if (daysRemaining === 1) return "Your trial ends today: 1 day remaining.";
  return `Your trial has ${daysRemaining} days remaining.`;
}
