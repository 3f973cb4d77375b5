// /config/orders/{orderId}: one order (GET /api/owner/orders/{orderId}): its lines, totals,
// customer, address and payment, and Fulfil for a paid order (POST .../fulfil, orders:write).
import { createRoute, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { answer, ApiError, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { formatDateTime } from "../format-date";
import { can } from "../session";
import { requireAccount } from "./guards";
import { money, ordersApi, STATUS_LABELS } from "./orders";
import { UNABLE_TO_LOAD } from "./products";
import { rootRoute } from "./root";

const loadOrder = (orderId: string) => answer(ordersApi[":orderId"].$get({ param: { orderId } }));

function OrderDetail() {
  const { order, lines } = orderDetailRoute.useLoaderData();
  const { account } = orderDetailRoute.useRouteContext();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const total = (label: string, cents: number) => (
    <>
      <dt>{label}</dt>
      <dd>{money(cents, order.currency)}</dd>
    </>
  );
  const address = order.shippingAddress;
  return (
    <section>
      <p>
        <Link to="/orders">Orders</Link>
      </p>
      <Heading level={1}>Order #{order.number}</Heading>
      <p>
        Status: <strong>{STATUS_LABELS[order.status]}</strong>, placed {formatDateTime(order.paidOn, "")}
      </p>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      {order.status === "paid" && account && can(account, "orders:write") ? (
        <ConfirmDialog
          trigger={<Button>Fulfil</Button>}
          title={`Fulfil order #${order.number}?`}
          yesLabel="Fulfil order"
          noLabel="Not yet"
          onAnswer={async (yes) => {
            if (!yes) return;
            try {
              await answer(ordersApi[":orderId"].fulfil.$post({ param: { orderId: order.id }, json: {} }));
              await router.invalidate();
            } catch (err) {
              setError(err instanceof Error ? err.message : GENERAL_ERROR);
            }
          }}
        >
          The order is marked fulfilled.
        </ConfirmDialog>
      ) : null}
      <table>
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.position}>
              <td>
                {line.title}
                {Object.values(line.attributes).length
                  ? ` (${Object.values(line.attributes).join(", ")})`
                  : ""}
              </td>
              <td>{line.sku}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPriceCents * line.quantity, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        {total("Subtotal", order.subtotalCents)}
        {total("Discount", order.discountCents)}
        {total("Shipping", order.shippingCents)}
        {total("Tax", order.taxCents)}
        {total("Total", order.grandTotalCents)}
        {total("Paid by gift card", order.giftCardCents)}
        {total("Paid by card", order.amountDueCents)}
      </dl>
      <Heading level={2}>Customer</Heading>
      <p>{order.email}</p>
      {address ? (
        <address>
          {[
            address.name,
            address.line1,
            address.line2,
            address.city,
            address.region,
            address.postalCode,
            address.country,
          ]
            .filter(Boolean)
            .join(", ")}
        </address>
      ) : null}
      <Heading level={2}>Payment</Heading>
      <p>
        {order.paymentProvider ? `${order.paymentProvider} ${order.paymentId ?? ""}` : "Gift card only"}
        {order.testMode ? " (test mode)" : ""}
      </p>
    </section>
  );
}

export const orderDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/orders/$orderId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadOrder(params.orderId),
  component: OrderDetail,
  errorComponent: function OrderError({ error }) {
    const router = useRouter();
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return <ErrorBanner message={error.message} />;
    }
    return <ErrorBanner message={UNABLE_TO_LOAD} onRetry={() => void router.invalidate()} />;
  },
});
