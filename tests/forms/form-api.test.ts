// The form block's calls against the seeded Contact form (spec sections 5, 7, 8).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { MAX_SUBMISSIONS_PER_WINDOW } from "../../worker/db/forms";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { Visitor } from "../worker/helpers";
import { installCaptchaFake } from "./captcha-fake";
import { CONTACT_ANSWERS } from "./contact-answers";

const KEY = "/api/form/FormSubmissionKey";
const SAVE = "/api/form/SaveFormSubmission";
const VALIDATE = `/api/rest/forms/validate/${DEMO_CONTACT_FORM_ID}`;

const answers = { ...CONTACT_ANSWERS, utm_source: "newsletter" };

let ip = 0;
/** Each test its own client address, so the rate limit of one does not reach another. */
const client = () => ({ "cf-connecting-ip": `203.0.113.${++ip}` });

async function keyFor(visitor: Visitor): Promise<string> {
  const res = await visitor.post(KEY, "");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { key: string } };
  return body.data.key;
}

const submissions = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM form_submissions").first<{ n: number }>())!.n;

describe("GET /api/template/GetTemplateSchema", () => {
  it("answers the form block's field types with their options", async () => {
    const res = await new Visitor().fetch("/api/template/GetTemplateSchema?type=form");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      type: string;
      fieldTypes: { type: string; subValues?: string[]; options: any }[];
    };
    expect(body.type).toBe("form");
    expect(body.fieldTypes.map((f) => f.type)).toEqual([
      "date",
      "name",
      "time",
      "address",
      "checkbox",
      "likert",
      "radio",
      "select",
      "phone",
      "plain",
      "section",
      "text",
      "textarea",
      "email",
      "currency",
      "number",
      "website",
      "password",
      "hidden",
    ]);
    const checkbox = body.fieldTypes.find((f) => f.type === "checkbox")!;
    expect(checkbox.options.properties.options.type).toBe("array");
    expect(body.fieldTypes.find((f) => f.type === "phone")!.subValues).toEqual([
      "Country",
      "Area Code",
      "Prefix",
      "Line",
    ]);
  });

  it("refuses another type or none", async () => {
    const res = await new Visitor().fetch("/api/template/GetTemplateSchema?type=gallery");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No template schema for type 'gallery'." });
    expect((await new Visitor().fetch("/api/template/GetTemplateSchema")).status).toBe(400);
  });
});

