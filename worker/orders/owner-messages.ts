// The owner's order messages (docs/checkout.md, Orders). Ours: the spec does not word them.
import type { OrderStatus } from "../db/schema";

export const orderNotFound = (orderId: string) => `Order '${orderId}' was not found.`;

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending_payment: "awaiting payment",
  paid: "paid",
  fulfilled: "fulfilled",
  cancelling: "being cancelled",
  cancelled: "cancelled",
  partially_refunded: "partially refunded",
  refunded: "refunded",
};

/** A refused change: what the order is, and what cannot be done to it. */
export const cannotMove = (from: OrderStatus, action: string) =>
  `This order is ${STATUS_WORDS[from]}, so it cannot be ${action}.`;
