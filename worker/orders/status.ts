// The order state machine (docs/checkout.md, Orders):
//
//   pending_payment ──paid──────────► paid ──► fulfilled
//          │                           │  └──► refunded
//          └──failed──► cancelling ──► cancelled
//
// pending_payment: the row exists; stock, coupon uses and the gift card may already be taken.
// cancelling: a failed order is giving them back (short; the sweep finishes it after a crash).
// Every change is one conditional UPDATE in worker/db/orders.ts, so racing changes cannot both apply.
import type { OrderStatus } from "../db/schema";

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["paid", "cancelling"],
  paid: ["fulfilled", "refunded"],
  fulfilled: ["refunded"],
  cancelling: ["cancelled"],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Whether a customer has bought what the order holds (the order confirmed page shows it). */
export const isPlaced = (status: OrderStatus): boolean =>
  status === "paid" || status === "fulfilled" || status === "refunded";
