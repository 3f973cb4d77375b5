// Cancelling from the email's link: the token's hash must match; ACTIVE or PAST_DUE → CANCELLED
// (no further renewal). Idempotent: a cancelled subscription answers "cancelled" again.
import type { Db } from "../db/client";
import { cancelSubscriptionRow, findSubscription, type SubscriptionRow } from "../db/subscriptions";
import { cancelTokenMatches } from "./cancel-token";

export type CancelAnswer =
  | { ok: true; subscription: SubscriptionRow }
  | { ok: false; reason: "invalid" | "completed"; subscription?: SubscriptionRow };

/** The subscription the link names, if its token is right. */
export async function subscriptionFromCancelLink(
  db: Db,
  websiteId: string,
  id: string,
  token: string,
): Promise<SubscriptionRow | undefined> {
  if (id.length > 64) return undefined;
  const sub = await findSubscription(db, websiteId, id);
  return sub && (await cancelTokenMatches(sub.cancelTokenHash, token)) ? sub : undefined;
}

export async function cancelSubscription(
  db: Db,
  websiteId: string,
  id: string,
  token: string,
  now: number,
): Promise<CancelAnswer> {
  const sub = await subscriptionFromCancelLink(db, websiteId, id, token);
  if (!sub) return { ok: false, reason: "invalid" };
  await cancelSubscriptionRow(db, sub.id, now);
  const current = (await findSubscription(db, websiteId, id))!;
  if (current.status === "COMPLETED") return { ok: false, reason: "completed", subscription: current };
  return { ok: true, subscription: current };
}
