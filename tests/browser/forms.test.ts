// The form block, the newsletter block and the restock form in Chromium (spec sections 4, 5, 7,
// 8): each state and each message word for word, against the built worker.
import axe from "axe-core";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  CHARACTER_LIMIT_EXCEEDED,
  COMPLETE_CAPTCHA,
  EMAIL_NOT_VALID,
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_FIELDS_UNPARSABLE,
  FORM_KEY_UNAVAILABLE,
  FORM_NOT_CONFIGURED,
  FORM_PROCESSING_FAILED,
  FORM_RATE_LIMITED,
  FORM_UNABLE_TO_SEND,
  FORM_UNABLE_TO_SUBMIT,
  FORM_UNKNOWN_ERROR,
  FORM_UPDATE_MISSING,
  LIKERT_MISSING_QUESTION,
  REQUIRED,
} from "../../worker/forms/messages";
import { rewriteIslandProps } from "../../worker/pages/island-marker";
import { useBrowser } from "./browser";
import { freshPage, openPage } from "./pages";

const { browser, store } = useBrowser();

const SAVE = "**/api/form/SaveFormSubmission";
const KEY = "**/api/form/FormSubmissionKey";
const SUBMISSION_TEXT = "Thank you! We will get back to you within two working days.";

/** Rewrites the Contact page's FormBlock props (as an owner's settings would) before the browser sees it. */
const withFormProps =
  (edit: (props: { formId: string; form: Record<string, any>; captcha: unknown }) => void) =>
  (html: string) =>
    rewriteIslandProps(html, "FormBlock", edit);

/** The Contact page as a visitor opens it: the test acts at once, as a visitor would. */
const openContact = (path = "/contact", rewrite?: (html: string) => string): Promise<Page> =>
  openPage(browser(), `${store()}${path}`, rewrite ? { rewrite } : {});

/** Closes a page, dropping its routes first so none answers into a closed page. */
async function close(page: Page) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.close();
}

const field = (page: Page, id: string) => page.locator(`[data-field-id="${id}"]`);
const fieldError = (page: Page, id: string) => field(page, id).locator(".form-field-error").innerText();

async function fillRequired(page: Page) {
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await field(page, "email").locator("input").fill("ada@example.com");
  await field(page, "topic").locator("select").selectOption("Workshop");
  await field(page, "message").locator("textarea").fill("Is there room on the March dye workshop?");
}

/** The form's failure as the visitor reads it: the message under the button and both banners. */
async function expectFailure(page: Page, message: string) {
  await expect.poll(() => page.locator(".form-block-error").innerText(), { timeout: 10_000 }).toBe(message);
  expect(await page.locator(".form-banner-above").innerText()).toBe(FORM_BANNER_ABOVE);
  expect(await page.locator(".form-banner-below").innerText()).toBe(FORM_BANNER_BELOW);
  // Unlocked: the button reads its own text again and the fields take input.
  expect(await page.locator(".form-submit").innerText()).toBe("Send");
  expect(await field(page, "email").locator("input").isEnabled()).toBe(true);
}

