// The order detail screen (route in order-detail.tsx, loaded as its own chunk): the order's
// lines, totals, customer, address and payment, its refunds, and for a role with orders:write:
// Fulfil, Cancel and Refund.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { answer, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { RefundDialog } from "../components/RefundDialog";
import { TextField } from "../components/TextField";
import { formatDateTime } from "../format-date";
import { can } from "../session";
import { includedTaxText, shownLineTotalCents } from "../../../worker/pricing/tax-display";
import { money, STATUS_LABELS } from "./order-text";
import { ordersApi } from "./orders-api";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { toast } from "../components/feedback/toast";

const orderDetailRoute = getRouteApi("/orders/$orderId");

const REFUND_STATUS = { pending: "Pending", succeeded: "Refunded", failed: "Failed" } as const;

export function OrderDetailScreen() {
  const { order, lines, refunds } = orderDetailRoute.useLoaderData();
  const { account } = orderDetailRoute.useRouteContext();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const writable = account ? can(account, "orders:write") : false;
  const change = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
      setError(undefined);
      await router.invalidate();
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  const left = order.grandTotalCents - order.refundedCents;
  const refundable = ["paid", "fulfilled", "partially_refunded"].includes(order.status) && left > 0;
  const total = (label: string, cents: number) => (
    <>
      <dt>{label}</dt>
      <dd>{money(cents, order.currency)}</dd>
    </>
  );
  const address = order.shippingAddress;
  return (
    <section>
      <Breadcrumbs trail={[{ label: "Orders", to: "/orders" }]} current={`#${order.number}`} />
      <Heading level={1}>Order #{order.number}</Heading>
      <p>
        Status: <strong>{STATUS_LABELS[order.status]}</strong>, placed {formatDateTime(order.paidOn, "")}
      </p>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      {order.trackingNumber || order.carrier ? (
        <p>
          Shipped{order.carrier ? ` with ${order.carrier}` : ""}
          {order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ""}
        </p>
      ) : null}
      <div className="order-actions">
        {writable &&
        (order.status === "paid" || (order.status === "partially_refunded" && !order.fulfilledOn)) ? (
          <ConfirmDialog
            trigger={<Button>Fulfil</Button>}
            title={`Fulfil order #${order.number}?`}
            yesLabel="Fulfil order"
            noLabel="Not yet"
            onAnswer={(yes) => {
              if (!yes) return;
              void change(
                () =>
                  answer(
                    ordersApi[":orderId"].fulfil.$post({
                      param: { orderId: order.id },
                      json: { carrier, trackingNumber },
                    }),
                  ),
                `Order #${order.number} fulfilled`,
              );
            }}
          >
            <p>The order is marked fulfilled and the customer gets a shipping email.</p>
            <TextField
              label="Carrier"
              value={carrier}
              onChange={setCarrier}
              description="USPS, UPS, FedEx, DHL or another."
            />
            <TextField label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} />
          </ConfirmDialog>
        ) : null}
        {writable && (order.status === "paid" || order.status === "cancelling") ? (
          <ConfirmDialog
            trigger={<Button>Cancel order</Button>}
            title={`Cancel order #${order.number}?`}
            yesLabel="Cancel order"
            noLabel="Keep the order"
            onAnswer={(yes) => {
              if (!yes) return;
              void change(
                () => answer(ordersApi[":orderId"].cancel.$post({ param: { orderId: order.id } })),
                `Order #${order.number} cancelled`,
              );
            }}
          >
            Its items go back in stock, any gift card gets its balance back, the card payment is refunded in
            full and the customer is emailed.
          </ConfirmDialog>
        ) : null}
        {writable && refundable ? (
          <RefundDialog
            orderId={order.id}
            orderNumber={order.number ?? 0}
            leftCents={left}
            currency={order.currency}
            money={(cents) => money(cents, order.currency)}
            lines={lines}
            onRefunded={() => router.invalidate()}
          />
        ) : null}
      </div>
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
              <td>{money(shownLineTotalCents(line), order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        {total("Subtotal", order.subtotalCents)}
        {total("Discount", order.discountCents)}
        {total("Shipping", order.shippingCents)}
        {order.taxIncluded ? null : total("Tax", order.taxCents)}
        {total("Total", order.grandTotalCents)}
        {order.taxIncluded && order.taxCents > 0 ? (
          <dd className="order-included-tax">
            {includedTaxText(money(order.taxCents, order.currency), order.taxName)}
          </dd>
        ) : null}
        {total("Paid by gift card", order.giftCardCents)}
        {total("Paid by card", order.amountDueCents)}
        {total("Refunded", order.refundedCents)}
      </dl>
      {refunds.length > 0 ? (
        <table>
          <caption>Refunds</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Amount</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <td>{formatDateTime(r.createdOn, "")}</td>
                <td>{money(r.amountCents, order.currency)}</td>
                <td>
                  {r.key === "cancelled" ? "Card (cancelled)" : r.method === "payment" ? "Card" : "Gift card"}
                </td>
                <td>{REFUND_STATUS[r.status]}</td>
                <td>{r.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
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
