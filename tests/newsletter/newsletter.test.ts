// The newsletter block's call and pages: double opt-in (pending -> confirmed -> unsubscribed),
// the confirmation email through the outbox with its links, the unsubscribe page (type 300).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_SUBMISSIONS_PER_WINDOW } from "../../worker/db/forms";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { EMAIL_NOT_VALID, FIELDS_INVALID, FORM_RATE_LIMITED, REQUIRED } from "../../worker/forms/messages";
import {
  CONFIRM_INVALID,
  CONFIRMED_TITLE,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBED_TITLE,
} from "../../worker/newsletter/messages";
import { Visitor } from "../worker/helpers";

const SUBSCRIBE = "/api/newsletter/subscribe";
let ip = 0;
const client = () => ({ "cf-connecting-ip": `198.51.100.${++ip}` });

const subscriber = (email: string) =>
  env.DB.prepare("SELECT status, token_hash FROM newsletter_subscribers WHERE email_key = ?")
    .bind(email.toLowerCase())
    .first<{ status: string; token_hash: string }>();
const confirmationEmails = async (to: string) =>
  (
    await env.DB.prepare(
      'SELECT text_body, html_body, subject FROM email_outbox WHERE "to" = ? ORDER BY created_on',
    )
      .bind(to)
      .all<{ text_body: string; html_body: string; subject: string }>()
  ).results;
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  expect(match, `${path} link in the email`).not.toBeNull();
  return `${path}?token=${match![1]}`;
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("POST /api/newsletter/subscribe", () => {
  it("refuses a call without the visitor's crumb and stores nothing", async () => {
    const res = await new Visitor().post(
      SUBSCRIBE,
      { email: "nocrumb@example.com" },
      { "x-csrf-token": "forged" },
    );
    expect(res.status).toBe(403);
    expect(await subscriber("nocrumb@example.com")).toBeNull();
  });

  it("answers the email field's own message for a blank or malformed address, storing nothing", async () => {
    const visitor = new Visitor();
    const blank = await visitor.post(SUBSCRIBE, { email: "  " }, client());
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: FIELDS_INVALID, errors: { email: REQUIRED } });
    const bad = await visitor.post(SUBSCRIBE, { email: "ada@example" }, client());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: FIELDS_INVALID, errors: { email: EMAIL_NOT_VALID } });
    const malformed = await visitor.post(SUBSCRIBE, { email: 42 }, client());
    expect(malformed.status).toBe(400);
    expect(await subscriber("ada@example")).toBeNull();
  });

  it("signs up as pending, mails a confirmation link, confirms, then unsubscribes through the page", async () => {
    const visitor = new Visitor();
    const res = await visitor.post(SUBSCRIBE, { email: "Ada@Example.com" }, client());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await subscriber("ada@example.com"))!.status).toBe("pending");
    const [email] = await confirmationEmails("Ada@Example.com");
    expect(email!.subject).toBe("Please confirm your subscription to Atelier Supply Co.");
    const confirm = linkIn(email!.text_body, "/newsletter/confirm");
    const unsubscribe = linkIn(email!.text_body, "/newsletter/unsubscribe");
    expect(email!.html_body).toContain(`href="http://localhost${confirm}"`);

    const confirmed = await visitor.fetch(confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    const page = text(await confirmed.text());
    expect(page).toContain(CONFIRMED_TITLE);
    expect(page).toContain("Thank you! Ada@Example.com is now on the Atelier Supply Co. mailing list.");
    expect((await subscriber("ada@example.com"))!.status).toBe("confirmed");
    // The link again: still confirmed, same page.
    expect((await visitor.fetch(confirm)).status).toBe(200);

    // Signing up again once confirmed sends nothing and answers the same.
    const again = await visitor.post(SUBSCRIBE, { email: "ada@example.com" }, client());
    expect(again.status).toBe(200);
    expect(await confirmationEmails("Ada@Example.com")).toHaveLength(1);
    expect(await confirmationEmails("ada@example.com")).toHaveLength(0);

    // The unsubscribe page (type 300) asks first; the GET changes nothing.
    const ask = await visitor.fetch(unsubscribe);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain('data-page-type="300"');
    expect(text(askHtml)).toContain("Stop sending emails from Atelier Supply Co. to Ada@Example.com?");
    expect((await subscriber("ada@example.com"))!.status).toBe("confirmed");
    const token = new URL(`http://localhost${unsubscribe}`).searchParams.get("token")!;
    const done = await visitor.fetch("/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('data-page-type="300"');
    expect(text(doneHtml)).toContain(UNSUBSCRIBED_TITLE);
    expect(text(doneHtml)).toContain(
      "You will no longer receive emails from Atelier Supply Co. at Ada@Example.com.",
    );
    expect((await subscriber("ada@example.com"))!.status).toBe("unsubscribed");

    // An old confirmation link does not undo the unsubscribe.
    const stale = await visitor.fetch(confirm);
    expect(stale.status).toBe(404);
    expect(text(await stale.text())).toContain(CONFIRM_INVALID);
    expect((await subscriber("ada@example.com"))!.status).toBe("unsubscribed");

    // Signing up again: pending with a new confirmation email; the old links no longer work.
    const back = await visitor.post(SUBSCRIBE, { email: "ada@example.com" }, client());
    expect(back.status).toBe(200);
    expect((await subscriber("ada@example.com"))!.status).toBe("pending");
    const [latest] = await confirmationEmails("ada@example.com");
    expect(linkIn(latest!.text_body, "/newsletter/confirm")).not.toBe(confirm);
    expect((await visitor.fetch(unsubscribe)).status).toBe(404);
  });

  it("sends a pending address at most one confirmation email per five minutes", async () => {
    const visitor = new Visitor();
    await visitor.post(SUBSCRIBE, { email: "twice@example.com" }, client());
    const second = await visitor.post(SUBSCRIBE, { email: "twice@example.com" }, client());
    expect(second.status).toBe(200);
    expect(await confirmationEmails("twice@example.com")).toHaveLength(1);
  });

  it("limits sign-ups per client with the form block's 429", async () => {
    const visitor = new Visitor();
    const headers = client();
    for (let i = 0; i < MAX_SUBMISSIONS_PER_WINDOW; i++) {
      expect((await visitor.post(SUBSCRIBE, { email: `many${i}@example.com` }, headers)).status).toBe(200);
    }
    const over = await visitor.post(SUBSCRIBE, { email: "one-more@example.com" }, headers);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: FORM_RATE_LIMITED });
    expect(await subscriber("one-more@example.com")).toBeNull();
  });
});

