// The restock screen (route in restock.tsx, loaded as its own chunk): sign-ups grouped per product
// and variant, each variant opening its sign-ups; Send one variant's notifications or Send all,
// each after a confirm dialog.
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { answer, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { can } from "../session";
import type { GroupRow } from "./restock";
import { restockApi } from "./restock-api";

const restockRoute = getRouteApi("/restock");

/** The send-all call takes at most this many variants (worker/routes/restock.ts). */
const MAX_SEND_REQUESTS = 100;

export const variantText = (g: { attributes: Record<string, string>; sku: string }) =>
  Object.values(g.attributes).join(" / ") || g.sku;

const notifiedText = (n: number) =>
  n === 1 ? "Sent 1 restock notification." : `Sent ${n} restock notifications.`;

export function RestockScreen() {
  const groups = restockRoute.useLoaderData();
  const { account } = restockRoute.useRouteContext();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const maySend = can(account, "restock:send");
  const waiting = groups.filter((g) => g.pendingCount > 0);

  const send = async (refs: { productId: string; variantId: string }[]) => {
    setFailure(undefined);
    setDone(undefined);
    try {
      let notified = 0;
      if (refs.length === 1) {
        notified = (await answer(restockApi.send.$post({ json: refs[0]! }))).notifiedCount;
      } else {
        for (let i = 0; i < refs.length; i += MAX_SEND_REQUESTS) {
          const sendRequests = refs.slice(i, i + MAX_SEND_REQUESTS);
          notified += (await answer(restockApi.send.all.$post({ json: { sendRequests } }))).notifiedCount;
        }
      }
      setDone(notifiedText(notified));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
    await router.invalidate();
  };

  const column = createColumnHelper<TableFeatureSet, GroupRow>();
  const columns = column.columns([
    column.accessor("productTitle", { header: "Product" }),
    column.accessor((g) => variantText(g), {
      id: "variant",
      header: "Variant",
      cell: (info) => (
        <Link
          to="/restock/$productId/$variantId"
          params={{ productId: info.row.original.productId, variantId: info.row.original.variantId }}
          aria-label={`Sign-ups for ${info.row.original.productTitle}, ${info.getValue()}`}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("signUpCount", { header: "Sign-ups", enableGlobalFilter: false }),
    column.accessor("pendingCount", { header: "Waiting", enableGlobalFilter: false }),
    column.display({
      id: "send",
      header: "Notify",
      cell: (info) => {
        const g = info.row.original;
        if (!maySend || g.pendingCount === 0) return g.pendingCount === 0 ? "All notified" : null;
        const name = `${g.productTitle}, ${variantText(g)}`;
        return (
          <ConfirmDialog
            trigger={<Button aria-label={`Send to ${name}`}>Send</Button>}
            title={`Email ${g.pendingCount === 1 ? "1 sign-up" : `${g.pendingCount} sign-ups`}?`}
            yesLabel="Send"
            noLabel="Cancel"
            onAnswer={(yes) => void (yes && send([{ productId: g.productId, variantId: g.variantId }]))}
          >
            <p>Everyone waiting for {name} gets an email that it is back in stock.</p>
          </ConfirmDialog>
        );
      },
    }),
  ]);

  const total = waiting.reduce((sum, g) => sum + g.pendingCount, 0);
  return (
    <section>
      <Heading level={1}>Restock sign-ups</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {done ? (
        <p className="banner" role="status">
          {done}
        </p>
      ) : null}
      {maySend && waiting.length > 0 ? (
        <ConfirmDialog
          trigger={<Button className="button-primary">Send all</Button>}
          title={`Email all ${total === 1 ? "1 waiting sign-up" : `${total} waiting sign-ups`}?`}
          yesLabel="Send all"
          noLabel="Cancel"
          onAnswer={(yes) =>
            void (yes && send(waiting.map(({ productId, variantId }) => ({ productId, variantId }))))
          }
        >
          <p>
            Everyone waiting for {waiting.length === 1 ? "1 variant" : `${waiting.length} variants`} gets an
            email that it is back in stock.
          </p>
        </ConfirmDialog>
      ) : null}
      <DataTable
        label="Restock sign-ups"
        columns={columns}
        rows={groups}
        emptyText="No sign-ups match your search."
        empty={{
          title: "No restock sign-ups yet",
          body: "When an item sells out, its page offers visitors to be told by email when it is back. Their sign-ups gather here, ready to notify once you restock.",
        }}
      />
    </section>
  );
}
