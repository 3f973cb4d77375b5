// Orders as the owner's panel and the public API read them: placed orders only (those with a
// number; a pending or failed checkout is not an order the owner runs).
import { and, asc, count, desc, eq, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { linesByOrder, type OrderLineRow } from "./orders";
import { orders, type OrderStatus } from "./schema";

export const ORDER_SORTS = ["number", "-number", "total", "-total"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderListQuery {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  sort: OrderSort;
  page: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(websiteId: string, query: OrderListQuery): SQL {
  const where: SQL[] = [eq(orders.websiteId, websiteId), isNotNull(orders.number)];
  if (query.status) where.push(eq(orders.status, query.status));
  const q = query.q?.trim().replace(/^#/, "");
  if (q) {
    const text = sql`${orders.email} LIKE ${`%${escapeLike(q.toLowerCase())}%`} ESCAPE '\\'`;
    where.push(/^\d+$/.test(q) ? or(eq(orders.number, Number(q)), text)! : text);
  }
  return and(...where)!;
}

const ORDER_BY: Record<OrderSort, SQL> = {
  number: asc(orders.number),
  "-number": desc(orders.number),
  total: asc(orders.grandTotalCents),
  "-total": desc(orders.grandTotalCents),
};

/** One page of a site's placed orders, with how many match in all. */
export async function listOwnerOrders(db: Db, websiteId: string, query: OrderListQuery) {
  const where = matching(websiteId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(ORDER_BY[query.sort], desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .all(),
    db.select({ n: count() }).from(orders).where(where).all(),
  ]);
  return { orders: rows, total: total?.n ?? 0 };
}

/** The most rows one CSV export holds (the list's filters narrow it). */
export const MAX_EXPORT_ORDERS = 10_000;

/** Every placed order the list's filters match (in its sort), with their lines, for the CSV export. */
export async function exportOwnerOrders(
  db: Db,
  websiteId: string,
  query: Omit<OrderListQuery, "page" | "limit">,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(matching(websiteId, { ...query, page: 1, limit: MAX_EXPORT_ORDERS }))
    .orderBy(ORDER_BY[query.sort], desc(orders.id))
    .limit(MAX_EXPORT_ORDERS)
    .all();
  const lines = new Map<string, OrderLineRow[]>();
  // D1 binds at most 100 values per statement: the lines of 50 orders at a time.
  for (let i = 0; i < rows.length; i += 50) {
    for (const [id, of] of await linesByOrder(
      db,
      rows.slice(i, i + 50).map((o) => o.id),
    ))
      lines.set(id, of);
  }
  return { orders: rows, lines };
}

/** Placed orders newest first, keyset by (createdOn, id), for the public API. */
export const placedOrdersAfter = (
  db: Db,
  websiteId: string,
  after: readonly [number, string] | undefined,
  limit: number,
) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.websiteId, websiteId),
        isNotNull(orders.number),
        after
          ? or(lt(orders.createdOn, after[0]), and(eq(orders.createdOn, after[0]), lt(orders.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(limit)
    .all();
