// /config/products: the site's products as a data table (GET /api/owner/products, products:read).
import { createRoute, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { formatMinor } from "../../../worker/commerce/format-minor";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { answer, api, ApiError } from "../api";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const UNABLE_TO_LOAD = "Unable to load. Try again.";

const loadProducts = () => answer(api.products.$get());
type ProductRow = Awaited<ReturnType<typeof loadProducts>>["products"][number];

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
      <a href={info.row.original.fullUrl} target="_blank" rel="noreferrer">
        {info.getValue()}
      </a>
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

function Products() {
  const { products } = productsRoute.useLoaderData();
  return (
    <section>
      <h1>Products</h1>
      <DataTable
        label="Products"
        columns={columns}
        rows={products}
        emptyText="No products match your search."
      />
    </section>
  );
}

export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/products",
  beforeLoad: requireAccount,
  loader: loadProducts,
  component: Products,
  errorComponent: function ProductsError({ error }) {
    const router = useRouter();
    // A refusal says why (a role without products:read); anything else offers a retry.
    if (error instanceof ApiError && error.status === 403) return <ErrorBanner message={error.message} />;
    return <ErrorBanner message={UNABLE_TO_LOAD} onRetry={() => void router.invalidate()} />;
  },
});
