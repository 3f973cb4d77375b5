// Endpoint secrets are sealed under the CONNECTIONS_SECRET_KEY secret and nothing else: a
// deployment without it refuses to add an endpoint with a 503 that names it, and what was sealed
// under the public development key the source once held does not open.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../worker/connections/webhooks/secret-box";
import { Visitor } from "../worker/helpers";
import { withoutSecret } from "../worker/without-secret";

const ENDPOINTS = "/api/owner/connections/automation/endpoints";
const bearer = { authorization: "Bearer test-owner-token" };

/** The sealing the source used when CONNECTIONS_SECRET_KEY was unset. */
async function sealUnderOldDefault(secret: string) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode("webhook-secrets:atelier-development-connections-key"),
  );
  const key = await crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(secret)),
  );
  const b64 = (b: Uint8Array) =>
    btoa(String.fromCharCode(...b))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `v1.${b64(iv)}.${b64(sealed)}`;
}

describe("the webhook sealing key", () => {
  it("when it is not set, refuses a new endpoint with 503 naming it, and keeps no endpoint", async () => {
    const production = new Visitor("https://shop.example.com", withoutSecret("CONNECTIONS_SECRET_KEY"));
    const res = await production.post(
      ENDPOINTS,
      { url: "https://hooks.example.com/in", events: ["order.placed"] },
      bearer,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "Webhooks are unavailable: the CONNECTIONS_SECRET_KEY secret is not set.",
    });
    const listing = await new Visitor("https://shop.example.com").fetch("/api/owner/connections/automation", {
      headers: bearer,
    });
    expect(listing.status).toBe(200);
    expect(await listing.text()).not.toContain("hooks.example.com");
  });

  it("does not open a secret sealed under the old public development key", async () => {
    const sealed = await sealUnderOldDefault("whsec_from_an_old_database");
    await expect(openSecret(env, sealed)).rejects.toThrow();
    expect(await openSecret(env, await sealSecret(env, "whsec_sealed_now"))).toBe("whsec_sealed_now");
  });
});
