// What the browser is told about a site's captcha: provider and public key, or nothing.
import { describe, expect, it } from "vitest";
import { captchaProps } from "../../worker/forms/captcha-props";
import { publicForm } from "../../worker/forms/public-form";
import { formDefinition } from "../../worker/forms/field-types";
import { demoContactForm } from "../../worker/seed/demo-forms";

describe("captchaProps", () => {
  it.each([
    [{}, null],
    [{ siteKey: "" }, null],
    [{ siteKey: "k1" }, { provider: "recaptcha-enterprise", siteKey: "k1" }],
    [
      { siteKey: "k2", provider: "turnstile" },
      { provider: "turnstile", siteKey: "k2" },
    ],
    [
      { siteKey: "k3", provider: "something-else" },
      { provider: "recaptcha-enterprise", siteKey: "k3" },
    ],
  ])("%j -> %j", (captchaSettings, expected) => {
    expect(captchaProps({ captchaSettings })).toEqual(expected);
  });
});

describe("publicForm", () => {
  it("keeps what the block shows and drops the owner's notification address", () => {
    const form = formDefinition.parse(demoContactForm);
    const shown = publicForm(form);
    expect(shown).not.toHaveProperty("notifyEmail");
    expect(shown.fields).toEqual(form.fields);
    expect(shown.submissionText).toBe(form.submissionText);
  });
});
