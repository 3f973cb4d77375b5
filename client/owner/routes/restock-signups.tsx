// /config/restock/{productId}/{variantId}: one variant's restock sign-ups, newest first
// (GET .../restock?productId&variantId, restock:read).
import { createRoute, Link } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { Heading } from "react-aria-components";
import { answer } from "../api";
import { allPages } from "../all-pages";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ScreenError } from "../components/ScreenError";
import { formatDateTime } from "../format-date";
import { requireAccount } from "./guards";
import { restockApi } from "./restock";
import { rootRoute } from "./root";

const loadSignups = (productId: string, variantId: string) =>
  allPages(
    (cursor) =>
      answer(
        restockApi.$get({
          query: { productId, variantId, limit: "100", ...(cursor ? { cursor } : {}) },
        }),
      ),
    (page) => page.signUps,
  );
type SignupRow = Awaited<ReturnType<typeof loadSignups>>[number];

const column = createColumnHelper<TableFeatureSet, SignupRow>();
const columns = column.columns([
  column.accessor("email", { header: "Email" }),
  column.accessor("signedUpOn", {
    header: "Signed up",
    cell: (info) => formatDateTime(info.getValue()),
    enableGlobalFilter: false,
  }),
  column.accessor((s) => (s.notifiedAt === null ? "Waiting" : "Notified"), {
    id: "status",
    header: "Status",
  }),
  column.accessor((s) => s.notifiedAt ?? 0, {
    id: "notifiedAt",
    header: "Notified",
    cell: (info) => formatDateTime(info.row.original.notifiedAt),
    enableGlobalFilter: false,
  }),
  column.accessor((s) => (s.isJoinMailingList ? "Yes" : "No"), { id: "mailingList", header: "Mailing list" }),
]);

function Signups() {
  const signUps = restockSignupsRoute.useLoaderData();
  const { productId, variantId } = restockSignupsRoute.useParams();
  return (
    <section>
      <p>
        <Link to="/restock">Back to restock sign-ups</Link>
      </p>
      <Heading level={1}>
        Sign-ups for {productId} / {variantId}
      </Heading>
      <DataTable
        label="Sign-ups"
        columns={columns}
        rows={signUps}
        emptyText="No sign-ups match your search."
      />
    </section>
  );
}

export const restockSignupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/restock/$productId/$variantId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadSignups(params.productId, params.variantId),
  component: Signups,
  errorComponent: ScreenError,
});
