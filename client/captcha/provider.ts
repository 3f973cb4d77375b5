// One captcha widget in one container, whichever the provider (reCAPTCHA Enterprise v3 or
// Turnstile): rendered once, asked for a token per submission, reset after a failure.
import type { CaptchaAction } from "../../worker/forms/captcha-props";

export interface CaptchaWidget {
  /** A token for this submission, or null when the provider gave none (spec section 8). */
  token(action: CaptchaAction): Promise<string | null>;
  reset(): void;
}

export type RenderWidget = (container: HTMLElement, siteKey: string) => Promise<CaptchaWidget>;
