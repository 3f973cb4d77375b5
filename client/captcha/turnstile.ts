// Cloudflare Turnstile, rendered explicitly; it runs only when the block asks for a token and
// shows itself only if the visitor must interact.
import { CAPTCHA_NO_SITE_KEY, CAPTCHA_NOT_SET_UP } from "../../worker/forms/messages";
import { stillOnPage } from "./still-on-page";
import type { RenderWidget } from "./provider";
import { loadScript } from "./script";

export const TURNSTILE_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(widgetId: string, options?: Record<string, unknown>): void;
  reset(widgetId: string): void;
}

const turnstile = () => (globalThis as { turnstile?: Turnstile }).turnstile;

export const renderTurnstile: RenderWidget = async (container, siteKey) => {
  if (!siteKey) throw new Error(CAPTCHA_NO_SITE_KEY);
  await loadScript(TURNSTILE_SRC);
  stillOnPage(container);
  const api = turnstile();
  if (!api) throw new Error(CAPTCHA_NOT_SET_UP);
  let settle: ((token: string | null) => void) | undefined;
  const widgetId = api.render(container, {
    sitekey: siteKey,
    execution: "execute",
    appearance: "interaction-only",
    callback: (token: string) => settle?.(token || null),
    "error-callback": () => settle?.(null),
    "expired-callback": () => settle?.(null),
  });
  return {
    token(action) {
      return new Promise((resolve) => {
        settle = (token) => {
          settle = undefined;
          resolve(token);
        };
        try {
          api.execute(widgetId, { action });
        } catch {
          settle(null);
        }
      });
    },
    reset: () => api.reset(widgetId),
  };
};
