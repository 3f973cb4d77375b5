// The cookie that opens a password-protected collection (and its items) after the right password.
// Its value is "<expiry ms>.<HMAC-SHA256 of collection id and expiry>", keyed by the collection's
// stored password hash: no server secret is needed, and changing the password revokes every cookie.
import { constantTimeEqual, toBase64Url } from "./password";

/** How long an unlocked page stays open in a browser. */
export const ACCESS_TTL_SECONDS = 24 * 60 * 60;

const encoder = new TextEncoder();

/** One cookie per collection; ids are reduced to cookie-name characters. */
export const accessCookieName = (collectionId: string) =>
  `atelier-access-${collectionId.replace(/[^A-Za-z0-9_-]/g, "_")}`;

async function signature(passwordHash: string, collectionId: string, expires: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(passwordHash),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${collectionId}.${expires}`)));
}

export async function accessCookieValue(
  passwordHash: string,
  collectionId: string,
  now: number,
): Promise<string> {
  const expires = now + ACCESS_TTL_SECONDS * 1000;
  return `${expires}.${toBase64Url(await signature(passwordHash, collectionId, expires))}`;
}

export async function hasAccess(
  value: string | undefined,
  passwordHash: string,
  collectionId: string,
  now: number,
): Promise<boolean> {
  const [expiresText, sig] = (value ?? "").split(".");
  const expires = Number(expiresText);
  if (!sig || !Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = toBase64Url(await signature(passwordHash, collectionId, expires));
  return constantTimeEqual(encoder.encode(sig), encoder.encode(expected));
}
