// Endpoint secrets at rest. The worker must read a secret to sign with it, so it cannot be hashed;
// it is encrypted with AES-256-GCM under a key derived from the CONNECTIONS_SECRET_KEY secret
// (`wrangler secret put CONNECTIONS_SECRET_KEY`), so a copy of the database alone does not let
// anyone forge a site's webhooks. It has no default (worker/http/missing-secret.ts): without it no
// secret is sealed or opened, and adding an endpoint answers 503; development gets a random key per
// install in .dev.vars. Stored as "v1.<iv>.<ciphertext>", base64url.
import { requireSecret } from "../../http/missing-secret";

export type ConnectionsSecretEnv = Env & { CONNECTIONS_SECRET_KEY?: string };

const encoder = new TextEncoder();

const b64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const unb64 = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

async function aesKey(env: ConnectionsSecretEnv): Promise<CryptoKey> {
  const material = requireSecret(env.CONNECTIONS_SECRET_KEY, "CONNECTIONS_SECRET_KEY", "Webhooks");
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`webhook-secrets:${material}`));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function sealSecret(env: ConnectionsSecretEnv, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await aesKey(env),
    encoder.encode(secret),
  );
  return `v1.${b64(iv)}.${b64(new Uint8Array(sealed))}`;
}

export async function openSecret(env: ConnectionsSecretEnv, cipher: string): Promise<string> {
  const [version, iv, data] = cipher.split(".");
  if (version !== "v1" || !iv || !data) throw new Error("unreadable webhook secret");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: unb64(iv) },
    await aesKey(env),
    unb64(data),
  );
  return new TextDecoder().decode(plain);
}
