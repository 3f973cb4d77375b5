// The owner's orders, under /api/owner/orders (docs/checkout.md, Orders):
//   GET  /?q&status&sort&page&limit -> { orders, total }      placed orders (orders:read)
//   GET  /export.csv?q&status&sort  -> text/csv               the list's matches (orders:read)
//   GET  /{orderId}                 -> { order, lines, refunds } (orders:read)
//   POST /{orderId}/fulfil          -> { order }   paid -> fulfilled, shipping email (orders:write)
//   POST /{orderId}/cancel          -> { order }   paid -> cancelled, all given back (orders:write)
//   POST /{orderId}/refund          -> { order, refund }  to the card or a gift card (orders:write)
// A change the order's status does not allow, or that lost a race, is a 409 that says why.
import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { toCsv } from "../catalog-admin/csv";
import { fulfilOrder, refundsOf } from "../db/order-changes";
import { findOrder, orderLinesOf, type OrderRow } from "../db/orders";
import { exportOwnerOrders, listOwnerOrders, ORDER_SORTS } from "../db/owner-orders";
import { ORDER_STATUSES } from "../db/schema";
import { dispatchEmails } from "../email/dispatch";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerActor, requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { orderDeps } from "../orders/deps";
import { orderCsvRows } from "../orders/export-csv";
import { cancelPlacedOrder } from "../orders/owner-cancel";
import { cannotMove, orderNotFound } from "../orders/owner-messages";
import { fulfilBody, refundBody } from "../orders/owner-schemas";
import { refundOrder } from "../orders/refund";
import { enqueueUpdate, shippedEmail } from "../orders/update-emails";

const filters = {
  q: z.string().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  sort: z.enum(ORDER_SORTS).default("-number"),
};
const listQuery = z.object({
  ...filters,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const queryOf = <S extends z.ZodType>(schema: S) =>
  zValidator("query", schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0]!;
      return apiError(c, 400, `${issue.path.join(".")}: ${issue.message}`);
    }
  });

/** The order as the panel shows it: the row without the confirmed page's secret. */
const ownerView = <T extends { accessToken: string }>({ accessToken: _, ...order }: T) => order;

/** The placed order the path names, or undefined (the route answers 404). */
async function placedOrder(c: Context<AppEnv>): Promise<OrderRow | undefined> {
  const order = await findOrder(c.get("db"), c.get("website").id, c.req.param("orderId")!);
  return order && order.number !== null ? order : undefined;
}

export const ownerOrders = new Hono<AppEnv>()
  .get("/", requirePermission("orders:read"), queryOf(listQuery), async (c) => {
    const found = await listOwnerOrders(c.get("db"), c.get("website").id, c.req.valid("query"));
    return c.json({ orders: found.orders.map(ownerView), total: found.total }, 200);
  })
  .get("/export.csv", requirePermission("orders:read"), queryOf(z.object(filters)), async (c) => {
    const found = await exportOwnerOrders(c.get("db"), c.get("website").id, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="orders.csv"');
    return c.body(toCsv(orderCsvRows(found.orders, found.lines)) + "\r\n", 200);
  })
  .get("/:orderId", requirePermission("orders:read"), async (c) => {
    const order = await placedOrder(c);
    if (!order) return apiError(c, 404, orderNotFound(c.req.param("orderId")));
    const db = c.get("db");
    const [lines, refunds] = await Promise.all([orderLinesOf(db, order.id), refundsOf(db, order.id)]);
    return c.json({ order: ownerView(order), lines, refunds }, 200);
  })
  .post("/:orderId/fulfil", requirePermission("orders:write"), validate("json", fulfilBody), async (c) => {
    const db = c.get("db");
    const order = await placedOrder(c);
    if (!order) return apiError(c, 404, orderNotFound(c.req.param("orderId")));
    const fulfillable =
      order.status === "paid" || (order.status === "partially_refunded" && !order.fulfilledOn);
    if (!fulfillable) return apiError(c, 409, cannotMove(order.status, "fulfilled"));
    const { carrier, trackingNumber } = c.req.valid("json");
    const tracking = { carrier: carrier ?? null, trackingNumber: trackingNumber ?? null };
    // A racing change (a second click, a refund) wins or loses as one conditional UPDATE.
    const fulfilled = await fulfilOrder(db, order, tracking, Date.now());
    if (!fulfilled) {
      const now = (await findOrder(db, order.websiteId, order.id))!;
      return apiError(c, 409, cannotMove(now.status, "fulfilled"));
    }
    const emailId = await enqueueUpdate(db, await shippedEmail(db, fulfilled), Date.now());
    if (emailId) await dispatchEmails(c.env.EMAILS, [emailId]);
    return c.json({ order: ownerView(fulfilled) }, 200);
  })
  .post("/:orderId/cancel", requirePermission("orders:write"), async (c) => {
    const order = await placedOrder(c);
    if (!order) return apiError(c, 404, orderNotFound(c.req.param("orderId")));
    const done = await cancelPlacedOrder(orderDeps(c.env, c.get("db")), order, await ownerActor(c));
    if (!done.ok) return apiError(c, done.status, done.message);
    return c.json({ order: ownerView(done.order) }, 200);
  })
  .post("/:orderId/refund", requirePermission("orders:write"), validate("json", refundBody), async (c) => {
    const order = await placedOrder(c);
    if (!order) return apiError(c, 404, orderNotFound(c.req.param("orderId")));
    const deps = orderDeps(c.env, c.get("db"));
    const done = await refundOrder(deps, order, c.req.valid("json"), await ownerActor(c));
    if (!done.ok) return apiError(c, done.status, done.message);
    return c.json({ order: ownerView(done.order), refund: done.refund }, 200);
  });
