// The panel home (route in home.tsx, loaded as its own chunk): today's orders, sales and visits and
// the items lowest in stock (each part only for a role that may read it); the setup checklist, each
// step ticked from the site's real state and linked to the screen that does it; once every step is
// done, the home says so and shows the latest orders and the store's main screens.
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Heading } from "react-aria-components";
import { formatDateTime } from "../format-date";
import { money, STATUS_LABELS } from "./order-text";
import type { Setup } from "./home";
import "./home.css";

const homeRoute = getRouteApi("/");

type Step = keyof Setup["checklist"];

/** The steps in the order a new owner takes them. */
const STEPS: { step: Step; label: string; hint: string; action: ReactNode }[] = [
  {
    step: "product",
    label: "Add a product",
    hint: "What you sell: a name, a price and a photo.",
    action: <Link to="/products/new">Add a product</Link>,
  },
  {
    step: "shipping",
    label: "Set up shipping",
    hint: "Where you ship and what it costs. A new store starts with a flat rate for its country: check it.",
    action: <Link to="/shipping">Set up shipping</Link>,
  },
  {
    step: "page",
    label: "Publish a page",
    hint: "Build a page in the site builder and publish it.",
    action: <Link to="/pages">Publish a page</Link>,
  },
  {
    step: "order",
    label: "Make a test order",
    hint: "Buy from your store as a visitor would; in test mode, pay with the test card 4242 4242 4242 4242.",
    action: <a href="/">Open your store</a>,
  },
];

function Checklist({ checklist }: { checklist: Setup["checklist"] }) {
  const left = STEPS.filter((s) => !checklist[s.step]).length;
  return (
    <section aria-labelledby="setup-heading">
      <Heading level={2} id="setup-heading">
        Set up your store
      </Heading>
      <p>
        {left} of {STEPS.length} steps to go.
      </p>
      <ol className="setup-checklist" aria-label="Setup checklist">
        {STEPS.map(({ step, label, hint, action }) => (
          <li key={step} className={checklist[step] ? "setup-done" : undefined}>
            <span className="setup-mark" aria-hidden="true">
              {checklist[step] ? "✓" : ""}
            </span>
            <div>
              <strong>{label}</strong>{" "}
              <span className="setup-state">{checklist[step] ? "Done" : "To do"}</span>
              <p>{hint}</p>
              {checklist[step] ? null : action}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RecentOrders({ orders }: { orders: NonNullable<Setup["recentOrders"]> }) {
  return (
    <section aria-labelledby="recent-orders-heading">
      <Heading level={2} id="recent-orders-heading">
        Recent orders
      </Heading>
      <table aria-labelledby="recent-orders-heading">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Placed</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to="/orders/$orderId" params={{ orderId: o.id }}>
                  #{o.number}
                </Link>
                {o.testMode ? " (test)" : ""}
              </td>
              <td>{o.email}</td>
              <td>{STATUS_LABELS[o.status]}</td>
              <td>{money(o.grandTotalCents, o.currency)}</td>
              <td>{formatDateTime(o.createdOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to="/orders">All orders</Link>
      </p>
    </section>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function Today({ today }: { today: Setup["today"] }) {
  const { sales, visits } = today;
  if (!sales && visits === null) return null;
  const main = sales?.sales[0];
  return (
    <section aria-labelledby="today-heading">
      <Heading level={2} id="today-heading">
        Today
      </Heading>
      <dl className="home-stats">
        {sales ? (
          <>
            <div className="home-stat">
              <dt>Orders</dt>
              <dd>
                {sales.orders.toLocaleString("en-US")}
                {sales.testOrders ? (
                  <span className="home-stat-note">
                    {plural(sales.testOrders, "test order", "test orders")}
                  </span>
                ) : null}
              </dd>
            </div>
            <div className="home-stat">
              <dt>Sales</dt>
              <dd>{money(main?.cents ?? 0, main?.currency ?? "USD")}</dd>
            </div>
          </>
        ) : null}
        {visits !== null ? (
          <div className="home-stat">
            <dt>Visits</dt>
            <dd>
              {visits.toLocaleString("en-US")}
              <Link className="home-stat-note" to="/analytics">
                Analytics
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function LowStock({ items }: { items: NonNullable<Setup["lowStock"]> }) {
  return (
    <section aria-labelledby="low-stock-heading">
      <Heading level={2} id="low-stock-heading">
        Low in stock
      </Heading>
      {items.length ? (
        <ul className="home-low-stock">
          {items.map((v) => (
            <li key={v.sku}>
              <Link to="/products/$productId" params={{ productId: v.productId }}>
                {v.title}
                {Object.values(v.attributes).length ? ` (${Object.values(v.attributes).join(", ")})` : ""}
              </Link>
              <span className={v.qtyInStock === 0 ? "home-stock home-stock-out" : "home-stock"}>
                {v.qtyInStock === 0 ? "Sold out" : `${v.qtyInStock} left`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Every item has more than 5 in stock.</p>
      )}
    </section>
  );
}

export function HomeScreen() {
  const setup = homeRoute.useLoaderData();
  return (
    <>
      <Heading level={1}>Home</Heading>
      <Today today={setup.today} />
      {/* A site without products has no stock to speak of: the checklist's first step says what to do. */}
      {setup.lowStock && setup.checklist.product ? <LowStock items={setup.lowStock} /> : null}
      {setup.done ? (
        <>
          <p className="banner banner-ok" role="status">
            Your store is set up: it has products, ships, has a published page and has taken an order.
          </p>
          {setup.recentOrders ? <RecentOrders orders={setup.recentOrders} /> : null}
          <nav aria-label="Your store">
            <ul>
              <li>
                <Link to="/products">Products</Link>
              </li>
              <li>
                <Link to="/pages">Pages</Link>
              </li>
              <li>
                <a href="/">Your store</a>
              </li>
            </ul>
          </nav>
        </>
      ) : (
        <Checklist checklist={setup.checklist} />
      )}
    </>
  );
}