describe("the form block on the Contact page", () => {
  it("renders every field accessibly: labels, fieldsets with legends, errors tied with aria-describedby", async () => {
    const page = await openContact();
    expect(await page.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("group", { name: "Name (required)" }).count()).toBe(1);
    expect(await page.getByRole("group", { name: "How did we do?" }).count()).toBe(1);
    expect(await page.getByRole("radiogroup", { name: "Reply by" }).count()).toBe(1);
    expect(await page.getByRole("combobox", { name: "Topic (required)" }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Message (required)" }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "How did you hear about us?" }).count()).toBe(1);
    await page.locator(".form-submit").click();
    const email = field(page, "email").locator("input");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const errorId = await field(page, "email").locator(".form-field-error").getAttribute("id");
    expect(await email.getAttribute("aria-describedby")).toContain(errorId);
    // axe-core finds nothing serious with the errors and banners showing.
    await page.evaluate(axe.source);
    const severe = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ["violations"],
      });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(severe).toEqual([]);
    await close(page);
  });

  it("checks locally first: Required, the email message, the survey message; banners and the update text", async () => {
    // The owner's setting and what the server renders for it (the visitor may act before hydration).
    const requireSurvey = (html: string) =>
      withFormProps(({ form }) => {
        form.fields.find((f: { id: string }) => f.id === "satisfaction").required = true;
      })(html).replace(
        "<legend>How did we do?</legend>",
        '<legend>How did we do?<span class="form-field-required"> (required)</span></legend>',
      );
    const page = await openContact("/contact", requireSurvey);
    const serverCalls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      // The page's own visit count (census) may still be on its way; the form's calls may not.
      if (path.startsWith("/api/") && !path.startsWith("/api/census/")) serverCalls.push(path);
    });
    await page.locator(".form-submit").click();
    await expectFailure(page, FORM_UPDATE_MISSING);
    for (const id of ["name", "email", "topic", "message"]) expect(await fieldError(page, id)).toBe(REQUIRED);
    expect(await fieldError(page, "satisfaction")).toBe(LIKERT_MISSING_QUESTION);
    expect(await field(page, "phone").locator(".form-field-error").count()).toBe(0);

    await field(page, "email").locator("input").fill("ada@example");
    await page.getByRole("group", { name: "Delivery" }).getByLabel("Agree", { exact: true }).check();
    await page.locator(".form-submit").click();
    await expect.poll(() => fieldError(page, "email")).toBe(EMAIL_NOT_VALID);
    expect(await fieldError(page, "satisfaction")).toBe(LIKERT_MISSING_QUESTION);
    // Nothing left the browser: the local check stops a form with errors.
    expect(serverCalls).toEqual([]);
    await close(page);
  });

  it("counts the textarea 'n / max' and takes the error style over the limit", async () => {
    const page = await openContact();
    const counter = field(page, "message").locator(".form-field-counter");
    const textarea = field(page, "message").locator("textarea");
    expect(await counter.innerText()).toBe("0 / 500");
    await textarea.fill("Hello there");
    await expect.poll(() => counter.innerText()).toBe("11 / 500");
    expect(await counter.getAttribute("class")).not.toContain("form-field-counter-error");
    await textarea.fill("x".repeat(501));
    await expect.poll(() => counter.innerText()).toBe("501 / 500");
    expect(await counter.getAttribute("class")).toContain("form-field-counter-error");
    expect(await fieldError(page, "message")).toBe(CHARACTER_LIMIT_EXCEEDED);
    const color = () => counter.evaluate((el) => getComputedStyle(el).color);
    expect(await color()).toBe("rgb(179, 38, 30)");
    await textarea.fill("x".repeat(500));
    await expect.poll(() => counter.innerText()).toBe("500 / 500");
    expect(await counter.getAttribute("class")).not.toContain("form-field-counter-error");
    expect(await field(page, "message").locator(".form-field-error").count()).toBe(0);
    await close(page);
  });

  it("validates on the server, takes a key, saves once while 'Submitting…', then shows the text and runs the post-submit HTML", async () => {
    const withScript = withFormProps(({ form }) => {
      form.postSubmitHtml +=
        '<script>document.body.dataset.postSubmit = "ran " + document.querySelectorAll(".contact-follow-up").length;</script>';
    });
    // With a script in the owner's post-submit HTML the server relaxes the page's script policy
    // (tests/worker/security-headers.test.ts); the rewritten props stand in for that setting, so
    // the header stands in for that policy too.
    const page = await freshPage(browser());
    const url = `${store()}/contact?utm_source=spring-letter`;
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers["content-security-policy"] = headers["content-security-policy"]!.replace(
        /script-src [^;]*/,
        "script-src 'self' 'unsafe-inline' https:",
      );
      await route.fulfill({ response, headers, body: withScript(await response.text()) });
    });
    await page.goto(url);
    const calls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/form/") || path.startsWith("/api/rest/forms/")) calls.push(path);
    });
    await fillRequired(page);
    await page.getByLabel("Area Code").fill("555");
    await page.getByLabel("Prefix").fill("010");
    await page.getByLabel("Line").fill("1234");
    await page.getByRole("checkbox", { name: "Textiles" }).check();
    await page.getByRole("group", { name: "Packaging" }).getByLabel("Strongly Agree").check();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const saves: Request[] = [];
    await page.route(SAVE, async (route) => {
      saves.push(route.request());
      await held;
      await route.continue();
    });
    const button = page.locator(".form-submit");
    await button.click();
    await expect.poll(() => button.innerText()).toBe("Submitting…");
    await expect.poll(() => saves.length).toBe(1);
    // Further submits are ignored while one is on its way (the button is aria-disabled, so the
    // form is submitted as a script or the Enter key would).
    await page.locator("form.form-block-form").evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await field(page, "subject").locator("input").press("Enter");
    const saved = page.waitForResponse((res) => res.url().endsWith("/api/form/SaveFormSubmission"));
    release();
    expect((await saved).status()).toBe(200);

    await expect.poll(() => page.locator(".form-submission-text").innerText()).toBe(SUBMISSION_TEXT);
    expect(await page.locator("form.form-block-form").count()).toBe(0);
    expect(await page.locator(".contact-follow-up").innerText()).toBe(
      "Meanwhile, have a look around the shop.",
    );
    await expect.poll(() => page.evaluate(() => document.body.dataset.postSubmit)).toBe("ran 1");
    expect(saves).toHaveLength(1);
    expect(calls).toEqual([
      "/api/rest/forms/validate/form_contact",
      "/api/form/FormSubmissionKey",
      "/api/form/SaveFormSubmission",
    ]);
    const body = saves[0]!.postDataJSON() as { formId: string; key: string; form: string; pagePath: string };
    expect(body.formId).toBe("form_contact");
    expect(body.key).toMatch(/^[0-9a-f]{48}$/);
    expect(body.pagePath).toBe("/contact");
    const answers = JSON.parse(body.form);
    expect(answers).toMatchObject({
      name: ["Ada", "Lovelace"],
      email: "ada@example.com",
      // The page URL's query parameter of the hidden field's name wins over its default.
      utm_source: "spring-letter",
      // Without a country code, 3 parts are sent; the worker prepends the empty one.
      phone: ["555", "010", "1234"],
      interests: ["Textiles"],
      satisfaction: { Packaging: ["Strongly Agree"] },
      topic: "Workshop",
    });
    expect(answers).not.toHaveProperty("orderDetails"); // a section has no value
    await close(page);
  });

  it("shows every failure of section 8 word for word and unlocks the form, then succeeds", async () => {
    const page = await openContact();
    await fillRequired(page);
    const cases: [string, number | "abort", unknown, string][] = [
      [SAVE, 401, {}, FORM_UNABLE_TO_SUBMIT],
      [SAVE, 404, {}, FORM_NOT_CONFIGURED],
      [SAVE, 429, {}, FORM_RATE_LIMITED],
      [SAVE, 500, {}, FORM_UNABLE_TO_SEND],
      [SAVE, 400, { error: "That key has already been used." }, "That key has already been used."],
      [SAVE, 400, { message: FORM_FIELDS_UNPARSABLE }, FORM_FIELDS_UNPARSABLE],
      [SAVE, 400, {}, FORM_UNKNOWN_ERROR],
      [SAVE, "abort", {}, FORM_PROCESSING_FAILED],
      [KEY, 500, {}, FORM_KEY_UNAVAILABLE],
    ];
    for (const [path, status, body, message] of cases) {
      await page.route(path, (route) =>
        status === "abort"
          ? route.abort()
          : route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
      );
      await page.locator(".form-submit").click();
      await expectFailure(page, message);
      await page.unroute(path);
    }

    // A 400 with errors puts each message by its field.
    await page.route(SAVE, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "One or more fields is invalid, please check your entries.",
          errors: { email: "This address cannot receive mail." },
        }),
      }),
    );
    await page.locator(".form-submit").click();
    await expectFailure(page, FORM_UPDATE_MISSING);
    expect(await fieldError(page, "email")).toBe("This address cannot receive mail.");
    await page.unroute(SAVE);

    await page.locator(".form-submit").click();
    await expect.poll(() => page.locator(".form-submission-text").innerText()).toBe(SUBMISSION_TEXT);
    await close(page);
  });

  it("says the form has not been configured when the server has no such form (404)", async () => {
    const page = await openContact(
      "/contact",
      withFormProps((props) => (props.formId = "form_gone")),
    );
    await fillRequired(page);
    await page.locator(".form-submit").click();
    await expectFailure(page, FORM_NOT_CONFIGURED);
    await close(page);
  });
});

