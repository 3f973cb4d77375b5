// The funnel's last step and its revenue (the owner dashboard): a placed order is an analytics
// event too, queued by the server (no tracking rule or client script can lose it). The order id is
// the idempotency key, so a retried send or a redelivery counts one purchase once. The message names
// the order's shard (db/shard-context.ts), where its rollups go.
import type { OrderRow } from "../db/orders";
import { shardField } from "../db/shard-context";
import type { EventMessage } from "../queue";

export async function recordPurchase(events: Queue, order: OrderRow): Promise<void> {
  const message: EventMessage = {
    id: `purchase:${order.id}`,
    kind: "commerce.purchase",
    websiteId: order.websiteId,
    ...shardField(),
    sentAt: Date.now(),
    payload: { orderId: order.id, grandTotalCents: order.grandTotalCents, currency: order.currency },
  };
  try {
    await events.send(message, { contentType: "json" });
  } catch (err) {
    // The order stands either way; the dashboard would miss one purchase.
    console.error("purchase event not queued", order.id, err);
  }
}
