// The crumb: a session cookie scripts can read, handed out on the first response, and sent back
// on every state-changing API call (header or form field) or the call is refused.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as clientCrumb from "../../client/islands/crumb";
import { SESSION_EXPIRED } from "../../worker/commerce/messages";
import { CRUMB_COOKIE, CRUMB_FIELD, CRUMB_HEADER, sameCrumb } from "../../worker/http/crumb";
import { JSON_REQUIRED } from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { CART, ENTRIES, Visitor } from "./helpers";

const CANDLES = { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1 };
const crumbCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("crumb="));

/** A POST to the cart exactly as given: the Visitor's cookies, and only the headers passed. */
function rawPost(visitor: Visitor, headers: Record<string, string>, body = JSON.stringify(CANDLES)) {
  const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return exports.default.fetch(`${visitor.origin}${ENTRIES}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: visitor.origin, cookie, ...headers },
    body,
  });
}

describe("the crumb cookie", () => {
  it("is set on the first page view: readable by scripts, SameSite=Lax, path /, not Secure over http", async () => {
    const visitor = new Visitor();
    const res = await visitor.fetch("/shop");
    const cookie = crumbCookieOf(res)!;
    expect(cookie).toMatch(/^crumb=[0-9a-f]{32}; /);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    // Kept for the session: not set again while the visitor sends it back.
    expect((await visitor.fetch("/shop")).headers.getSetCookie()).toEqual([]);
  });

  it("is Secure over https", async () => {
    const res = await new Visitor("https://localhost").fetch("/shop");
    expect(crumbCookieOf(res)).toMatch(/; Secure/);
  });

  it("is set by the first API call too, and replaced when the one sent is malformed", async () => {
    const visitor = new Visitor();
    expect(crumbCookieOf(await visitor.fetch(CART))).toBeDefined();
    visitor.cookies.set("crumb", "not-a-crumb");
    expect(crumbCookieOf(await visitor.fetch(CART))).toBeDefined();
    expect(visitor.crumb).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("state-changing calls carry the crumb back", () => {
  it("are accepted with the crumb in the X-CSRF-Token header", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop");
    const res = await rawPost(visitor, { [CRUMB_HEADER]: visitor.crumb! });
    expect(res.status).toBe(200);
  });

  it("are refused without it, with the spec's text and a fresh crumb, and the retry works", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop");
    const old = visitor.crumb!;
    const res = await rawPost(visitor, {});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: SESSION_EXPIRED });
    const fresh = /^crumb=([0-9a-f]{32});/.exec(crumbCookieOf(res) ?? "")?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    visitor.cookies.set("crumb", fresh!);
    expect((await rawPost(visitor, { [CRUMB_HEADER]: fresh! })).status).toBe(200);
  });

  it("are refused with a wrong crumb, or with a header but no cookie", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop");
    const wrong = visitor.crumb!.replace(/^./, (ch) => (ch === "a" ? "b" : "a"));
    const res = await rawPost(visitor, { [CRUMB_HEADER]: wrong });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: SESSION_EXPIRED });

    const stranger = new Visitor();
    const noCookie = await rawPost(stranger, { [CRUMB_HEADER]: visitor.crumb! });
    expect(noCookie.status).toBe(403);
    expect(await noCookie.json()).toEqual({ message: SESSION_EXPIRED });
  });

  it("refuse a cross-site request even with the right crumb (the Origin check stays)", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop");
    const res = await rawPost(visitor, { [CRUMB_HEADER]: visitor.crumb!, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: SESSION_EXPIRED });
  });

  it("accept the crumb as a field of a form-encoded body", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop");
    const form = new URLSearchParams({ [CRUMB_FIELD]: visitor.crumb!, itemId: DemoProduct.CANDLES });
    const withField = await rawPost(
      visitor,
      { "content-type": "application/x-www-form-urlencoded" },
      form.toString(),
    );
    // Past the crumb check; the cart itself only takes JSON.
    expect(withField.status).toBe(415);
    expect(await withField.json()).toEqual({ message: JSON_REQUIRED });

    form.set(CRUMB_FIELD, "0".repeat(32));
    const wrongField = await rawPost(
      visitor,
      { "content-type": "application/x-www-form-urlencoded" },
      form.toString(),
    );
    expect(wrongField.status).toBe(403);
  });
});

describe("crumb helpers", () => {
  it("compares crumbs exactly", () => {
    expect(sameCrumb("a".repeat(32), "a".repeat(32))).toBe(true);
    expect(sameCrumb("a".repeat(32), `${"a".repeat(31)}b`)).toBe(false);
    expect(sameCrumb("a".repeat(32), "a".repeat(31))).toBe(false);
  });

  it("lets islands read the cookie into the header the worker checks", () => {
    expect(clientCrumb.CRUMB_COOKIE).toBe(CRUMB_COOKIE);
    expect(clientCrumb.CRUMB_HEADER).toBe(CRUMB_HEADER);
    expect(clientCrumb.crumbHeaders("CART_FLAG=1; crumb=abc123; other=x")).toEqual({
      "X-CSRF-Token": "abc123",
    });
    expect(clientCrumb.crumbHeaders("other=x")).toEqual({});
    expect(clientCrumb.crumbHeaders("")).toEqual({});
  });
});
