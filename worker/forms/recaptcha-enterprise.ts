// reCAPTCHA Enterprise (score keys, "v3"): one assessment per token, authenticated with an API key
// of the Google Cloud project that owns the site keys.
//   POST https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments?key={apiKey}
//   { event: { token, siteKey, expectedAction, userIpAddress? } }
//   -> 200 { tokenProperties: { valid, invalidReason, action, hostname }, riskAnalysis: { score } }
// A token passes when it is valid, was requested for the expected action, and scores at least
// minScore (0.0 likely a bot, 1.0 likely a human). Any other HTTP answer, a network failure or a
// timeout is "unavailable": our configuration or Google, not the visitor.
import type { CaptchaOutcome, CaptchaVerifier } from "./captcha";
import type { CaptchaAction } from "./captcha-props";

export const RECAPTCHA_API_URL = "https://recaptchaenterprise.googleapis.com/v1";
/** Google's suggested starting threshold for score keys. */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const CAPTCHA_TIMEOUT_MS = 5_000;

interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

export function recaptchaEnterprise(options: {
  apiKey: string;
  projectId: string;
  siteKey: string;
  minScore?: number;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const url =
    `${RECAPTCHA_API_URL}/projects/${encodeURIComponent(options.projectId)}/assessments` +
    `?key=${encodeURIComponent(options.apiKey)}`;
  const send = options.fetch ?? fetch;
  const minScore = options.minScore ?? RECAPTCHA_MIN_SCORE;
  return {
    enabled: true,
    async assess(
      token: string,
      action: CaptchaAction,
      remoteIp: string | undefined,
    ): Promise<CaptchaOutcome> {
      let assessment: Assessment;
      try {
        const res = await send(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            event: {
              token,
              siteKey: options.siteKey,
              expectedAction: action,
              ...(remoteIp ? { userIpAddress: remoteIp } : {}),
            },
          }),
          signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
        });
        if (!res.ok) {
          console.error("reCAPTCHA assessment refused", res.status, (await res.text()).slice(0, 300));
          return "unavailable";
        }
        assessment = await res.json();
      } catch (error) {
        console.error("reCAPTCHA assessment failed", error);
        return "unavailable";
      }
      const props = assessment.tokenProperties;
      const score = assessment.riskAnalysis?.score;
      const passed =
        props?.valid === true && props.action === action && typeof score === "number" && score >= minScore;
      return passed ? "passed" : "failed";
    },
  };
}
