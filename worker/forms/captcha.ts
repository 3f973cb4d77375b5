// The captcha seam (spec sections 4, 7, 8). A verifier checks the token the browser got from the
// site's provider for one of the spec's actions. The provider and its public site key are site
// settings in D1 (websites.captcha_provider, websites.captcha_site_key); the secrets that verify
// tokens are worker secrets (CaptchaEnv below), one per provider account for now.
//   no site key                      -> noCaptcha: nothing asked, every submission passes
//   site key, provider secret set    -> the provider's verifier (recaptcha-enterprise.ts, turnstile.ts)
//   site key, no secret (development) -> tokenPresenceOnly: a token must be sent, it is not checked
import type { WebsiteJson } from "../db/catalog-types";
import type { CaptchaAction } from "./captcha-props";
import { recaptchaEnterprise } from "./recaptcha-enterprise";
import { turnstile } from "./turnstile";

/**
 * passed: a human, for this action. failed: no token, or one the provider refused (the visitor
 * completes the captcha again). unavailable: the provider could not answer (down, or our
 * configuration is wrong); not the visitor's fault, so the request fails as a server error.
 */
export type CaptchaOutcome = "passed" | "failed" | "unavailable";

// The method is `assess` (not a boolean `verify`): an outcome string is always truthy, so call
// sites must compare it with "passed" (or use checkCaptcha), never test it as a boolean.
export interface CaptchaVerifier {
  /** Whether this site asks visitors for a captcha at all. */
  readonly enabled: boolean;
  assess(token: string, action: CaptchaAction, remoteIp: string | undefined): Promise<CaptchaOutcome>;
}

/** The captcha secrets (`wrangler secret put …`; tests set them in vitest.config.ts). */
export type CaptchaEnv = Env & {
  RECAPTCHA_ENTERPRISE_API_KEY?: string;
  RECAPTCHA_ENTERPRISE_PROJECT_ID?: string;
  TURNSTILE_SECRET_KEY?: string;
};

/** For sites without a captcha key: nothing to complete, every submission passes. */
export const noCaptcha: CaptchaVerifier = { enabled: false, assess: async () => "passed" };

/**
 * The offline default while the provider's secret is not set (development): a token must be
 * present, so the form's 'Complete CAPTCHA before submitting.' path works, but is not checked.
 */
export const tokenPresenceOnly: CaptchaVerifier = {
  enabled: true,
  assess: async (token) => (token.trim() !== "" ? "passed" : "failed"),
};

export function captchaVerifierFor(
  website: Pick<WebsiteJson, "captchaSettings">,
  env: CaptchaEnv,
  fetcher: typeof fetch = fetch,
): CaptchaVerifier {
  const { siteKey, provider } = website.captchaSettings;
  if (!siteKey) return noCaptcha;
  if (provider === "turnstile") {
    return env.TURNSTILE_SECRET_KEY
      ? turnstile({ secret: env.TURNSTILE_SECRET_KEY, fetch: fetcher })
      : tokenPresenceOnly;
  }
  const apiKey = env.RECAPTCHA_ENTERPRISE_API_KEY;
  const projectId = env.RECAPTCHA_ENTERPRISE_PROJECT_ID;
  return apiKey && projectId
    ? recaptchaEnterprise({ apiKey, projectId, siteKey, fetch: fetcher })
    : tokenPresenceOnly;
}

/** The outcome for a request's token: a missing or blank token fails without asking anyone. */
export async function checkCaptcha(
  verifier: CaptchaVerifier,
  token: string | null | undefined,
  action: CaptchaAction,
  remoteIp: string | undefined,
): Promise<CaptchaOutcome> {
  if (!verifier.enabled) return "passed";
  const trimmed = (token ?? "").trim();
  if (trimmed === "") return "failed";
  return verifier.assess(trimmed, action, remoteIp);
}
