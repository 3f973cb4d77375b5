// The owner's orders, under /api/owner/orders (docs/checkout.md, Orders):
//   GET  /?q&status&sort&page&limit -> { orders, total }   placed orders (orders:read)
//   GET  /{orderId}                 -> { order, lines }     (orders:read)
//   POST /{orderId}/fulfil          -> { order }            paid -> fulfilled (orders:write), else 409
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { changeStatus, findOrder, orderLinesOf } from "../db/orders";
import { listOwnerOrders, ORDER_SORTS } from "../db/owner-orders";
import { ORDER_STATUSES } from "../db/schema";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { cannotMove, orderNotFound } from "../orders/owner-messages";
import { canMove } from "../orders/status";

const listQuery = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  sort: z.enum(ORDER_SORTS).default("-number"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const query = zValidator("query", listQuery, (result, c) => {
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return apiError(c, 400, `${issue.path.join(".")}: ${issue.message}`);
  }
});

/** The order as the panel shows it: the row without the confirmed page's secret. */
const ownerView = <T extends { accessToken: string }>({ accessToken: _, ...order }: T) => order;

export const ownerOrders = new Hono<AppEnv>()
  .get("/", requirePermission("orders:read"), query, async (c) => {
    const found = await listOwnerOrders(c.get("db"), c.get("website").id, c.req.valid("query"));
    return c.json({ orders: found.orders.map(ownerView), total: found.total }, 200);
  })
  .get("/:orderId", requirePermission("orders:read"), async (c) => {
    const orderId = c.req.param("orderId");
    const order = await findOrder(c.get("db"), c.get("website").id, orderId);
    if (!order || order.number === null) return apiError(c, 404, orderNotFound(orderId));
    return c.json({ order: ownerView(order), lines: await orderLinesOf(c.get("db"), order.id) }, 200);
  })
  .post("/:orderId/fulfil", requirePermission("orders:write"), async (c) => {
    const db = c.get("db");
    const orderId = c.req.param("orderId");
    const order = await findOrder(db, c.get("website").id, orderId);
    if (!order || order.number === null) return apiError(c, 404, orderNotFound(orderId));
    if (!canMove(order.status, "fulfilled")) return apiError(c, 409, cannotMove(order.status, "fulfilled"));
    // A racing change (a second click, a refund) wins or loses as one conditional UPDATE.
    if (!(await changeStatus(db, order.id, order.status, "fulfilled", Date.now()))) {
      const now = (await findOrder(db, order.websiteId, order.id))!;
      return apiError(c, 409, cannotMove(now.status, "fulfilled"));
    }
    return c.json({ order: ownerView((await findOrder(db, order.websiteId, order.id))!) }, 200);
  });
