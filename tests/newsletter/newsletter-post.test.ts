// The newsletter block posted without script (POST /newsletter/subscribe, form-encoded): the same
// sign-up as the block's JSON call, answered with a page holding the block and the island's words:
// the address's message by the field, or the block's success text.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ENABLE_COOKIES, SESSION_EXPIRED } from "../../worker/commerce/messages";
import { EMAIL_NOT_VALID, REQUIRED } from "../../worker/forms/messages";
import { NEWSLETTER_DEFAULT_SUCCESS } from "../../worker/newsletter/messages";
import { ORIGIN, Visitor } from "../worker/helpers";

let ip = 0;
const BLOCK = [
  ["title", "Letters from the studio"],
  ["description", "Once a month."],
  ["buttonText", "Sign Up"],
  ["successText", ""],
];

function post(visitor: Visitor, email: string, headers: Record<string, string> = { origin: ORIGIN }) {
  return visitor.fetch("/newsletter/subscribe", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `203.0.113.${++ip}`,
      ...headers,
    },
    body: new URLSearchParams([["email", email], ...BLOCK]).toString(),
  });
}

const subscriber = (email: string) =>
  env.DB.prepare("SELECT status, source FROM newsletter_subscribers WHERE email_key = ?")
    .bind(email.toLowerCase())
    .first<{ status: string; source: string }>();
const fieldError = (html: string) => /<p class="form-field-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe("POST /newsletter/subscribe without script", () => {
  it("signs the address up as the JSON call does and answers the block's success text", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/");
    const res = await post(visitor, " letters-no-script@example.com ");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(`<p class="newsletter-success" role="status">${NEWSLETTER_DEFAULT_SUCCESS}</p>`);
    expect(html).toContain("Letters from the studio");
    expect(await subscriber("letters-no-script@example.com")).toEqual({
      status: "pending",
      source: "newsletter-block",
    });
  });

  it("answers 'Required' or the email message by the field for a blank or malformed address", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/");
    const blank = await post(visitor, "  ");
    expect(blank.status).toBe(400);
    const blankHtml = await blank.text();
    expect(fieldError(blankHtml)).toBe(REQUIRED);
    expect(blankHtml).not.toContain("newsletter-success");
    const bad = await post(visitor, "ada@example");
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(fieldError(badHtml)).toBe(EMAIL_NOT_VALID);
    expect(badHtml).toContain('value="ada@example"');
    expect(await subscriber("ada@example")).toBeNull();
  });

  it("refuses another site's post and a post without the crumb cookie, signing no one up", async () => {
    const foreign = new Visitor();
    await foreign.fetch("/");
    const forged = await post(foreign, "forged-letters@example.com", { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(SESSION_EXPIRED);
    const cookieless = await new Visitor().worker.fetch(
      new Request(`${ORIGIN}/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: "email=cookieless-letters%40example.com",
      }),
    );
    expect(cookieless.status).toBe(403);
    expect(await cookieless.text()).toContain(ENABLE_COOKIES);
    expect(await subscriber("forged-letters@example.com")).toBeNull();
    expect(await subscriber("cookieless-letters@example.com")).toBeNull();
  });

  it("answers a malformed or oversized body with a 4xx page, never a 5xx", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/");
    for (const body of ["%%%", "email=%E0%A4%A", "", "email=" + "a".repeat(5000)]) {
      const res = await visitor.fetch("/newsletter/subscribe", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body,
      });
      expect(res.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 20)).toBeLessThan(500);
    }
    const huge = await visitor.fetch("/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: "email=" + "a".repeat(3 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });
});
