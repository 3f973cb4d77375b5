// Webhook signatures. Every delivery carries
//   Atelier-Webhook-Id:         the event's id (the same on every retry and for every endpoint)
//   Atelier-Webhook-Timestamp:  seconds since the epoch when this attempt was signed
//   Atelier-Webhook-Signature:  v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>
// A receiver recomputes the HMAC over the timestamp, a dot and the body exactly as received,
// compares in constant time, refuses a timestamp older than a few minutes (replays) and skips an
// id it has already handled (at-least-once delivery). docs/connections.md shows the recipe.
export const ID_HEADER = "Atelier-Webhook-Id";
export const TIMESTAMP_HEADER = "Atelier-Webhook-Timestamp";
export const SIGNATURE_HEADER = "Atelier-Webhook-Signature";
export const EVENT_HEADER = "Atelier-Webhook-Event";

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

export async function signPayload(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`));
  return `v1=${hex(mac)}`;
}

/** A new endpoint secret: 32 random bytes, base64url, with a prefix that says what it is. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const text = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `whsec_${text}`;
}
