// Cloudflare Turnstile: one siteverify call per token.
//   POST https://challenges.cloudflare.com/turnstile/v0/siteverify
//   { secret, response, remoteip?, idempotency_key } -> { success, "error-codes", action?, hostname? }
// A token passes when success is true and, if the widget was rendered with an action, it is the
// expected one. A token is single-use; the idempotency key lets one retry (after a network failure
// or a 5xx) ask about the same token again. Cloudflare's internal-error and our own secret being
// wrong are "unavailable", not the visitor's fault.
import type { CaptchaOutcome, CaptchaVerifier } from "./captcha";
import type { CaptchaAction } from "./captcha-props";
import { CAPTCHA_TIMEOUT_MS } from "./recaptcha-enterprise";

export const TURNSTILE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const OUR_FAULT = new Set(["missing-input-secret", "invalid-input-secret", "internal-error"]);

interface Siteverify {
  success?: boolean;
  "error-codes"?: string[];
  action?: string;
}

export function turnstile(options: { secret: string; fetch?: typeof fetch }): CaptchaVerifier {
  const send = options.fetch ?? fetch;

  async function ask(body: string): Promise<Siteverify | "retry" | "unavailable"> {
    try {
      const res = await send(TURNSTILE_SITEVERIFY_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
      });
      if (res.status >= 500) {
        await res.body?.cancel();
        return "retry";
      }
      if (!res.ok) {
        console.error("Turnstile siteverify refused", res.status, (await res.text()).slice(0, 300));
        return "unavailable";
      }
      return (await res.json()) as Siteverify;
    } catch (error) {
      console.error("Turnstile siteverify failed", error);
      return "retry";
    }
  }

  return {
    enabled: true,
    async assess(
      token: string,
      action: CaptchaAction,
      remoteIp: string | undefined,
    ): Promise<CaptchaOutcome> {
      const body = JSON.stringify({
        secret: options.secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
        idempotency_key: crypto.randomUUID(),
      });
      let answer = await ask(body);
      if (answer === "retry") answer = await ask(body);
      if (answer === "retry" || answer === "unavailable") return "unavailable";
      if (answer.success === true) return !answer.action || answer.action === action ? "passed" : "failed";
      const codes = answer["error-codes"] ?? [];
      if (codes.some((code) => OUR_FAULT.has(code))) {
        console.error("Turnstile siteverify: our configuration or Cloudflare", codes);
        return "unavailable";
      }
      return "failed";
    },
  };
}
