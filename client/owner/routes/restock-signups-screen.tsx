// A variant's restock sign-ups screen (route in restock-signups.tsx, loaded as its own chunk): a
// data table of who signed up, when, and whether they were notified, under the product's name and
// the variant's option values.
import { getRouteApi } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { Heading } from "react-aria-components";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { formatDateTime } from "../format-date";
import type { SignupRow, VariantName } from "./restock-signups";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";

const restockSignupsRoute = getRouteApi("/restock/$productId/$variantId");

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

export function RestockSignupsScreen() {
  const { signUps, name } = restockSignupsRoute.useLoaderData() as {
    signUps: SignupRow[];
    name: VariantName | undefined;
  };
  return (
    <section>
      <Breadcrumbs
        trail={[{ label: "Restock", to: "/restock" }]}
        current={name ? `${name.title}${name.options ? `, ${name.options}` : ""}` : "Sign-ups"}
      />
      <Heading level={1}>
        {name
          ? `Sign-ups for ${name.title}${name.options ? `, ${name.options}` : ""}`
          : "Sign-ups for a removed product"}
      </Heading>
      {name?.sku ? <p>SKU {name.sku}</p> : null}
      <DataTable
        label="Sign-ups"
        columns={columns}
        rows={signUps}
        emptyText="No sign-ups match your search."
        empty={{
          title: "No one is waiting for this item",
          body: "Visitors who ask to be told when it is back in stock show here.",
        }}
      />
    </section>
  );
}
