// A password-protected page (the demo's /wholesale): lock screen (103), wrong and right passwords,
// the access cookie, protected content (105), throttled guessing, never shared-cacheable.
import { describe, expect, it } from "vitest";
import { DEMO_PAGE_PASSWORD } from "../../worker/seed/demo-data";
import { PASSWORD_REQUIRED, TOO_MANY_PASSWORDS, WRONG_PASSWORD } from "../../worker/pages/messages";
import { SESSION_EXPIRED } from "../../worker/commerce/messages";
import { ORIGIN, Visitor } from "../worker/helpers";
import { exports } from "cloudflare:workers";
import { pageType } from "./page-helpers";

const CONTENT = "We supply independent shops and studios at trade prices";
const PRIVATE = "private, no-store";

/** Each test guesses from its own address, so throttling in one does not leak into another. */
function post(visitor: Visitor, password: string | undefined, ip: string, path = "/wholesale") {
  return visitor.fetch(path, {
    method: "POST",
    headers: { "cf-connecting-ip": ip },
    body: new URLSearchParams(password === undefined ? {} : { password }),
    redirect: "manual",
  });
}

/** The page-access cookies an answer sets. */
const accessCookies = (res: Response) =>
  res.headers.getSetCookie().filter((c) => c.startsWith("atelier-access-"));

describe("lock screen", () => {
  it("shows the lock screen (103) without the content, for this visitor only", async () => {
    const res = await new Visitor().fetch("/wholesale");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(103);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    expect(html).toContain('<form class="lock-screen-form" action="/wholesale" method="post">');
    expect(html).not.toContain(CONTENT);
  });

  it("gives a first-time visitor a crumb cookie and the same crumb in the form", async () => {
    const res = await exports.default.fetch(new Request(`${ORIGIN}/wholesale`));
    const crumb = /^crumb=([0-9a-f]{32});/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(crumb).toBeDefined();
    expect(await res.text()).toContain(`<input type="hidden" name="crumb" value="${crumb}">`);
  });

  it("refuses a password sent without the visitor's crumb, with the spec's crumb text", async () => {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/wholesale`, {
        method: "POST",
        headers: { origin: ORIGIN, "cf-connecting-ip": "192.0.2.9" },
        body: new URLSearchParams({ password: DEMO_PAGE_PASSWORD }),
        redirect: "manual",
      }),
    );
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(`role="alert">${SESSION_EXPIRED}</p>`);
    expect(html).not.toContain(CONTENT);
    // A fresh crumb comes with the refusal, already in the re-rendered form: the retry works.
    const crumb = /^crumb=([0-9a-f]{32});/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(html).toContain(`name="crumb" value="${crumb}"`);
  });

  it("re-renders the lock screen with a message for a wrong password, setting no cookie", async () => {
    const visitor = new Visitor();
    const res = await post(visitor, "linen", "192.0.2.1");
    const html = await res.text();
    expect(res.status).toBe(403);
    expect(pageType(html)).toBe(103);
    expect(html).toContain(`role="alert">${WRONG_PASSWORD}</p>`);
    // No access cookie (the read-replication bookmark after the attempt's count, docs/shards.md, is not one).
    expect(accessCookies(res)).toEqual([]);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    expect(html).not.toContain(CONTENT);
  });

  it("asks for the password when none is sent", async () => {
    const res = await post(new Visitor(), undefined, "192.0.2.2");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(PASSWORD_REQUIRED);
  });

  it("opens the page with the right password: an HttpOnly cookie, then protected content (105)", async () => {
    const visitor = new Visitor();
    const res = await post(visitor, DEMO_PAGE_PASSWORD, "192.0.2.3");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/wholesale");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    const [cookie] = accessCookies(res);
    expect(cookie).toMatch(
      /^atelier-access-col_wholesale=\d+\.[\w-]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const page = await visitor.fetch("/wholesale");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(pageType(html)).toBe(105);
    expect(html).toContain(CONTENT);
    expect(page.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("refuses a forged or tampered access cookie", async () => {
    const visitor = new Visitor();
    await post(visitor, DEMO_PAGE_PASSWORD, "192.0.2.4");
    const [expires, sig] = visitor.cookies.get("atelier-access-col_wholesale")!.split(".");
    for (const forged of [
      `${Number(expires) + 1000}.${sig}`,
      `${expires}.${sig!.slice(0, -2)}xx`,
      "1.abc",
      "",
    ]) {
      const other = new Visitor();
      other.cookies.set("atelier-access-col_wholesale", forged);
      const html = await (await other.fetch("/wholesale")).text();
      expect(pageType(html), forged).toBe(103);
    }
  });

  it("throttles guessing: after 5 wrong passwords from an address, even the right one waits", async () => {
    const visitor = new Visitor();
    for (let i = 0; i < 5; i++) expect((await post(visitor, `guess-${i}`, "192.0.2.5")).status).toBe(403);
    const blocked = await post(visitor, DEMO_PAGE_PASSWORD, "192.0.2.5");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY_PASSWORDS);
    expect(accessCookies(blocked)).toEqual([]);
    // Another address is not held back.
    expect((await post(new Visitor(), DEMO_PAGE_PASSWORD, "192.0.2.6")).status).toBe(303);
  });

  it("lets exactly 5 of 50 parallel wrong passwords be checked and refuses the other 45 with 429", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/wholesale");
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(visitor, `parallel-${i}`, "192.0.2.50")),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    for (const res of responses) {
      expect(await res.text()).toContain(res.status === 403 ? WRONG_PASSWORD : TOO_MANY_PASSWORDS);
    }
    expect((await post(visitor, DEMO_PAGE_PASSWORD, "192.0.2.50")).status).toBe(429);
  });

  it("keeps the lock screen's JSON free of the content and the password hash", async () => {
    const res = await new Visitor().fetch("/wholesale?format=json");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    const text = await res.text();
    expect(JSON.parse(text).pageType).toBe(103);
    expect(text).not.toContain(CONTENT);
    expect(text).not.toContain("pbkdf2");
  });
});
