// Public API keys: "atk_" and 32 random bytes in base64url (256 bits, so a plain SHA-256 of the
// key is a safe thing to store and look it up by; no salt or slow hash is needed for a key nobody
// chose). The first 12 characters are the visible prefix the panel lists keys by.
import { toBase64Url } from "../pages/access/password";

export const KEY_PREFIX = "atk_";
export const VISIBLE_PREFIX_LENGTH = 12;
/** What a well-formed key looks like; anything else is refused without a lookup. */
export const API_KEY_PATTERN = /^atk_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): { key: string; prefix: string } {
  const key = KEY_PREFIX + toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH) };
}

export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
