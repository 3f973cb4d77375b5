// The order sweep (a Cron Trigger, worker/scheduled.ts): checkouts that stopped half way, because
// the worker died, the payment provider did not answer, or the visitor closed the page, are
// finished or undone by running their saga again without a card (place-order.ts, resumeOrder).
// A payment that went through is found by its idempotency key or id and the order completes
// without a second charge; one that did not is abandoned and everything the order took goes back.
import { unfinishedOrders } from "../db/orders";
import { resumeOrder, type OrderDeps } from "./place-order";

/** A checkout answers within seconds; one pending for this long has stopped. */
export const STUCK_AFTER_MS = 15 * 60_000;
export const SWEEP_ORDER_LIMIT = 50;

export async function sweepOrders(
  deps: OrderDeps,
  stuckAfterMs = STUCK_AFTER_MS,
): Promise<{ completed: number; cancelled: number; pending: number }> {
  const stuck = await unfinishedOrders(deps.db, deps.now() - stuckAfterMs, SWEEP_ORDER_LIMIT);
  const counts = { completed: 0, cancelled: 0, pending: 0 };
  for (const order of stuck) {
    try {
      const result = await resumeOrder(deps, order, null);
      if (result.ok) counts.completed++;
      else if (result.status === 503) counts.pending++;
      else counts.cancelled++;
    } catch (error) {
      counts.pending++;
      console.error("order sweep could not finish an order", order.id, error);
    }
  }
  return counts;
}
