// The cancel link's secret: 32 random bytes; only its SHA-256 is stored, so reading the database
// gives no working cancel link. Compared in constant time.
import { newAccessToken, tokenMatches } from "../orders/access";

export const newCancelToken = newAccessToken;

export async function hashCancelToken(token: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function cancelTokenMatches(storedHash: string | null, token: string): Promise<boolean> {
  if (!storedHash || !token || token.length > 128) return false;
  return tokenMatches(storedHash, await hashCancelToken(token));
}
