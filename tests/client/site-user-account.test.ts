// The page scripts' member calls (client/site-user/account-api.ts) against the worker: sign-in
// keeps the xsrf token, sign-out repeats once after a crumb failure, the language is sent only
// when it is not one of the site's custom languages.
import { describe, expect, it } from "vitest";
import { createSiteUserAccount } from "../../client/site-user/account-api";
import { Member } from "../site-users/helpers";

function browser() {
  const member = new Member();
  const sent: string[] = [];
  const account = createSiteUserAccount({
    fetch: (path, init) => {
      sent.push(`${init?.method ?? "GET"} ${path}`);
      return member.fetch(path, init);
    },
    cookies: () => [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  });
  return { member, account, sent };
}

describe("the member's account calls", () => {
  it("signs in and out, sending the xsrf token it was given", async () => {
    const { member, account } = browser();
    expect((await member.signUp("client-in-out@example.com")).status).toBe(201);
    const signedIn = await account.signIn("client-in-out@example.com", "member password 1");
    expect(signedIn).toMatchObject({ ok: true, value: { email: "client-in-out@example.com" } });
    expect(member.info?.authenticated).toBe(true);
    expect(await account.signOut()).toEqual({ ok: true, value: undefined });
    expect(member.cookies.get("SiteUserInfo")).toBe("");
  });

  it("shows the worker's message when sign-in fails", async () => {
    const { account } = browser();
    expect(await account.signIn("client-nobody@example.com", "wrong password")).toEqual({
      ok: false,
      message: "The email or password is incorrect.",
    });
  });

  it("repeats sign-out once when the crumb was refused, and succeeds with the fresh crumb", async () => {
    const member = new Member();
    const jar = () => [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const sent: string[] = [];
    // The page read its crumb before another tab renewed it: the first sign-out sends a stale one.
    let staleCrumb = false;
    const account = createSiteUserAccount({
      fetch: (path, init) => {
        sent.push(`${init?.method ?? "GET"} ${path}`);
        const res = member.fetch(path, init);
        staleCrumb = false;
        return res;
      },
      cookies: () => (staleCrumb ? `crumb=${"d".repeat(32)}` : jar()),
    });
    await member.signUp("client-retry@example.com");
    await account.signIn("client-retry@example.com", "member password 1");
    sent.length = 0;
    staleCrumb = true;
    expect(await account.signOut(true)).toEqual({ ok: true, value: undefined });
    expect(sent).toEqual([
      "DELETE /api/site-users/account/session?cloneCart=true",
      "DELETE /api/site-users/account/session?cloneCart=true",
    ]);
    expect(member.cookies.get("atelier_member")).toBe("");
  });

  it("does not repeat sign-out more than once", async () => {
    const { member, account, sent } = browser();
    await member.signUp("client-once@example.com");
    await account.signIn("client-once@example.com", "member password 1");
    sent.length = 0;
    const broken = createSiteUserAccount({
      fetch: (path, init) => {
        sent.push(`${init?.method ?? "GET"} ${path}`);
        return member.fetch(path, init);
      },
      cookies: () => "crumb=" + "c".repeat(32),
    });
    expect(await broken.signOut()).toEqual({
      ok: false,
      message: "Your session has expired. Please reload the page and try again.",
    });
    expect(sent.filter((s) => s.startsWith("DELETE"))).toHaveLength(2);
  });

  it("sends the language only when it is not a custom language of the site", async () => {
    const { member, account, sent } = browser();
    await member.signUp("client-locale@example.com");
    await account.signIn("client-locale@example.com", "member password 1");
    sent.length = 0;
    expect(await account.saveLocale("de", ["de", "it"])).toEqual({ ok: true, value: { sent: false } });
    expect(sent).toEqual([]);
    expect(await account.saveLocale("fr-CA", ["de"])).toEqual({ ok: true, value: { sent: true } });
    expect(sent).toEqual(["POST /api/site-users/account/locale"]);
  });
});