describe("the form block's captcha", () => {
  const FAKE_RECAPTCHA = `
    window.__captcha = { renders: 0, resets: 0, actions: [] };
    window.grecaptcha = { enterprise: {
      ready(cb) { cb(); },
      render(el, options) {
        window.__captcha.renders++;
        window.__captcha.siteKey = options.sitekey;
        const badge = document.createElement("div");
        badge.className = "grecaptcha-badge";
        badge.textContent = "protected by reCAPTCHA";
        el.appendChild(badge);
        return 7;
      },
      execute(id, { action }) {
        window.__captcha.actions.push(action);
        if (window.__captcha.refuse) return Promise.reject(new Error("no token"));
        return Promise.resolve("token-" + window.__captcha.actions.length);
      },
      reset() { window.__captcha.resets++; },
    } };`;

  it("loads on first focus, shows its badge once rendered once, sends its token as captchaKey and resets on failure", async () => {
    const withCaptcha = (html: string) =>
      withFormProps((props) => {
        props.captcha = { provider: "recaptcha-enterprise", siteKey: "site-key-test" };
        props.form.useCaptcha = true;
      })(html).replace(
        '<button type="submit" class="button form-submit">',
        '<div class="form-captcha" hidden=""></div><button type="submit" class="button form-submit">',
      );
    const page = await openContact("/contact", withCaptcha);
    let scriptLoads = 0;
    await page.route("https://www.google.com/recaptcha/enterprise.js*", (route) => {
      scriptLoads++;
      return route.fulfill({ contentType: "text/javascript", body: FAKE_RECAPTCHA });
    });
    const box = page.locator(".form-captcha");
    expect(await box.isVisible()).toBe(false);
    expect(scriptLoads).toBe(0);

    await page.getByLabel("First Name").focus();
    await expect.poll(() => page.locator(".grecaptcha-badge").isVisible()).toBe(true);
    await page.getByLabel("Last Name").focus();
    await fillRequired(page);
    const captcha = () => page.evaluate(() => (window as any).__captcha);
    expect(await captcha()).toMatchObject({ renders: 1, siteKey: "site-key-test" });
    expect(scriptLoads).toBe(1);

    const sent: string[] = [];
    await page.route(SAVE, (route) => {
      sent.push(route.request().postDataJSON().captchaKey);
      return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    await page.locator(".form-submit").click();
    await expectFailure(page, FORM_UNABLE_TO_SEND);
    expect(sent).toEqual(["token-1"]);
    await expect.poll(async () => (await captcha()).resets).toBe(1);

    // The provider gives no token: nothing is sent, the visitor is asked to complete it.
    await page.evaluate(() => ((window as any).__captcha.refuse = true));
    await page.locator(".form-submit").click();
    await expectFailure(page, COMPLETE_CAPTCHA);
    expect(sent).toEqual(["token-1"]);
    await expect.poll(async () => (await captcha()).resets).toBe(2);
    await page.evaluate(() => ((window as any).__captcha.refuse = false));
    await page.unroute(SAVE);

    const saved = page.waitForRequest((r) => r.url().endsWith("/api/form/SaveFormSubmission"));
    await page.locator(".form-submit").click();
    expect((await saved).postDataJSON().captchaKey).toBe("token-3");
    await expect.poll(() => page.locator(".form-submission-text").innerText()).toBe(SUBMISSION_TEXT);
    expect(await captcha()).toMatchObject({
      renders: 1,
      actions: ["form_block", "form_block", "form_block"],
    });
    await close(page);
  });
});

describe("the newsletter block's captcha (Turnstile)", () => {
  const FAKE_TURNSTILE = `
    window.__turnstile = { renders: 0, resets: 0, actions: [] };
    const callbacks = {};
    window.turnstile = {
      render(el, options) {
        window.__turnstile.renders++;
        window.__turnstile.siteKey = options.sitekey;
        callbacks.ok = options.callback;
        el.appendChild(Object.assign(document.createElement("div"), { className: "cf-turnstile-badge" }));
        return "widget-1";
      },
      execute(id, { action }) {
        window.__turnstile.actions.push(action);
        setTimeout(() => callbacks.ok("ts-token-" + window.__turnstile.actions.length), 10);
      },
      reset() { window.__turnstile.resets++; },
    };`;

  it("renders Turnstile once on focus, sends its token with the newsletter action, resets on failure", async () => {
    const withTurnstile = (html: string) =>
      rewriteIslandProps<{ captcha: unknown }>(
        html,
        "NewsletterBlock",
        (props) => (props.captcha = { provider: "turnstile", siteKey: "ts-site-key" }),
      )
        // The server's rendering with a site key has the (hidden) captcha container too.
        .replace(
          '<button type="submit" class="button">Sign Up',
          '<div class="form-captcha" hidden=""></div><button type="submit" class="button">Sign Up',
        );
    const page = await openPage(browser(), `${store()}/`, { rewrite: withTurnstile });
    let scriptLoads = 0;
    await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js*", (route) => {
      scriptLoads++;
      return route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE });
    });
    // Focus alone wakes the island (a keyboard visitor), and that first focus shows the captcha.
    const block = page.locator('[data-island="NewsletterBlock"]');
    expect(await block.locator(".form-captcha").isVisible()).toBe(false);
    expect(scriptLoads).toBe(0);
    const email = block.getByLabel("Email Address");
    await email.focus();
    await expect.poll(() => block.locator(".cf-turnstile-badge").count()).toBe(1);
    await email.fill(`turnstile-${Date.now()}@example.com`);

    const sent: unknown[] = [];
    await page.route("**/api/newsletter/subscribe", (route) => {
      sent.push(route.request().postDataJSON().captchaKey);
      return route.fulfill({ status: 429, contentType: "application/json", body: "{}" });
    });
    await block.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => block.getByRole("alert").innerText()).toBe(FORM_RATE_LIMITED);
    expect(sent).toEqual(["ts-token-1"]);
    const state = () => page.evaluate(() => (window as any).__turnstile);
    await expect.poll(async () => (await state()).resets).toBe(1);
    expect(await state()).toMatchObject({
      renders: 1,
      siteKey: "ts-site-key",
      actions: ["newsletter_block"],
    });
    expect(scriptLoads).toBe(1);
    await close(page);
  });
});

