// Members (site users): sign-up, sign-in with its cookies and xsrf token, throttling, sign-out and
// the xsrf and crumb checks, the language call, and one site's member on another site.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runScheduled } from "../../worker/scheduled";
import { Visitor } from "../worker/helpers";
import { ACCOUNT, LOCALE, Member, MEMBER_PASSWORD, MEMBER_SESSION } from "./helpers";

const signedUp = async (email: string, origin?: string) => {
  const member = new Member(origin);
  expect((await member.signUp(email)).status).toBe(201);
  return member;
};

describe("sign-up", () => {
  it("creates a member whose password is stored hashed", async () => {
    const res = await new Member().signUp("Ada@Example.com");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { siteUser: { id: string; email: string; locale: null } };
    expect(body.siteUser).toMatchObject({ email: "Ada@Example.com", locale: null });
    const row = await env.DB.prepare("SELECT password_hash, website_id FROM site_users WHERE id = ?")
      .bind(body.siteUser.id)
      .first<{ password_hash: string; website_id: string }>();
    expect(row!.website_id).toBe("site_demo");
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row!.password_hash).not.toContain(MEMBER_PASSWORD);
  });

  it("refuses a second member with the same email on the site, whatever its case", async () => {
    await signedUp("twice@example.com");
    const res = await new Member().signUp("TWICE@example.com");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "An account with this email already exists on this site. Sign in instead.",
    });
  });

  it.each([
    [{ email: "nope", password: MEMBER_PASSWORD }, "Please enter a valid email"],
    [{ email: "short@example.com", password: "short" }, "Use at least 10 characters for your password."],
    [
      { email: "long@example.com", password: "x".repeat(201) },
      "Use at most 200 characters for your password.",
    ],
    [{ email: "missing@example.com" }, "Use at least 10 characters for your password."],
  ])("answers 400 for %j", async (body, message) => {
    const res = await new Member().post(ACCOUNT, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });
});

describe("sign-in", () => {
  it("answers an xsrf token and sets the HttpOnly session and the readable SiteUserInfo cookie", async () => {
    const member = await signedUp("cookies@example.com");
    const crumbBefore = member.crumb;
    const res = await member.signIn("COOKIES@example.com");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { xsrfToken: string; siteUser: { id: string; email: string } };
    expect(body.xsrfToken).toMatch(/^[\w-]{32}$/);
    expect(body.siteUser.email).toBe("cookies@example.com");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("atelier_member="))!;
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(session).not.toContain("Max-Age");
    const info = cookies.find((c) => c.startsWith("SiteUserInfo="))!;
    expect(info).not.toContain("HttpOnly");
    expect(member.info).toEqual({ authenticated: true, siteUserId: body.siteUser.id });
    // The crumb identifies the session: a new one at sign-in.
    expect(member.crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(member.crumb).not.toBe(crumbBefore);

    const again = await member.fetch(MEMBER_SESSION);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      xsrfToken: body.xsrfToken,
      siteUser: { id: body.siteUser.id, email: "cookies@example.com", locale: null },
    });
  });

  it("keeps the cookies for 30 days with remember me", async () => {
    const member = await signedUp("remember@example.com");
    const res = await member.signIn("remember@example.com", MEMBER_PASSWORD, true);
    for (const name of ["atelier_member=", "SiteUserInfo="]) {
      expect(res.headers.getSetCookie().find((c) => c.startsWith(name))).toContain("Max-Age=2592000");
    }
  });

  it("opens a new session at every sign-in and closes the one the browser had", async () => {
    const member = await signedUp("renew@example.com");
    await member.signIn("renew@example.com");
    const first = member.cookies.get("atelier_member");
    await member.signIn("renew@example.com");
    const second = member.cookies.get("atelier_member");
    expect(second).not.toBe(first);
    const stale = new Member();
    stale.cookies.set("atelier_member", first!);
    expect((await stale.fetch(MEMBER_SESSION)).status).toBe(401);
  });

  it("says the same for a wrong password and an unknown email", async () => {
    await signedUp("wrong@example.com");
    for (const email of ["wrong@example.com", "nobody@example.com"]) {
      const res = await new Member().signIn(email, "not the password");
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "The email or password is incorrect." });
    }
  });

  it("throttles an email after 5 wrong passwords, even with the right one", async () => {
    await signedUp("throttle@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await new Member().signIn("throttle@example.com", "wrong password")).status).toBe(401);
    }
    const res = await new Member().signIn("Throttle@example.com");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("900");
    expect(await res.json()).toEqual({
      message: "Too many failed sign-ins. Please try again in 15 minutes.",
    });
    // Another member is unaffected.
    await signedUp("unthrottled@example.com");
    expect((await new Member().signIn("unthrottled@example.com")).status).toBe(200);
  });

  it("answers 400 for a body without a password and 415 for a form post", async () => {
    const member = new Member();
    const res = await member.post(MEMBER_SESSION, { email: "a@example.com" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please enter your password." });
    const form = await member.fetch(MEMBER_SESSION, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&password=x",
    });
    expect(form.status).toBe(415);
  });

  it("refuses a sign-in without the crumb", async () => {
    await signedUp("crumbless@example.com");
    const member = new Member();
    const res = await member.post(
      MEMBER_SESSION,
      { email: "crumbless@example.com", password: MEMBER_PASSWORD },
      { "x-csrf-token": "0".repeat(32) },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
  });

  it("does not let another site's member sign in here", async () => {
    await new Visitor().post("/api/owner/sign-up", {
      email: "members-other@example.com",
      password: "a long enough password",
      siteName: "members-other",
      siteTitle: "Members Other",
      template: "blank",
    });
    const elsewhere = await signedUp("elsewhere@example.com", "http://members-other.localhost");
    expect((await elsewhere.signIn("elsewhere@example.com")).status).toBe(200);
    const here = await new Member().signIn("elsewhere@example.com");
    expect(here.status).toBe(401);
    expect(await here.json()).toEqual({ message: "The email or password is incorrect." });
    // Nor does the other site's session cookie open anything here.
    const carried = new Member();
    carried.cookies.set("atelier_member", elsewhere.cookies.get("atelier_member")!);
    expect((await carried.fetch(MEMBER_SESSION)).status).toBe(401);
  });
});