describe("POST /api/rest/forms/validate/{formId}", () => {
  it("answers {} for valid answers", async () => {
    const res = await new Visitor().post(VALIDATE, answers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it("answers each field's error keyed by field id", async () => {
    const res = await new Visitor().post(VALIDATE, {
      email: "ada(at)example",
      message: "x".repeat(501),
      topic: "",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "One or more fields is invalid, please check your entries.",
      errors: {
        name: "Required",
        email: "Email is not valid. Email addresses should follow the format name@example.com.",
        topic: "Required",
        message: "You have exceeded the character limit.",
      },
    });
  });

  it("answers 404 'This form has not been configured yet.' for a form the site does not have", async () => {
    for (const id of ["form_nope", "bad%20id"]) {
      const res = await new Visitor().post(`/api/rest/forms/validate/${id}`, answers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "This form has not been configured yet." });
    }
  });

  it("refuses a body that is not an object of answers", async () => {
    const res = await new Visitor().post(VALIDATE, ["a"]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Could not parse the form fields, please check your entries.",
    });
  });
});

describe("POST /api/form/FormSubmissionKey and SaveFormSubmission", () => {
  it("gives a key, then stores the submission with its shaped values and queues the owner's email", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const res = await visitor.post(
      SAVE,
      {
        formId: DEMO_CONTACT_FORM_ID,
        key,
        form: JSON.stringify(answers),
        pagePath: "/contact",
        pageTitle: "Contact",
      },
      client(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    const row = await env.DB.prepare(
      'SELECT id, form_id, "values", page_event FROM form_submissions ORDER BY created_on DESC',
    ).first<{ id: string; form_id: string; values: string; page_event: string }>();
    expect(row!.form_id).toBe(DEMO_CONTACT_FORM_ID);
    const values = JSON.parse(row!.values);
    expect(values.phone).toEqual(["", "555", "010", "4477"]);
    expect(values.address).toEqual(["", "", "", "", "", ""]);
    expect(values.utm_source).toBe("newsletter");
    expect(values).not.toHaveProperty("orderDetails"); // a section has no value
    expect(JSON.parse(row!.page_event)).toEqual({ pagePath: "/contact", pageTitle: "Contact" });

    const email = await env.DB.prepare(
      'SELECT "to", subject, text_body, status FROM email_outbox WHERE idempotency_key = ?',
    )
      .bind(`form-submission:${row!.id}`)
      .first<{ to: string; subject: string; text_body: string; status: string }>();
    expect(email).toMatchObject({
      to: "owner@demo.atelier.test",
      subject: "New submission to Contact on Atelier Supply Co.",
      status: "pending",
    });
    expect(email!.text_body).toContain("Name: Ada, Lovelace");
  });

  it("takes a key once", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    const body = { formId: DEMO_CONTACT_FORM_ID, key, form: JSON.stringify(answers) };
    const headers = client();
    expect((await visitor.post(SAVE, body, headers)).status).toBe(200);
    const before = await submissions();
    const again = await visitor.post(SAVE, body, headers);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: "Error processing form submission. Please reload and try again.",
    });
    expect(await submissions()).toBe(before);
  });

  it("refuses an expired key, a made-up key and another visitor's key", async () => {
    const visitor = new Visitor();
    const expired = await keyFor(visitor);
    await env.DB.prepare("UPDATE form_submission_keys SET expires_at = ? WHERE key = ?")
      .bind(Date.now() - 1, expired)
      .run();
    const someoneElses = await keyFor(new Visitor());
    const before = await submissions();
    for (const key of [expired, "f".repeat(48), someoneElses]) {
      const res = await visitor.post(
        SAVE,
        { formId: DEMO_CONTACT_FORM_ID, key, form: JSON.stringify(answers) },
        client(),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Error processing form submission. Please reload and try again.",
      });
    }
    expect(await submissions()).toBe(before);
  });

  it("answers field errors without spending the key, so the corrected form goes through with it", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    const headers = client();
    const before = await submissions();
    const bad = await visitor.post(
      SAVE,
      { formId: DEMO_CONTACT_FORM_ID, key, form: JSON.stringify({ ...answers, topic: "" }) },
      headers,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "One or more fields is invalid, please check your entries.",
      errors: { topic: "Required" },
    });
    expect(await submissions()).toBe(before);
    const good = await visitor.post(
      SAVE,
      { formId: DEMO_CONTACT_FORM_ID, key, form: JSON.stringify(answers) },
      headers,
    );
    expect(good.status).toBe(200);
    expect(await submissions()).toBe(before + 1);
  });

  it("refuses form text that is not JSON of answers", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    for (const form of ["{", "[1,2]", "null", "42"]) {
      const res = await visitor.post(SAVE, { formId: DEMO_CONTACT_FORM_ID, key, form }, client());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Could not parse the form fields, please check your entries.",
      });
    }
  });

  it("answers 404 for a form the site does not have", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    const res = await visitor.post(SAVE, { formId: "form_missing", key, form: "{}" }, client());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "This form has not been configured yet." });
  });

  it("answers 429 once a client has made too many attempts on a form", async () => {
    const visitor = new Visitor();
    const headers = client();
    const body = { formId: DEMO_CONTACT_FORM_ID, key: "x", form: "{" };
    for (let i = 0; i < MAX_SUBMISSIONS_PER_WINDOW; i++)
      expect((await visitor.post(SAVE, body, headers)).status).toBe(400);
    const limited = await visitor.post(SAVE, body, headers);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: "Unable to submit form. Submission rate limit exceeded. Please try again later.",
    });
    // Another client is not affected.
    expect((await visitor.post(SAVE, body, client())).status).toBe(400);
  });

  it("refuses a submission without the crumb", async () => {
    const visitor = new Visitor();
    const key = await keyFor(visitor);
    const res = await visitor.post(
      SAVE,
      { formId: DEMO_CONTACT_FORM_ID, key, form: "{}" },
      { "x-csrf-token": "0".repeat(32) },
    );
    expect(res.status).toBe(403);
  });
});

describe("a site with a captcha key", () => {
  const origin = "http://captcha.localhost";
  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO websites (id, identifier, title, captcha_site_key) VALUES ('site_captcha', 'captcha', 'Captcha', 'site-key')",
      ),
      env.DB.prepare(
        "INSERT INTO website_hosts (host, website_id) VALUES ('captcha.localhost', 'site_captcha')",
      ),
      env.DB.prepare(
        "INSERT INTO forms (id, website_id, definition) VALUES ('form_guarded', 'site_captcha', ?)",
      ).bind(JSON.stringify({ name: "Guarded", useCaptcha: true, fields: [{ id: "q", type: "text" }] })),
    ]);
  });

  it("answers 'Complete CAPTCHA before submitting.' without a token, and stores with one", async () => {
    // The provider is the local fake (tests/forms/captcha.test.ts covers both providers).
    installCaptchaFake({ token: { action: "form_block" } });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const visitor = new Visitor(origin);
    const key = await keyFor(visitor);
    const before = await submissions();
    const res = await visitor.post(SAVE, { formId: "form_guarded", key, form: '{"q":"hi"}' }, client());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Complete CAPTCHA before submitting." });
    expect(await submissions()).toBe(before);
    const ok = await visitor.post(
      SAVE,
      { formId: "form_guarded", key, form: '{"q":"hi"}', captchaKey: "token" },
      client(),
    );
    expect(ok.status).toBe(200);
    expect(await submissions()).toBe(before + 1);
  });
});