/** The newest link to `path` in the development mailbox's message to `to`. */
async function mailboxLink(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        await page.goto(`${store()}/dev/mailbox`);
        const article = page.locator("article", { hasText: to }).first();
        if ((await article.count()) === 0) return false;
        const text = await article.locator("pre").innerText();
        link = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  return link!;
}

describe("the newsletter block on the home page", () => {
  it("checks the address, signs up (pending), then confirms through the emailed link and unsubscribes on page 300", async () => {
    const page = await openPage(browser(), `${store()}/`);
    const block = page.locator('[data-island="NewsletterBlock"]');
    const button = block.getByRole("button", { name: "Sign Up" });
    const email = block.getByLabel("Email Address");

    await button.click();
    await expect.poll(() => block.getByRole("alert").innerText()).toBe(REQUIRED);
    await email.fill("reader@example");
    await button.click();
    await expect.poll(() => block.getByRole("alert").innerText()).toBe(EMAIL_NOT_VALID);
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    // Newsletter forms show no banners.
    expect(await page.locator(".form-banner").count()).toBe(0);

    const address = `reader-${Date.now()}@example.com`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/newsletter/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await email.fill(address);
    await button.click();
    await expect.poll(() => block.locator("button").innerText()).toBe("Submitting…");
    expect(await block.getByRole("alert").count()).toBe(0);
    release();
    await expect
      .poll(() => block.locator(".newsletter-success").innerText())
      .toBe("Thank you! Please check your inbox to confirm your subscription.");
    expect(await block.locator("form").count()).toBe(0);

    const confirm = await mailboxLink(page, address, "/newsletter/confirm");
    const unsubscribe = await mailboxLink(page, address, "/newsletter/unsubscribe");
    await page.goto(confirm);
    expect(await page.locator("h1").innerText()).toBe("Subscription confirmed");
    expect(await page.locator(".newsletter-page-text").innerText()).toBe(
      `Thank you! ${address} is now on the Atelier Supply Co. mailing list.`,
    );

    await page.goto(unsubscribe);
    expect(await page.locator("body").getAttribute("data-page-type")).toBe("300");
    expect(await page.locator(".newsletter-page-text").innerText()).toBe(
      `Stop sending emails from Atelier Supply Co. to ${address}?`,
    );
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("You have been unsubscribed");
    expect(await page.locator("body").getAttribute("data-page-type")).toBe("300");
    expect(await page.locator(".newsletter-page-text").innerText()).toBe(
      `You will no longer receive emails from Atelier Supply Co. at ${address}.`,
    );
    await close(page);
  });
});

