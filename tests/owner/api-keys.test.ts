// The owner's API keys: made with scopes and shown once, only a SHA-256 stored with a visible
// prefix, listed with their last use, revoked (and refused from then on), on their own site only.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { KEYS, signedInAdmin, withKey } from "../public-api/helpers";
import type { Owner } from "./helpers";

interface KeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdOn: number;
  lastUsedOn: number | null;
  revokedOn: number | null;
}

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("keys-admin@example.com");
});

async function makeKey(name: string, scopes: string[]) {
  const res = await admin.post(KEYS, { name, scopes });
  expect(res.status).toBe(201);
  return (await res.json()) as { key: string; apiKey: KeyView };
}

const listed = async () => ((await (await admin.fetch(KEYS)).json()) as { apiKeys: KeyView[] }).apiKeys;

describe("making a key", () => {
  it("answers the key in full once, stores only its hash, and lists it by its prefix", async () => {
    const { key, apiKey } = await makeKey("Stock sync", ["inventory:write", "products:read"]);
    expect(key).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "Stock sync",
      prefix: key.slice(0, 12),
      scopes: ["inventory:write", "products:read"],
      lastUsedOn: null,
      revokedOn: null,
    });
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(apiKey.id).first();
    expect(row!.key_hash).toBe(await sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    // The list never shows the key again, nor its hash.
    const keys = await listed();
    const shown = keys.find((k) => k.id === apiKey.id)!;
    expect(shown).toEqual(apiKey);
    expect(JSON.stringify(keys)).not.toContain(key.slice(12));
    expect(JSON.stringify(keys)).not.toContain(row!.key_hash as string);
  });

  it("makes a different key every time", async () => {
    const a = await makeKey("A", ["orders:read"]);
    const b = await makeKey("A", ["orders:read"]);
    expect(a.key).not.toBe(b.key);
    expect(a.apiKey.id).not.toBe(b.apiKey.id);
  });

  it.each([
    [{ name: "", scopes: ["orders:read"] }, "Give the key a name."],
    [{ name: "x".repeat(81), scopes: ["orders:read"] }, "Use at most 80 characters for the key's name."],
    [{ name: "No scopes", scopes: [] }, "Choose at least one scope."],
    [{ name: "Missing scopes" }, "Choose at least one scope."],
  ])("refuses %j: %s, and stores nothing", async (body, message) => {
    const before = (await listed()).length;
    const res = await admin.post(KEYS, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect((await listed()).length).toBe(before);
  });

  it("refuses a scope that does not exist", async () => {
    const res = await admin.post(KEYS, { name: "Odd", scopes: ["orders:delete"] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/orders:read/);
  });

  it("needs the session's xsrf token", async () => {
    const res = await admin.post(
      KEYS,
      { name: "No token", scopes: ["orders:read"] },
      { "x-xsrf-token": "wrong" },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Your session has expired. Please reload the page and try again.",
    });
  });
});

describe("last use and revoking", () => {
  it("records the key's last use, then refuses it once revoked, keeping it listed", async () => {
    const { key, apiKey } = await makeKey("Reader", ["products:read"]);
    const before = Date.now();
    expect((await withKey(key, "/products?limit=1")).status).toBe(200);
    const used = (await listed()).find((k) => k.id === apiKey.id)!;
    expect(used.lastUsedOn).toBeGreaterThanOrEqual(before);

    const res = await admin.post(`${KEYS}/${apiKey.id}/revoke`, {});
    expect(res.status).toBe(200);
    const { apiKey: revoked } = (await res.json()) as { apiKey: KeyView };
    expect(revoked.revokedOn).toBeGreaterThanOrEqual(before);

    const refused = await withKey(key, "/products");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "This API key is not valid or has been revoked." });
    expect((await listed()).find((k) => k.id === apiKey.id)).toEqual(revoked);

    // Revoking again changes nothing.
    const again = await admin.post(`${KEYS}/${apiKey.id}/revoke`, {});
    expect(again.status).toBe(200);
    expect(((await again.json()) as { apiKey: KeyView }).apiKey.revokedOn).toBe(revoked.revokedOn);
  });

  it("writes the last use at most once a minute", async () => {
    const { key, apiKey } = await makeKey("Busy reader", ["products:read"]);
    const lastUse = async () => (await listed()).find((k) => k.id === apiKey.id)!.lastUsedOn;
    await withKey(key, "/products?limit=1");
    const first = await lastUse();
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await withKey(key, "/products?limit=1");
    expect(await lastUse()).toBe(first);
    // A minute later, the next call is recorded.
    await env.DB.prepare("UPDATE api_keys SET last_used_on = ? WHERE id = ?")
      .bind(first! - 61_000, apiKey.id)
      .run();
    await withKey(key, "/products?limit=1");
    expect(await lastUse()).toBeGreaterThanOrEqual(first!);
  });

  it("answers 404 for a key that is not the site's", async () => {
    const res = await admin.post(`${KEYS}/key_nope/revoke`, {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "There is no such API key on this site." });
  });
});

describe("keys and sites", () => {
  it("does not let one site's key into another site", async () => {
    const made = await admin.post("/api/owner/sign-up", {
      email: "keys-other@example.com",
      password: "a long enough password",
      siteName: "keys-other",
      siteTitle: "Keys Other",
      template: "blank",
    });
    expect(made.status).toBe(201);
    const { key } = await makeKey("Demo only", ["products:read"]);
    expect((await withKey(key, "/products")).status).toBe(200);
    const elsewhere = await withKey(key, "/products", {}, "http://keys-other.localhost");
    expect(elsewhere.status).toBe(401);
  });
});
