// GET and PUT /api/v1/commerce-preferences/{namespace}: one object per site and namespace, read
// and replaced whole; answers carry websiteId, a body's websiteId is dropped; owners only.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../public-api/helpers";
import type { Owner } from "./helpers";

const PREFS = "/api/v1/commerce-preferences";
let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("prefs-admin@example.com");
});

describe("commerce preferences", () => {
  it("answers just websiteId for a namespace never written", async () => {
    const res = await admin.fetch(`${PREFS}/tips`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ websiteId: "site_demo" });
  });

  it("stores the object without websiteId and answers it with the site's", async () => {
    const res = await admin.put(`${PREFS}/tips`, {
      tipsEnabled: true,
      defaultTip: 15,
      labels: { note: "Gift note" },
      websiteId: "site_someone_else",
    });
    expect(res.status).toBe(200);
    const expected = {
      tipsEnabled: true,
      defaultTip: 15,
      labels: { note: "Gift note" },
      websiteId: "site_demo",
    };
    expect(await res.json()).toEqual(expected);
    expect(await (await admin.fetch(`${PREFS}/tips`)).json()).toEqual(expected);
    const row = await env.DB.prepare(
      "SELECT preferences FROM commerce_preferences WHERE website_id = 'site_demo' AND namespace = 'tips'",
    ).first<{ preferences: string }>();
    expect(JSON.parse(row!.preferences)).toEqual({
      tipsEnabled: true,
      defaultTip: 15,
      labels: { note: "Gift note" },
    });
  });

  it("replaces the namespace's object and keeps namespaces apart", async () => {
    await admin.put(`${PREFS}/products-panel`, { rowsPerPage: 25 });
    await admin.put(`${PREFS}/products-panel`, { rowsPerPage: 50 });
    expect(await (await admin.fetch(`${PREFS}/products-panel`)).json()).toEqual({
      rowsPerPage: 50,
      websiteId: "site_demo",
    });
    expect(
      ((await (await admin.fetch(`${PREFS}/tips`)).json()) as { tipsEnabled: boolean }).tipsEnabled,
    ).toBe(true);
  });

  it.each([
    ["an array", [1, 2], "Send the preferences as a JSON object."],
    ["a string", JSON.stringify("on"), "Send the preferences as a JSON object."],
    [
      "too many keys",
      Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])),
      "Keep to at most 100 preferences per namespace.",
    ],
  ])("refuses %s: 400, nothing stored", async (_what, body, message) => {
    const res = await admin.put(`${PREFS}/refused`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await (await admin.fetch(`${PREFS}/refused`)).json()).toEqual({ websiteId: "site_demo" });
  });

  it("refuses a malformed namespace: 400", async () => {
    const res = await admin.fetch(`${PREFS}/${"x".repeat(65)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/is not a preferences namespace/);
  });

  it("needs the session's xsrf token to save", async () => {
    const res = await admin.fetch(`${PREFS}/tips`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: admin.origin, "x-xsrf-token": "nope" },
      body: JSON.stringify({ tipsEnabled: false }),
    });
    expect(res.status).toBe(403);
  });
});
