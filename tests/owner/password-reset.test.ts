// Owner password reset by email: the same answer whether or not the email has an account, one
// outbox email with a link, a token that works once and for an hour, every session closed. The
// link is made after the answer (waitUntil), so requests go through `settled`, which waits for it.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { ContributorRole } from "../../worker/owner/roles";
import { CART, Visitor } from "../worker/helpers";
import { addContributor, Owner, SESSION } from "./helpers";

const RESET = "/api/owner/password-reset";
const CONFIRM = `${RESET}/confirm`;
const REQUESTED = {
  message: "If this email belongs to an account on this site, a link to choose a new password is on its way.",
};
const INVALID = {
  message: "This link to reset your password has expired or was already used. Please ask for a new one.",
};
const NEW_PASSWORD = "a brand new password";

/** The worker, answering only once what it does after the answer is done too. */
const settled = {
  async fetch(request: Request): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  },
};
const asker = () => new Visitor(undefined, settled);

// The demo site is seeded by its first request.
beforeAll(async () => void (await new Visitor().fetch(CART)));

async function emailsTo(to: string) {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body FROM email_outbox WHERE "to" = ? ORDER BY created_on',
  )
    .bind(to)
    .all<{ subject: string; text_body: string }>();
  return results;
}

/** The token of the latest reset email to `to`. */
async function tokenFor(to: string): Promise<string> {
  const last = (await emailsTo(to)).at(-1)!;
  const link = /http:\/\/localhost\/config\/reset-password\?token=([\w-]{43})/.exec(last.text_body);
  return link![1]!;
}

describe("asking for a reset", () => {
  it("emails an account of this site a link, answering as for an unknown email", async () => {
    await addContributor("reset-me@example.com", ContributorRole.EDITOR);
    const known = await asker().post(RESET, { email: "Reset-Me@example.com" });
    const unknown = await asker().post(RESET, { email: "nobody-here@example.com" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(REQUESTED);
    expect(await unknown.json()).toEqual(REQUESTED);
    const sent = await emailsTo("reset-me@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Reset your password for Atelier Supply Co.");
    expect(await emailsTo("nobody-here@example.com")).toEqual([]);
    // Only the token's hash is stored.
    const token = await tokenFor("reset-me@example.com");
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM owner_password_resets WHERE token_hash = ?",
    )
      .bind(token)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("sends nothing for an account without a role on this site", async () => {
    await addContributor("other-site-owner@example.com", ContributorRole.ADMIN, "site_demo");
    await env.DB.prepare("DELETE FROM site_contributors WHERE account_id = ?")
      .bind("own_other_site_owner_example_com")
      .run();
    const res = await asker().post(RESET, { email: "other-site-owner@example.com" });
    expect(res.status).toBe(202);
    expect(await emailsTo("other-site-owner@example.com")).toEqual([]);
  });

  it("sends at most 3 links per email in 15 minutes, with the same answer", async () => {
    await addContributor("flood@example.com", ContributorRole.VIEWER);
    for (let i = 0; i < 5; i++) {
      const res = await asker().post(RESET, { email: "flood@example.com" });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual(REQUESTED);
    }
    expect(await emailsTo("flood@example.com")).toHaveLength(3);
  });

  it("answers 400 for a malformed email", async () => {
    const res = await asker().post(RESET, { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please enter a valid email" });
  });
});

describe("choosing the new password", () => {
  it("sets the password once and closes every session of the account", async () => {
    await addContributor("forgetful@example.com", ContributorRole.ADMIN);
    const signedIn = new Owner();
    expect((await signedIn.signIn("forgetful@example.com")).status).toBe(200);
    await asker().post(RESET, { email: "forgetful@example.com" });
    const token = await tokenFor("forgetful@example.com");

    const res = await new Visitor().post(CONFIRM, { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Your password has been changed. Please sign in." });
    expect((await signedIn.fetch(SESSION)).status).toBe(401);
    expect((await new Owner().signIn("forgetful@example.com")).status).toBe(401);
    expect((await new Owner().signIn("forgetful@example.com", NEW_PASSWORD)).status).toBe(200);

    const again = await new Visitor().post(CONFIRM, { token, password: "yet another password" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it("spends the account's other open links too", async () => {
    await addContributor("two-links@example.com", ContributorRole.ADMIN);
    await asker().post(RESET, { email: "two-links@example.com" });
    const first = await tokenFor("two-links@example.com");
    await asker().post(RESET, { email: "two-links@example.com" });
    const second = await tokenFor("two-links@example.com");
    expect(second).not.toBe(first);
    expect((await new Visitor().post(CONFIRM, { token: second, password: NEW_PASSWORD })).status).toBe(200);
    expect((await new Visitor().post(CONFIRM, { token: first, password: NEW_PASSWORD })).status).toBe(400);
  });

  it("refuses a link older than an hour", async () => {
    await addContributor("too-late@example.com", ContributorRole.ADMIN);
    await asker().post(RESET, { email: "too-late@example.com" });
    const token = await tokenFor("too-late@example.com");
    await env.DB.prepare(
      "UPDATE owner_password_resets SET expires_at = ? WHERE account_id = 'own_too_late_example_com'",
    )
      .bind(Date.now() - 1)
      .run();
    const res = await new Visitor().post(CONFIRM, { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
  });

  it("keeps a link for an hour", async () => {
    await addContributor("on-time@example.com", ContributorRole.ADMIN);
    const before = Date.now();
    await asker().post(RESET, { email: "on-time@example.com" });
    const row = await env.DB.prepare(
      "SELECT expires_at FROM owner_password_resets WHERE account_id = 'own_on_time_example_com'",
    ).first<{ expires_at: number }>();
    expect(row!.expires_at - before).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it.each([
    [{ token: "x".repeat(43), password: NEW_PASSWORD }, 400, INVALID.message],
    [{ token: "short", password: NEW_PASSWORD }, 400, INVALID.message],
    [{ password: NEW_PASSWORD }, 400, INVALID.message],
    [{ token: "x".repeat(43), password: "short" }, 400, "Use at least 10 characters for your password."],
  ])("answers %j with %i", async (body, status, message) => {
    const res = await new Visitor().post(CONFIRM, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it("needs the crumb", async () => {
    const res = await new Visitor().post(
      CONFIRM,
      { token: "x".repeat(43), password: NEW_PASSWORD },
      { "x-csrf-token": "0".repeat(32) },
    );
    expect(res.status).toBe(403);
  });
});
