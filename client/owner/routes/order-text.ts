// How the order screens (orders-screen.tsx, order-detail-screen.tsx) word an order: its status
// and its amounts.
import { formatMinor } from "../../../worker/commerce/format-minor";
import type { OrderRow } from "./orders";

export const STATUS_LABELS: Record<OrderRow["status"], string> = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

export const money = (cents: number, currency: string) => formatMinor(cents, currency, "en-US");
