// The Orders screen (route in orders.tsx, loaded as its own chunk): the orders as a data table
// with a status filter, saved views and the CSV export of what the search and filter show.
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { Button, Heading } from "react-aria-components";
import { answer, ApiError, GENERAL_ERROR } from "../api";
import { DataTable, type TableFeatureSet, type TableView } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { SavedViews, useTableView } from "../components/SavedViews";
import { downloadCsv } from "../download";
import { formatDateTime } from "../format-date";
import { money, STATUS_LABELS } from "./order-text";
import type { OrderRow } from "./orders";
import { ordersApi } from "./orders-api";

const ordersRoute = getRouteApi("/orders");

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

export function OrdersScreen() {
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
        key={view.tableKey}
        {...view.tableProps}
        label="Orders"
        columns={columns}
        rows={rows}
        emptyText="No orders match your search."
        empty={
          orders.length === 0
            ? {
                title: "No orders yet",
                body: "Orders show here the moment a visitor buys. Try it yourself: buy from your store with the test card 4242 4242 4242 4242.",
                action: (
                  <a href="/" className="button-link">
                    Open your store
                  </a>
                ),
              }
            : undefined
        }
      />
    </section>
  );
}
