// Sign-up lands in the panel: sign-up answers a welcome link on the new site's host whose fragment
// is a one-time handover; posting it there signs the new administrator in (docs/sign-up.md). Once
// only, on that host only, within 60 seconds; two posts at once open one session.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Visitor } from "../worker/helpers";
import { Owner, SESSION } from "./helpers";

const HANDOVER = "/api/owner/handover";
const REFUSED = {
  message: "This sign-in link has expired or was already used. Please sign in with your email and password.",
};

async function signUp(name: string) {
  const res = await new Visitor().post("/api/owner/sign-up", {
    email: `${name}@example.com`,
    password: "a long enough password",
    siteName: name,
    siteTitle: `Site ${name}`,
    template: "blank",
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { websiteId: string; siteUrl: string; welcomeUrl: string };
  const welcome = new URL(body.welcomeUrl);
  return { ...body, origin: welcome.origin, path: welcome.pathname, token: welcome.hash.slice(1) };
}

const sessionsOf = async (websiteId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM owner_sessions WHERE website_id = ?")
    .bind(websiteId)
    .first<{ n: number }>())!.n;

describe("the sign-up handover", () => {
  it("signs the new administrator in on the new site's host, with no password", async () => {
    const made = await signUp("handed-over");
    expect(made.origin).toBe("http://handed-over.localhost");
    expect(made.path).toBe("/config/welcome");
    expect(made.token).toMatch(/^[\w-]{43}$/);
    // Only its hash is stored.
    const stored = await env.DB.prepare("SELECT token_hash FROM owner_handovers WHERE website_id = ?")
      .bind(made.websiteId)
      .first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toBe(made.token);

    const browser = new Owner(made.origin);
    const res = await browser.post(HANDOVER, { token: made.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { xsrfToken: string; account: unknown; site: { status: string } };
    expect(body.account).toMatchObject({
      email: "handed-over@example.com",
      roleLabel: "Administrator",
    });
    expect(browser.sessionCookie).toMatch(/^[\w-]{43}$/);
    // A browser-session cookie, as a sign-in without "remember me".
    expect(browser.lastSetCookie).not.toMatch(/Max-Age/i);
    const session = await browser.fetch(SESSION);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { account: { email: string } }).account.email).toBe(
      "handed-over@example.com",
    );
  });

  it("refuses the same token a second time", async () => {
    const made = await signUp("twice-handed");
    expect((await new Owner(made.origin).post(HANDOVER, { token: made.token })).status).toBe(200);
    const again = new Owner(made.origin);
    const res = await again.post(HANDOVER, { token: made.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
    expect(again.sessionCookie).toBeUndefined();
    expect(await sessionsOf(made.websiteId)).toBe(1);
  });

  it("refuses the token on another site's host, and leaves it for its own site", async () => {
    const made = await signUp("own-host");
    const elsewhere = new Owner("http://localhost");
    const res = await elsewhere.post(HANDOVER, { token: made.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
    expect(elsewhere.sessionCookie).toBeUndefined();
    expect((await new Owner(made.origin).post(HANDOVER, { token: made.token })).status).toBe(200);
  });

  it("refuses a token older than a minute", async () => {
    const made = await signUp("too-slow");
    // A minute and a second later, as the expiry test of password resets moves the clock.
    await env.DB.prepare("UPDATE owner_handovers SET expires_at = ? WHERE website_id = ?")
      .bind(Date.now() - 1000, made.websiteId)
      .run();
    const res = await new Owner(made.origin).post(HANDOVER, { token: made.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
    expect(await sessionsOf(made.websiteId)).toBe(0);
  });

  it("gives one session to two redemptions at once", async () => {
    const made = await signUp("raced");
    const browsers = Array.from({ length: 4 }, () => new Owner(made.origin));
    // Each has its crumb first, so the posts race in the handover itself.
    await Promise.all(browsers.map((b) => b.fetch("/config/welcome")));
    const answers = await Promise.all(browsers.map((b) => b.post(HANDOVER, { token: made.token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await sessionsOf(made.websiteId)).toBe(1);
  });

  it.each([
    [{}, 400],
    [{ token: "short" }, 400],
    [{ token: "x".repeat(43) }, 400],
  ])("refuses %j with the same message", async (body, status) => {
    const made = await signUp(
      `bad-${Object.keys(body).length}-${String((body as { token?: string }).token?.length ?? 0)}`,
    );
    const res = await new Owner(made.origin).post(HANDOVER, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(REFUSED);
    expect(await sessionsOf(made.websiteId)).toBe(0);
  });

  it("refuses a post from another origin, as every state-changing call", async () => {
    const made = await signUp("cross-site");
    const res = await new Owner(made.origin).post(
      HANDOVER,
      { token: made.token },
      { origin: "http://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
    expect(await sessionsOf(made.websiteId)).toBe(0);
  });
});