describe("sign-out", () => {
  it("closes the session and clears both cookies with the xsrf token", async () => {
    const member = await signedUp("out@example.com");
    await member.signIn("out@example.com");
    const session = member.cookies.get("atelier_member")!;
    const res = await member.signOut();
    expect(res.status).toBe(204);
    expect(member.cookies.get("atelier_member")).toBe("");
    expect(member.cookies.get("SiteUserInfo")).toBe("");
    const stale = new Member();
    stale.cookies.set("atelier_member", session);
    expect((await stale.fetch(MEMBER_SESSION)).status).toBe(401);
  });

  it("refuses to sign out without the session's xsrf token", async () => {
    const member = await signedUp("xsrf@example.com");
    await member.signIn("xsrf@example.com");
    const res = await member.fetch(MEMBER_SESSION, {
      method: "DELETE",
      headers: { origin: member.origin, "x-xsrf-token": "forged" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
    expect((await member.fetch(MEMBER_SESSION)).status).toBe(200);
  });

  it("answers a stale crumb with a fresh one, and the one retry succeeds", async () => {
    const member = await signedUp("retry@example.com");
    await member.signIn("retry@example.com");
    member.cookies.set("crumb", "f".repeat(32));
    const first = await member.fetch(`${MEMBER_SESSION}?cloneCart=false`, {
      method: "DELETE",
      headers: { origin: member.origin, "x-csrf-token": "e".repeat(32) },
    });
    expect(first.status).toBe(403);
    expect(member.crumb).not.toBe("f".repeat(32));
    expect((await member.signOut(false)).status).toBe(204);
  });

  it("answers 400 for a cloneCart that is not true or false", async () => {
    const member = await signedUp("clone-flag@example.com");
    await member.signIn("clone-flag@example.com");
    const res = await member.delete(`${MEMBER_SESSION}?cloneCart=yes`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "cloneCart must be true or false." });
  });

  it("is harmless without a session", async () => {
    expect((await new Member().signOut()).status).toBe(204);
  });

  it("sweeps expired sessions", async () => {
    const member = await signedUp("sweep@example.com");
    await member.signIn("sweep@example.com");
    await env.DB.prepare(
      "UPDATE site_user_sessions SET expires_at = 1 WHERE site_user_id = (SELECT id FROM site_users WHERE email = ?)",
    )
      .bind("sweep@example.com")
      .run();
    await runScheduled({ scheduledTime: Date.UTC(2026, 0, 1, 0, 1), cron: "* * * * *", noRetry() {} }, env);
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM site_user_sessions WHERE site_user_id = (SELECT id FROM site_users WHERE email = ?)",
    )
      .bind("sweep@example.com")
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("language", () => {
  it("saves the member's language in its canonical form", async () => {
    const member = await signedUp("lang@example.com");
    await member.signIn("lang@example.com");
    const res = await member.post(LOCALE, { language: "fr-ca" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "fr-CA" });
    const session = (await (await member.fetch(MEMBER_SESSION)).json()) as { siteUser: { locale: string } };
    expect(session.siteUser.locale).toBe("fr-CA");
  });

  it.each([["not a language"], [""], ["x".repeat(40)]])("answers 400 for %j", async (language) => {
    const member = await signedUp(`lang-${language.length}@example.com`);
    await member.signIn(`lang-${language.length}@example.com`);
    const res = await member.post(LOCALE, { language });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Choose a language such as en or fr-CA." });
  });

  it("needs a signed-in member and the xsrf token", async () => {
    const anonymous = await new Member().post(LOCALE, { language: "en" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });
    const member = await signedUp("lang-xsrf@example.com");
    await member.signIn("lang-xsrf@example.com");
    const forged = await member.post(LOCALE, { language: "en" }, { "x-xsrf-token": "forged" });
    expect(forged.status).toBe(403);
  });
});
