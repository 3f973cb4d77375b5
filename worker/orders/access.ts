// The order pages are private: its link carries a random token only the buyer's browser
// (and the confirmation email) knows. 32 random bytes, compared in constant time.
import type { OrderRow } from "../db/orders";

export const newAccessToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
};

export const orderPagePath = (order: Pick<OrderRow, "id" | "accessToken">) =>
  `/commerce/orders/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.accessToken)}`;

/** The order status page (211), linked from the confirmation email. */
export const orderStatusPath = (order: Pick<OrderRow, "id" | "accessToken">) =>
  `/commerce/orders/${encodeURIComponent(order.id)}/status?token=${encodeURIComponent(order.accessToken)}`;

export function tokenMatches(expected: string, given: string): boolean {
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(given);
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
