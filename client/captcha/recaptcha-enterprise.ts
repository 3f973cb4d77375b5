// reCAPTCHA Enterprise v3, rendered explicitly and invisibly with its badge inline in the block's
// container (so the block decides when the badge shows).
import { CAPTCHA_NO_SITE_KEY, CAPTCHA_NOT_SET_UP } from "../../worker/forms/messages";
import { stillOnPage } from "./still-on-page";
import type { RenderWidget } from "./provider";
import { loadScript } from "./script";

export const RECAPTCHA_ENTERPRISE_SRC = "https://www.google.com/recaptcha/enterprise.js?render=explicit";

interface Enterprise {
  ready(cb: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widgetId: number, options: { action: string }): Promise<string>;
  reset(widgetId: number): void;
}

const enterprise = () => (globalThis as { grecaptcha?: { enterprise?: Enterprise } }).grecaptcha?.enterprise;

export const renderRecaptchaEnterprise: RenderWidget = async (container, siteKey) => {
  if (!siteKey) throw new Error(CAPTCHA_NO_SITE_KEY);
  await loadScript(RECAPTCHA_ENTERPRISE_SRC);
  stillOnPage(container);
  const api = enterprise();
  if (!api) throw new Error(CAPTCHA_NOT_SET_UP);
  await new Promise<void>((resolve) => api.ready(resolve));
  const widgetId = api.render(container, { sitekey: siteKey, size: "invisible", badge: "inline" });
  return {
    async token(action) {
      try {
        return (await api.execute(widgetId, { action })) || null;
      } catch {
        return null;
      }
    },
    reset: () => api.reset(widgetId),
  };
};
