// Owner accounts and sessions: sign-up, first-run setup, sign-in (wrong password, throttling,
// a new session id each time, remember me), the session call, sign-out and the xsrf check.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "../../worker/seed/demo-owner";
import { ContributorRole } from "../../worker/owner/roles";
import { runScheduled } from "../../worker/scheduled";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner, PASSWORD, SESSION } from "./helpers";

const SIGN_UP = "/api/owner/sign-up";
const PRODUCTS = "/api/owner/products";

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

const signUp = (body: Record<string, unknown>) =>
  new Visitor().post(SIGN_UP, {
    email: "new@example.com",
    password: "a long enough password",
    siteName: "pottery",
    siteTitle: "Pottery Barnyard",
    template: "blank",
    ...body,
  });

describe("sign-up", () => {
  it("creates a blank site on its own host with the new owner as administrator", async () => {
    const res = await signUp({
      email: "mira@example.com",
      siteName: "mira-ceramics",
      siteTitle: "Mira <Ceramics>",
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { websiteId: string; siteUrl: string };
    expect(body.siteUrl).toBe("http://mira-ceramics.localhost/config");

    const home = await new Visitor("http://mira-ceramics.localhost").fetch("/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("<h1>Mira &lt;Ceramics&gt;</h1>");
    expect(await count("SELECT count(*) AS n FROM products WHERE website_id = ?", body.websiteId)).toBe(0);

    const owner = new Owner("http://mira-ceramics.localhost");
    const signedIn = await owner.signIn("MIRA@example.COM", "a long enough password");
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { account: { email: string } }).account.email).toBe(
      "mira@example.com",
    );
    const session = (await (await owner.fetch(SESSION)).json()) as {
      account: { role: number; roleLabel: string };
    };
    expect(session.account).toMatchObject({ role: ContributorRole.ADMIN, roleLabel: "Administrator" });
  });

  it("copies the demo store's catalogue and settings when asked", async () => {
    const res = await signUp({
      email: "copy@example.com",
      siteName: "copy-shop",
      siteTitle: "Copy Shop",
      template: "demo",
    });
    expect(res.status).toBe(201);
    const { websiteId } = (await res.json()) as { websiteId: string };
    const demoProducts = await count("SELECT count(*) AS n FROM products WHERE website_id = 'site_demo'");
    expect(await count("SELECT count(*) AS n FROM products WHERE website_id = ?", websiteId)).toBe(
      demoProducts,
    );
    const site = await env.DB.prepare("SELECT title, currency, status FROM websites WHERE id = ?")
      .bind(websiteId)
      .first();
    expect(site).toEqual({ title: "Copy Shop", currency: "USD", status: 3 });
    const shop = await new Visitor("http://copy-shop.localhost").fetch("/shop/linen-field-shirt");
    expect(shop.status).toBe(200);
  });

  it.each([
    [{ email: "nope" }, 400, "Please enter a valid email"],
    [{ password: "short" }, 400, "Use at least 10 characters for your password."],
    [
      { siteName: "No Spaces" },
      400,
      "Use 3 to 40 lower-case letters, digits and hyphens for the site name, starting with a letter.",
    ],
    [{ siteName: "large" }, 409, "That site name is taken. Please choose another."],
    [{ siteTitle: "  " }, 400, "Give the site a title."],
    [
      { email: DEMO_OWNER_EMAIL.toUpperCase(), siteName: "taken-email" },
      409,
      "An account with this email already exists. Sign in instead.",
    ],
  ])("refuses %j with %i '%s' and stores nothing", async (change, status, message) => {
    // The demo owner exists once any owner call has run on the demo site.
    await new Visitor().fetch(SESSION);
    const before = await count("SELECT count(*) AS n FROM websites");
    const res = await signUp({ email: "x@example.com", siteName: "refused", ...change });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
    expect(await count("SELECT count(*) AS n FROM websites")).toBe(before);
  });

  it("refuses a site name already taken", async () => {
    expect((await signUp({ email: "first@example.com", siteName: "twice" })).status).toBe(201);
    const again = await signUp({ email: "second@example.com", siteName: "twice" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "That site name is taken. Please choose another." });
    expect(
      await count("SELECT count(*) AS n FROM owner_accounts WHERE email_key = 'second@example.com'"),
    ).toBe(0);
  });
});

describe("sign-in", () => {
  it("signs the demo owner in with the development login", async () => {
    const owner = new Owner();
    const res = await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as {
      xsrfToken: string;
      account: { email: string; permissions: string[] };
    };
    expect(body.xsrfToken).toMatch(/^[\w-]{32}$/);
    expect(body.account.email).toBe(DEMO_OWNER_EMAIL);
    expect(body.account.permissions).toContain("products:write");
    // HttpOnly, SameSite=Lax, no Secure on http, a browser-session cookie without remember me.
    const cookie = owner.lastSetCookie!.split(", ").find((c) => c.startsWith("atelier_owner="))!;
    expect(cookie).toMatch(/^atelier_owner=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await owner.fetch(PRODUCTS)).status).toBe(200);
    // A host behind HTTP Basic auth sends Authorization too; the session still counts.
    expect(
      (await owner.fetch(PRODUCTS, { headers: { authorization: "Basic c3RhZ2U6c3RhZ2U=" } })).status,
    ).toBe(200);
    // A wrong owner token is refused even beside a valid session.
    expect((await owner.fetch(PRODUCTS, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("keeps a remembered session for 30 days, Secure on https", async () => {
    await addContributor("remember@example.com", ContributorRole.ADMIN);
    const owner = new Owner("https://localhost");
    expect((await owner.signIn("remember@example.com", PASSWORD, true)).status).toBe(200);
    const cookie = owner.lastSetCookie!.split(", ").find((c) => c.startsWith("atelier_owner="))!;
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).toContain("Secure");
  });

  it("answers a wrong password or an unknown email with one message", async () => {
    await addContributor("wrong@example.com", ContributorRole.ADMIN);
    for (const [email, password] of [
      ["wrong@example.com", "not the password"],
      ["nobody@example.com", PASSWORD],
    ]) {
      const owner = new Owner();
      const res = await owner.signIn(email!, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "The email or password is incorrect." });
      expect(owner.sessionCookie).toBeUndefined();
    }
  });

  // As a wrong password, so that another site cannot tell whether the password is right (issue 22).
  it("refuses a contributor of another site, or one whose role is none, as a wrong password", async () => {
    const made = await signUp({ email: "elsewhere@example.com", siteName: "elsewhere" });
    expect(made.status).toBe(201);
    await addContributor("norole@example.com", ContributorRole.NONE);
    for (const email of ["elsewhere@example.com", "norole@example.com"]) {
      const res = await new Owner().signIn(
        email,
        email.startsWith("else") ? "a long enough password" : PASSWORD,
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "The email or password is incorrect." });
    }
  });

  it("throttles after 5 wrong passwords with 429, even for the right one", async () => {
    await addContributor("guessed@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    for (let i = 0; i < 5; i++)
      expect((await owner.signIn("guessed@example.com", `guess ${i}`)).status).toBe(401);
    const res = await owner.signIn("guessed@example.com");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("900");
    expect(await res.json()).toEqual({
      message: "Too many failed sign-ins. Please try again in 15 minutes.",
    });
    expect(owner.sessionCookie).toBeUndefined();
    // Another account on the site is not held up.
    await addContributor("other@example.com", ContributorRole.ADMIN);
    expect((await new Owner().signIn("other@example.com")).status).toBe(200);
  });

  it("gives a new session id at every sign-in and closes the previous one", async () => {
    await addContributor("renew@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    expect((await owner.signIn("renew@example.com")).status).toBe(200);
    const first = owner.sessionCookie!;
    const firstXsrf = owner.xsrfToken;
    expect((await owner.signIn("renew@example.com")).status).toBe(200);
    expect(owner.sessionCookie).not.toBe(first);
    expect(owner.xsrfToken).not.toBe(firstXsrf);
    expect((await owner.fetch(PRODUCTS)).status).toBe(200);

    const stale = new Visitor();
    stale.cookies.set("atelier_owner", first);
    const res = await stale.fetch(PRODUCTS);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("ends a session at its expiry, and the cron sweep removes it", async () => {
    await addContributor("expired@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    await owner.signIn("expired@example.com");
    expect((await owner.fetch(PRODUCTS)).status).toBe(200);
    const account = "own_expired_example_com";
    await env.DB.prepare("UPDATE owner_sessions SET expires_at = ? WHERE account_id = ?")
      .bind(Date.now() - 1, account)
      .run();
    expect((await owner.fetch(PRODUCTS)).status).toBe(401);
    await runScheduled({} as ScheduledController, env);
    expect(await count("SELECT count(*) AS n FROM owner_sessions WHERE account_id = ?", account)).toBe(0);
  });

  it("stores only a hash of the session id", async () => {
    await addContributor("hashed@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    await owner.signIn("hashed@example.com");
    expect(
      await count("SELECT count(*) AS n FROM owner_sessions WHERE id_hash = ?", owner.sessionCookie),
    ).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM owner_sessions WHERE account_id = 'own_hashed_example_com'"),
    ).toBe(1);
  });

  it("answers bad input with 400 and no session", async () => {
    const owner = new Owner();
    const res = await owner.post(SESSION, { email: DEMO_OWNER_EMAIL });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please enter your password." });
  });
});

describe("the session call, sign-out and the xsrf token", () => {
  it("answers the session to its owner and 401 without one", async () => {
    const anonymous = await new Visitor().fetch(SESSION);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please sign in to continue." });

    await addContributor("viewer@example.com", ContributorRole.VIEWER);
    const owner = new Owner();
    await owner.signIn("viewer@example.com");
    const res = await owner.fetch(SESSION);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      xsrfToken: owner.xsrfToken,
      account: {
        email: "viewer@example.com",
        role: ContributorRole.VIEWER,
        roleLabel: "Viewer",
        permissions: ["site:read", "content:read", "products:read"],
      },
      // The demo site is paid: no expiry, no trial banner (docs/site-status.md).
      site: {
        title: "Atelier Supply Co.",
        status: 8,
        statusName: "paid",
        siteType: "website",
        expiresOn: null,
        expired: false,
        trialDaysRemaining: null,
      },
    });
  });

  it("signs out: the session closes and the cookie is cleared", async () => {
    await addContributor("leaving@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    await owner.signIn("leaving@example.com");
    const session = owner.sessionCookie!;
    const res = await owner.signOut();
    expect(res.status).toBe(204);
    expect(owner.lastSetCookie).toMatch(/atelier_owner=; Max-Age=0/);
    const replay = new Visitor();
    replay.cookies.set("atelier_owner", session);
    expect((await replay.fetch(PRODUCTS)).status).toBe(401);
    expect((await owner.signOut()).status).toBe(401);
  });

  it("refuses a state-changing owner call without the session's xsrf token", async () => {
    await addContributor("xsrf@example.com", ContributorRole.ADMIN);
    const owner = new Owner();
    await owner.signIn("xsrf@example.com");
    const token = owner.xsrfToken!;
    const send = "/api/site-users/account/notifications/restock/send";
    const body = { productId: "prd_pour_over", variantId: "var_pour_over" };
    for (const xsrf of [undefined, "", token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")]) {
      owner.xsrfToken = undefined;
      const headers: Record<string, string> = xsrf === undefined ? {} : { "x-xsrf-token": xsrf };
      const res = await owner.post(send, body, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "Your session has expired. Please reload the page and try again.",
      });
      const out = await owner.fetch(SESSION, {
        method: "DELETE",
        headers: { origin: owner.origin, ...headers },
      });
      expect(out.status).toBe(403);
    }
    owner.xsrfToken = token;
    expect((await owner.post(send, body)).status).toBe(200);
    // Reads need no xsrf token.
    owner.xsrfToken = undefined;
    expect((await owner.fetch(PRODUCTS)).status).toBe(200);
  });
});

describe("first-run setup", () => {
  it("creates a site's first administrator with the owner token, once", async () => {
    const large = new Visitor("http://large.localhost");
    await large.fetch("/"); // seeds the large catalogue
    const bearer = { authorization: "Bearer test-owner-token" };
    const body = { email: "first-admin@example.com", password: "a long enough password" };
    expect((await large.post("/api/owner/setup", body)).status).toBe(401);
    const res = await large.post("/api/owner/setup", body, bearer);
    expect(res.status).toBe(201);
    const owner = new Owner("http://large.localhost");
    expect((await owner.signIn(body.email, body.password)).status).toBe(200);
    const again = await large.post(
      "/api/owner/setup",
      { ...body, email: "second-admin@example.com" },
      bearer,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: "This site already has an administrator. Sign in instead.",
    });
  });
});
