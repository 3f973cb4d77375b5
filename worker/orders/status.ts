// The order state machine (docs/checkout.md, Orders):
//
//   pending_payment ──paid──────────► paid ──► fulfilled ──┬──► partially_refunded ──► refunded
//          │                           │  └─────────────────┴──────────────────────────► refunded
//          └──failed──► cancelling ◄───┘ (owner's cancel)
//                           └──────► cancelled
//
// pending_payment: the row exists; stock, coupon uses and the gift card may already be taken.
// cancelling: a failed or cancelled order is giving them back, and its payment (the sweep finishes
// it after a crash). A partially refunded order may take more refunds until nothing is left.
// Every change is one conditional UPDATE in worker/db/orders.ts, so racing changes cannot both apply.
import type { OrderStatus } from "../db/schema";

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["paid", "cancelling"],
  paid: ["fulfilled", "cancelling", "partially_refunded", "refunded"],
  fulfilled: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  cancelling: ["cancelled"],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Statuses an owner's refund may start from (any refund leaves partially_refunded or refunded). */
export const REFUNDABLE_STATUSES = [
  "paid",
  "fulfilled",
  "partially_refunded",
] as const satisfies readonly OrderStatus[];

/** Whether a customer has bought what the order holds (the order confirmed page shows it). */
export const isPlaced = (status: OrderStatus): boolean =>
  status === "paid" || status === "fulfilled" || status === "partially_refunded" || status === "refunded";
