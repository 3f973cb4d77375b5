// PENDING → ACTIVE once the first order is paid (cycle 1): the start date is the payment's, the
// next billing date one period later (none when the plan had one cycle: COMPLETED), and the
// started email with a fresh cancel link goes into the outbox in the same batch. The email's key is
// one per subscription, so a second activation (a retry, the sweep) writes neither.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { findWebsiteById } from "../db/hosts";
import type { OrderRow } from "../db/orders";
import { subscriptions } from "../db/schema";
import { findSubscription, type SubscriptionRow } from "../db/subscriptions";
import { dispatchEmails, type EmailQueueMessage } from "../email/dispatch";
import { enqueueEmail, newId } from "../email/outbox";
import { billingDate, isComplete } from "./billing-dates";
import { hashCancelToken, newCancelToken } from "./cancel-token";
import { startedEmailContent, startedEmailKey } from "./started-email";

export async function activateSubscription(
  deps: { db: Db; emails?: Queue<EmailQueueMessage>; now: () => number },
  sub: SubscriptionRow,
  order: OrderRow,
): Promise<SubscriptionRow> {
  const { db } = deps;
  if (sub.status !== "PENDING") return sub;
  const startedOn = order.paidOn ?? deps.now();
  const completed = isComplete(sub.plan, 1);
  const nextBillingOn = completed ? null : billingDate(startedOn, sub.plan, 1);
  const cancelToken = newCancelToken();
  const site = await findWebsiteById(db, sub.websiteId);
  const emailId = newId("email");
  const content = startedEmailContent(
    sub,
    nextBillingOn,
    cancelToken,
    site?.title ?? "",
    site?.language ?? "en-US",
  );
  const [activated] = await db.batch([
    db
      .update(subscriptions)
      .set({
        status: completed ? "COMPLETED" : "ACTIVE",
        cyclesBilled: 1,
        startedOn,
        nextBillingOn,
        firstOrderId: order.id,
        lastOrderId: order.id,
        cancelTokenHash: await hashCancelToken(cancelToken),
        updatedOn: deps.now(),
      })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "PENDING")))
      .returning({ id: subscriptions.id }),
    enqueueEmail(
      db,
      { websiteId: sub.websiteId, to: sub.email, idempotencyKey: startedEmailKey(sub.id), ...content },
      deps.now(),
      emailId,
    ),
  ]);
  if (activated.length > 0 && deps.emails) await dispatchEmails(deps.emails, [emailId]);
  return (await findSubscription(db, sub.websiteId, sub.id))!;
}
