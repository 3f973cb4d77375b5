// The blocks' captcha (spec sections 4, 7, 8): nothing is loaded until a field of the block gets
// focus; then the provider's script loads and its widget renders once into the block's container,
// whose badge shows from then on. Each submission asks for a token (sent as captchaKey); a failed
// submission resets the widget.
import type { CaptchaAction } from "../../worker/forms/captcha-props";
import type { CaptchaProps } from "../../worker/forms/captcha-props";
import { CAPTCHA_RENDER_FAILED } from "../../worker/forms/messages";
import type { CaptchaWidget, RenderWidget } from "./provider";
import { renderRecaptchaEnterprise } from "./recaptcha-enterprise";
import { renderTurnstile } from "./turnstile";

const RENDERERS: Record<NonNullable<CaptchaProps>["provider"], RenderWidget> = {
  "recaptcha-enterprise": renderRecaptchaEnterprise,
  turnstile: renderTurnstile,
};

/** One widget per container, however often a block asks (re-renders, repeated focus). */
const widgets = new WeakMap<HTMLElement, Promise<CaptchaWidget | null>>();

/** Renders the widget into `container` once; null (logged) when it cannot be. */
export function mountCaptcha(props: NonNullable<CaptchaProps>, container: HTMLElement) {
  let widget = widgets.get(container);
  if (!widget) {
    widget = RENDERERS[props.provider](container, props.siteKey).catch((error: unknown) => {
      console.warn(CAPTCHA_RENDER_FAILED, error);
      widgets.delete(container);
      return null;
    });
    widgets.set(container, widget);
  }
  return widget;
}

/** A token for one submission: null when the site has no captcha, or the provider gave none. */
export async function captchaToken(
  props: CaptchaProps,
  container: HTMLElement | null,
  action: CaptchaAction,
): Promise<string | null> {
  if (!props || !container) return null;
  const widget = await mountCaptcha(props, container);
  return widget ? widget.token(action) : null;
}

export function resetCaptcha(props: CaptchaProps, container: HTMLElement | null): void {
  if (!props || !container) return;
  void widgets.get(container)?.then((widget) => widget?.reset());
}