describe("the restock form on a sold-out product", () => {
  it("blank, invalid, each attempt clearing the last error, then 'Signed up!' with the mailing-list opt-in", async () => {
    const page = await openPage(browser(), `${store()}/shop/stoneware-pour-over-set`);
    const restock = page.locator("form.product-restock");
    await expect.poll(() => restock.count()).toBe(1);
    const signUp = restock.getByRole("button", { name: "Notify Me" });
    const email = restock.getByPlaceholder("Your Email");
    await signUp.click();
    await expect.poll(() => restock.getByRole("alert").innerText()).toBe("Email cannot be blank");
    await email.fill("maker@example");
    await signUp.click();
    await expect.poll(() => restock.getByRole("alert").innerText()).toBe("Email is invalid");

    // Opt-in is off by default for this product (mailingListOptInByDefault false).
    const optIn = restock.getByRole("checkbox");
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    const address = `waiting-${Date.now()}@example.com`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/site-users/account/notifications/restock", async (route) => {
      await held;
      await route.continue();
    });
    await email.fill(address);
    await signUp.click();
    // The new attempt cleared the last error while its call is on its way.
    await expect.poll(() => page.locator(".product-restock-error").count()).toBe(0);
    release();
    await expect.poll(() => page.locator(".product-restock-success").innerText()).toBe("Signed up!");
    expect(await page.locator("form.product-restock").count()).toBe(0);

    // The opt-in joined the mailing list: a confirmation email is on its way.
    await mailboxLink(page, address, "/newsletter/confirm");
    await close(page);
  });
});
