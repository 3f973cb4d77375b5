// The Products screen (route in products.tsx, loaded as its own chunk): the products as a data
// table with status and type filters and saved views; for a role with products:write, row
// selection, bulk edit and the CSV tools.
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { formatMinor } from "../../../worker/commerce/format-minor";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { BulkEdit, CsvTools } from "../components/ProductBulkTools";
import { SavedViews, useTableView } from "../components/SavedViews";
import { can } from "../session";
import type { ProductRow } from "./products";

const productsRoute = getRouteApi("/products");

const TYPE_LABELS: Record<string, string> = {
  PHYSICAL: "Physical",
  DIGITAL: "Digital",
  SERVICE: "Service",
  GIFT_CARD: "Gift card",
};

const price = (p: ProductRow) => {
  if (p.minPriceCents === null || p.currency === null) return "—";
  const low = formatMinor(p.minPriceCents, p.currency, navigator.language);
  return p.maxPriceCents !== null && p.maxPriceCents !== p.minPriceCents
    ? `${low} – ${formatMinor(p.maxPriceCents, p.currency, navigator.language)}`
    : low;
};

const column = createColumnHelper<TableFeatureSet, ProductRow>();
const columns = column.columns([
  column.accessor("title", {
    header: "Product",
    cell: (info) => (
      <>
        <Link to="/products/$productId" params={{ productId: info.row.original.id }}>
          {info.getValue()}
        </Link>{" "}
        <a
          href={info.row.original.fullUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={`View ${info.getValue()} on the store`}
          className="muted-link"
        >
          (view)
        </a>
      </>
    ),
  }),
  column.accessor((p) => TYPE_LABELS[p.productType] ?? p.productType, { id: "type", header: "Type" }),
  column.accessor("minPriceCents", {
    header: "Price",
    cell: (info) => price(info.row.original),
    enableGlobalFilter: false,
  }),
  column.accessor((p) => p.stock ?? Number.POSITIVE_INFINITY, {
    id: "stock",
    header: "Stock",
    cell: (info) => (info.row.original.stock === null ? "Unlimited" : String(info.row.original.stock)),
    enableGlobalFilter: false,
  }),
  column.accessor("variantCount", { header: "Variants", enableGlobalFilter: false }),
  column.accessor((p) => (p.published ? "Published" : "Draft"), { id: "status", header: "Status" }),
]);

const STATUS_FILTERS = { all: "All", published: "Published", draft: "Draft" } as const;

export function ProductsScreen() {
  const { products } = productsRoute.useLoaderData();
  const { account } = productsRoute.useRouteContext();
  const [status, setStatus] = useState<keyof typeof STATUS_FILTERS>("all");
  const [type, setType] = useState("all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const view = useTableView({ status, type }, (f) => {
    setStatus(f.status && f.status in STATUS_FILTERS ? (f.status as keyof typeof STATUS_FILTERS) : "all");
    setType(f.type ?? "all");
  });
  const router = useRouter();
  const writable = can(account, "products:write");
  const reload = async () => {
    setSelected(new Set());
    await router.invalidate();
  };
  const rows = products.filter(
    (p) =>
      (status === "all" || p.published === (status === "published")) &&
      (type === "all" || p.productType === type),
  );
  return (
    <section>
      <h1>Products</h1>
      {writable ? (
        <p>
          <Link to="/products/new" className="button-link">
            Add product
          </Link>
        </p>
      ) : null}
      <SavedViews table="products" current={view.current} onApply={view.apply} />
      <div className="table-tools">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select
            id="filter-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            {Object.entries(STATUS_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">Type</label>
          <select id="filter-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="all">All</option>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        key={view.tableKey}
        {...view.tableProps}
        label="Products"
        columns={columns}
        rows={rows}
        emptyText="No products match your search."
        empty={
          products.length === 0
            ? {
                title: "Add your first product",
                body: "What you sell, with its price, photos and stock. Visitors see it in your shop once it is published.",
                action: writable ? (
                  <Link to="/products/new" className="button-link">
                    Add your first product
                  </Link>
                ) : undefined,
              }
            : undefined
        }
        {...(writable
          ? {
              selection: {
                selected,
                onChange: setSelected,
                rowId: (p: ProductRow) => p.id,
                rowLabel: (p: ProductRow) => p.title,
              },
            }
          : {})}
      />
      {writable ? (
        <>
          <h2>Bulk edit</h2>
          <BulkEdit selected={selected} onDone={reload} />
          <h2>CSV</h2>
          <CsvTools onDone={reload} />
        </>
      ) : null}
    </section>
  );
}
