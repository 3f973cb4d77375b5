// The form block posted without script (POST /forms/{formId}, form-encoded): the same checks and
// messages as its JSON calls, answered with a page a visitor reads.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ENABLE_COOKIES, SESSION_EXPIRED } from "../../worker/commerce/messages";
import {
  CAPTCHA_NEEDS_SCRIPT,
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_NOT_CONFIGURED,
  FORM_UPDATE_MISSING,
  REQUIRED,
} from "../../worker/forms/messages";
import { DEMO_CONTACT_FORM_ID } from "../../worker/seed/demo-forms";
import { ORIGIN, Visitor } from "../worker/helpers";

const POST = `/forms/${DEMO_CONTACT_FORM_ID}`;
const SUBMISSION_TEXT = "Thank you! We will get back to you within two working days.";

let ip = 0;
/** Each test its own client address, so the rate limit of one does not reach another. */
const client = () => `198.51.100.${++ip}`;

/** A browser's post of a form on this site's /contact page, without script. */
function post(visitor: Visitor, fields: [string, string][], path = POST, origin = ORIGIN) {
  return visitor.fetch(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      referer: `${ORIGIN}/contact`,
      "cf-connecting-ip": client(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const submissions = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM form_submissions").first<{ n: number }>())!.n;

/** The text of the element with `cls` right after field `id`'s markup (its error line). */
const fieldError = (html: string, id: string) =>
  new RegExp(`data-field-id="${id}"[\\s\\S]*?class="form-field-error"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("POST /forms/{formId} without script", () => {
  it("answers an empty form with the page again: 'Required' by each required field, the banners and the update text", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/contact");
    const before = await submissions();
    const res = await post(visitor, [["email", "ada@example.com"]]);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(fieldError(html, "name")).toBe(REQUIRED);
    expect(fieldError(html, "topic")).toBe(REQUIRED);
    expect(fieldError(html, "message")).toBe(REQUIRED);
    expect(html).toContain(`<p class="form-block-error" role="alert">${FORM_UPDATE_MISSING}</p>`);
    expect(html).toContain(FORM_BANNER_ABOVE);
    expect(html).toContain(FORM_BANNER_BELOW);
    // What the visitor typed is in the form again.
    expect(html).toMatch(/name="email"[^>]*value="ada@example.com"/);
    expect(await submissions()).toBe(before);
  });

  it("stores the answers in the JSON call's shapes and shows the submission text", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/contact");
    const before = await submissions();
    const res = await post(visitor, [
      ["name.0", "Ada"],
      ["name.1", "Lovelace"],
      ["email", "ada@example.com"],
      ["phone.0", "555"],
      ["phone.1", "010"],
      ["phone.2", "4477"],
      ["topic", "Order"],
      ["interests", "Ceramics"],
      ["interests", "Textiles"],
      ["satisfaction.0", "Agree"],
      ["message", "Where is my mug?"],
    ]);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<div class="form-submission-text" role="status">${SUBMISSION_TEXT}</div>`);
    expect(await submissions()).toBe(before + 1);
    const row = await env.DB.prepare(
      'SELECT "values" AS v, page_event AS p FROM form_submissions ORDER BY rowid DESC LIMIT 1',
    ).first<{ v: string; p: string }>();
    expect(JSON.parse(row!.v)).toMatchObject({
      name: ["Ada", "Lovelace"],
      email: "ada@example.com",
      phone: ["", "555", "010", "4477"],
      topic: "Order",
      interests: ["Ceramics", "Textiles"],
      satisfaction: { Delivery: ["Agree"] },
      message: "Where is my mug?",
    });
    expect(JSON.parse(row!.p)).toMatchObject({ pagePath: "/contact" });
  });

  it("refuses a post from another site, and one without the crumb cookie, storing nothing", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/contact");
    const before = await submissions();
    const foreign = await post(visitor, [["email", "ada@example.com"]], POST, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain(SESSION_EXPIRED);
    const cookieless = await new Visitor().worker.fetch(
      new Request(ORIGIN + POST, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: "email=ada%40example.com",
      }),
    );
    expect(cookieless.status).toBe(403);
    expect(await cookieless.text()).toContain(ENABLE_COOKIES);
    expect(await submissions()).toBe(before);
  });

  it("says so for a form the site does not have", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/contact");
    const res = await post(visitor, [], "/forms/form_missing");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(FORM_NOT_CONFIGURED);
  });
});

describe("a form with a captcha, without script", () => {
  const origin = "http://nojs-captcha.localhost";
  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO websites (id, identifier, title, captcha_site_key) VALUES ('site_nojs_captcha', 'nojs-captcha', 'Captcha', 'site-key')",
      ),
      env.DB.prepare(
        "INSERT INTO website_hosts (host, website_id) VALUES ('nojs-captcha.localhost', 'site_nojs_captcha')",
      ),
      env.DB.prepare(
        "INSERT INTO forms (id, website_id, definition) VALUES ('form_guarded_nojs', 'site_nojs_captcha', ?)",
      ).bind(JSON.stringify({ name: "Guarded", useCaptcha: true, fields: [{ id: "q", type: "text" }] })),
    ]);
  });

  it("cannot pass the captcha: says it needs JavaScript and stores nothing", async () => {
    const visitor = new Visitor(origin);
    await visitor.fetch("/");
    const before = await submissions();
    const res = await post(visitor, [["q", "hi"]], "/forms/form_guarded_nojs", origin);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(CAPTCHA_NEEDS_SCRIPT);
    expect(await submissions()).toBe(before);
  });
});

describe("the form block's hidden fields, without script", () => {
  const hiddenValue = (html: string, name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

  it("are filled from the page URL's query in the page's HTML, so a post made without script carries them", async () => {
    const visitor = new Visitor();
    const tagged = await (await visitor.fetch("/contact?utm_source=spring%20letter&other=1")).text();
    expect(hiddenValue(tagged, "utm_source")).toBe("spring letter");
    const plain = await (await visitor.fetch("/contact")).text();
    expect(hiddenValue(plain, "utm_source")).toBe("direct");
  });
});
