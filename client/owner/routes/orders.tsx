// /config/orders: the site's placed orders as a data table (GET /api/owner/orders, orders:read),
// newest first; each opens its detail (order-detail.tsx). The table searches, sorts and pages the
// rows on the client, like every panel table; the loader reads up to 1,000 orders. A status filter,
// saved views, and the CSV export of what the search and filter show (GET .../export.csv).
import { createRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { Button, Heading } from "react-aria-components";
import { formatMinor } from "../../../worker/commerce/format-minor";
import { answer, ApiError, api, GENERAL_ERROR } from "../api";
import { DataTable, type TableFeatureSet, type TableView } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { ScreenError } from "../components/ScreenError";
import { SavedViews, useTableView } from "../components/SavedViews";
import { downloadCsv } from "../download";
import { formatDateTime } from "../format-date";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const ordersApi = api.orders;

const PAGE = 100;

async function loadOrders() {
  const rows = [];
  for (let page = 1; page <= 10; page++) {
    const found = await answer(ordersApi.$get({ query: { page: String(page), limit: String(PAGE) } }));
    rows.push(...found.orders);
    if (rows.length >= found.total) break;
  }
  return rows;
}
type OrderRow = Awaited<ReturnType<typeof loadOrders>>[number];

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

const column = createColumnHelper<TableFeatureSet, OrderRow>();
const columns = column.columns([
  column.accessor((o) => `#${o.number}`, {
    id: "number",
    header: "Order",
    sortFn: "alphanumeric",
    cell: (info) => (
      <Link to="/orders/$orderId" params={{ orderId: info.row.original.id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor("email", { header: "Customer" }),
  column.accessor((o) => STATUS_LABELS[o.status], { id: "status", header: "Status" }),
  column.accessor("grandTotalCents", {
    header: "Total",
    cell: (info) => money(info.getValue(), info.row.original.currency),
    enableGlobalFilter: false,
  }),
  column.accessor((o) => o.paidOn ?? 0, {
    id: "paidOn",
    header: "Placed",
    cell: (info) => formatDateTime(info.row.original.paidOn, ""),
    enableGlobalFilter: false,
  }),
]);

/** The table's sort as the export's `sort` (number or total; else the newest first). */
function exportSort(sort: TableView["sort"]): "number" | "-number" | "total" | "-total" {
  const first = sort[0];
  const by = first?.id === "number" ? "number" : first?.id === "grandTotalCents" ? "total" : undefined;
  if (!by || !first) return "-number";
  return first.desc ? `-${by}` : by;
}

function Orders() {
  const orders = ordersRoute.useLoaderData();
  const [status, setStatus] = useState("all");
  const [error, setError] = useState<string>();
  const view = useTableView({ status }, (f) => setStatus(f.status ?? "all"));
  const rows = status === "all" ? orders : orders.filter((o) => o.status === status);

  const exportCsv = async () => {
    try {
      const query = {
        sort: exportSort(view.current.sort),
        ...(view.current.search ? { q: view.current.search } : {}),
        ...(status !== "all" ? { status: status as OrderRow["status"] } : {}),
      };
      const res = await ordersApi["export.csv"].$get({ query });
      if (!res.ok) await answer(Promise.resolve(res));
      downloadCsv("orders.csv", await res.text());
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <section>
      <Heading level={1}>Orders</Heading>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <SavedViews table="orders" current={view.current} onApply={view.apply} />
      <div className="table-tools">
        <div className="field">
          <label htmlFor="filter-order-status">Status</label>
          <select id="filter-order-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button onPress={() => void exportCsv()}>Export CSV</Button>
      </div>
      <DataTable
        {...view.tableProps}
        label="Orders"
        columns={columns}
        rows={rows}
        emptyText="No orders match your search."
      />
    </section>
  );
}

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/orders",
  beforeLoad: requireAccount,
  loader: loadOrders,
  component: Orders,
  errorComponent: ScreenError,
});
