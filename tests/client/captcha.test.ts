// The captcha loader's developer messages (spec section 8): a missing site key, a provider whose
// script defines nothing, a container gone before the widget renders; a widget that cannot render
// is logged with 'Error rendering captcha into node' and the block carries on without a token.
import { afterEach, describe, expect, it, vi } from "vitest";
import { captchaToken } from "../../client/captcha";
import { renderRecaptchaEnterprise } from "../../client/captcha/recaptcha-enterprise";
import { renderTurnstile } from "../../client/captcha/turnstile";
import {
  CAPTCHA_DOCUMENT_DESTROYED,
  CAPTCHA_NO_SITE_KEY,
  CAPTCHA_NOT_SET_UP,
  CAPTCHA_RENDER_FAILED,
} from "../../worker/forms/messages";

/** A document whose scripts "load" at once, recording what was asked for. */
function fakeDocument() {
  const loaded: string[] = [];
  const document = {
    createElement: () => ({ src: "", async: false, onload: null as null | (() => void), onerror: null }),
    head: {
      append(script: { src: string; onload: (() => void) | null }) {
        loaded.push(script.src);
        queueMicrotask(() => script.onload?.());
      },
    },
  };
  vi.stubGlobal("document", document);
  return loaded;
}

afterEach(() => vi.unstubAllGlobals());

const container = (isConnected = true) => ({ isConnected }) as unknown as HTMLElement;

describe.each([
  ["reCAPTCHA Enterprise", renderRecaptchaEnterprise, "recaptcha/enterprise.js"],
  ["Turnstile", renderTurnstile, "turnstile/v0/api.js"],
])("%s", (_name, render, script) => {
  it("refuses a missing site key before loading anything", async () => {
    const loaded = fakeDocument();
    await expect(render(container(), "")).rejects.toThrow(CAPTCHA_NO_SITE_KEY);
    expect(loaded).toEqual([]);
  });

  it("says the provider is not set up when its script defines nothing", async () => {
    const loaded = fakeDocument();
    await expect(render(container(), "site-key")).rejects.toThrow(CAPTCHA_NOT_SET_UP);
    expect(loaded.some((src) => src.includes(script))).toBe(true);
  });

  it("refuses a container that left the page while the script loaded", async () => {
    fakeDocument();
    await expect(render(container(false), "site-key")).rejects.toThrow(CAPTCHA_DOCUMENT_DESTROYED);
  });
});

describe("captchaToken", () => {
  it("logs a widget that cannot render and answers no token", async () => {
    fakeDocument();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const props = { provider: "turnstile" as const, siteKey: "site-key" };
    expect(await captchaToken(props, container(), "form_block")).toBeNull();
    expect(warn).toHaveBeenCalledWith(CAPTCHA_RENDER_FAILED, expect.any(Error));
    warn.mockRestore();
  });

  it("answers no token, and loads nothing, for a site without a captcha", async () => {
    const loaded = fakeDocument();
    expect(await captchaToken(null, container(), "form_block")).toBeNull();
    expect(loaded).toEqual([]);
  });
});
