// Double opt-in as a state machine (no HTTP, no D1): what a sign-up does to a subscriber.
//   (none)        --sign up-->  pending        confirmation email sent
//   pending       --sign up-->  pending        email sent again, at most once per RESEND_AFTER_MS
//   confirmed     --sign up-->  confirmed      nothing sent (the answer is the same: no address is
//                                              revealed as subscribed)
//   unsubscribed  --sign up-->  pending        confirmation email sent
//   pending|confirmed --confirm link--> confirmed;  any --unsubscribe--> unsubscribed
import type { NewsletterStatus } from "../db/schema";

export const RESEND_AFTER_MS = 5 * 60_000;

export type SignUpPlan = "create" | "resend" | "none";

export function planSignUp(
  existing: { status: NewsletterStatus; confirmationSentAt: number | null } | undefined,
  now: number,
): SignUpPlan {
  if (!existing) return "create";
  switch (existing.status) {
    case "confirmed":
      return "none";
    case "unsubscribed":
      return "resend";
    case "pending":
      return existing.confirmationSentAt !== null && now - existing.confirmationSentAt < RESEND_AFTER_MS
        ? "none"
        : "resend";
  }
}

/** Whether a confirmation link confirms a subscriber in this state (an unsubscribe wins over old links). */
export const canConfirm = (status: NewsletterStatus) => status !== "unsubscribed";