describe("newsletter links that do not work", () => {
  it("answer 404 pages with their text for an unknown or malformed token, changing nothing", async () => {
    const visitor = new Visitor();
    for (const token of ["", "short", "A".repeat(43)]) {
      const confirm = await visitor.fetch(`/newsletter/confirm?token=${token}`);
      expect(confirm.status).toBe(404);
      expect(text(await confirm.text())).toContain(CONFIRM_INVALID);
      const unsubscribe = await visitor.fetch(`/newsletter/unsubscribe?token=${token}`);
      expect(unsubscribe.status).toBe(404);
      expect(text(await unsubscribe.text())).toContain(UNSUBSCRIBE_INVALID);
    }
    const post = await visitor.fetch("/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=nope",
    });
    expect(post.status).toBe(404);
  });
});

describe("pages with blocks", () => {
  it("the Contact page is in the main navigation and renders the Contact form's fields accessibly", async () => {
    const res = await new Visitor().fetch("/contact?utm_source=spring-letter");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<nav class="site-nav"[^>]*>.*<a href="\/contact"[^>]*>Contact<\/a>/s);
    expect(html).toContain('data-island="FormBlock"');
    // Single inputs have labels; multi-part fields are fieldsets with legends.
    expect(html).toMatch(
      /<label for="form-[^"]*-email">Email<span class="form-field-required"> \(required\)<\/span><\/label>/,
    );
    expect(html).toMatch(/<fieldset class="form-field form-field-name"[^>]*><legend>Name/);
    expect(html).toMatch(/<label for="form-[^"]*-name-0">First Name<\/label>/);
    // A hidden field takes the page URL's query parameter of its name, in the HTML (so without script too).
    expect(html).toContain('<input type="hidden" name="utm_source" value="spring-letter"/>');
    expect(html).toContain("0 / 500");
    // The owner's notification address never reaches the page.
    expect(html).not.toContain("owner@demo.atelier.test");
  });

  it("the home page shows the newsletter block", async () => {
    const html = await (await new Visitor().fetch("/")).text();
    expect(html).toContain('data-island="NewsletterBlock"');
    expect(html).toContain("Letters from the studio");
    expect(html).toMatch(/<label for="newsletter-[^"]*-email">Email Address<\/label>/);
  });
});

describe("the restock form's mailing-list opt-in", () => {
  const RESTOCK = "/api/site-users/account/notifications/restock";
  const POUR_OVER = { productId: "prd_pour_over", variantId: "var_pour_over" };

  it("joins the site's list as pending with a confirmation email when ticked, and not otherwise", async () => {
    const visitor = new Visitor();
    const joined = await visitor.post(RESTOCK, {
      ...POUR_OVER,
      siteVisitorEmail: "waiting@example.com",
      isJoinMailingList: true,
    });
    expect(joined.status).toBe(200);
    expect((await subscriber("waiting@example.com"))!.status).toBe("pending");
    const [email] = await confirmationEmails("waiting@example.com");
    linkIn(email!.text_body, "/newsletter/confirm");

    const notJoined = await visitor.post(RESTOCK, {
      ...POUR_OVER,
      siteVisitorEmail: "just-stock@example.com",
      isJoinMailingList: false,
    });
    expect(notJoined.status).toBe(200);
    expect(await subscriber("just-stock@example.com")).toBeNull();
    expect(await confirmationEmails("just-stock@example.com")).toHaveLength(0);
  });
});

describe("the Contact page as cached and as JSON", () => {
  it("shows a changed form at once (a form write bumps the content version) and never the notification address", async () => {
    const visitor = new Visitor();
    const first = await (await visitor.fetch("/contact")).text();
    expect(first).toContain("Best time to call");
    expect((await visitor.fetch("/contact")).headers.get("x-cache")).toBe("HIT");
    await env.DB.prepare(
      "UPDATE forms SET definition = json_set(definition, '$.submitButtonText', 'Send it') WHERE id = 'form_contact'",
    ).run();
    // Written behind the worker's back: seen once the host memo (1 s) expires, as other isolates would.
    forgetAllWebsites();
    const after = await visitor.fetch("/contact");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toMatch(/<button type="submit"[^>]*>Send it<\/button>/);

    const json = await (await visitor.fetch("/contact?format=json")).text();
    expect(JSON.parse(json).pageBlocks[0].form.formId).toBe("form_contact");
    expect(json).not.toContain("owner@demo.atelier.test");
    expect(json).not.toContain("notifyEmail");
  });
});

describe("the unsubscribe form's POST", () => {
  it("refuses a body larger than 16 KB before reading it", async () => {
    const res = await new Visitor().fetch("/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${"a".repeat(20_000)}`,
    });
    expect(res.status).toBe(413);
  });
});
