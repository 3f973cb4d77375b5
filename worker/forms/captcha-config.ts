// What a page hands to the islands that show a captcha (form block, newsletter block, restock
// form): the provider and its public site key, or null when the site asks for no captcha. Never a
// secret: those stay in the worker (worker/forms/captcha.ts).
import type { WebsiteJson } from "../db/catalog-types";
import type { CaptchaProvider } from "../db/schema";

export interface CaptchaConfig {
  provider: CaptchaProvider;
  siteKey: string;
}

export function captchaConfigFor(website: Pick<WebsiteJson, "captchaSettings">): CaptchaConfig | null {
  const { siteKey, provider } = website.captchaSettings;
  return siteKey ? { provider: provider ?? "recaptcha-enterprise", siteKey } : null;
}
