// Cart and checkout under load on loopback, against the built store under `wrangler dev`
// (`npm run build` first). Two runs:
//   one cart    one visitor's cart hammered with adds by CONCURRENCY clients for SECONDS: adds
//               accepted and refused per second (the per-address limit, 40 writes per 10 s, and the
//               cart's token bucket hold a client back by design), latency, and the cart's final
//               quantity, which must equal the adds accepted;
//   checkouts   CHECKOUTS visitors (one address each), CONCURRENCY at a time, each adding one item
//               and checking out with the test card: checkout latency and orders placed.
//
// Usage: npm run bench:cart [-- --seconds 10 --concurrency 10 --checkouts 200]
import { parseArgs } from "node:util";
import { startWorker } from "../scripts/wrangler-dev";
import { NY_ADDRESS, TEST_CARD } from "../tests/fixtures/checkout";
import { latencySummary } from "./latency";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "10" },
    checkouts: { type: "string", default: "200" },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const CHECKOUTS = Number(values.checkouts);
/** The demo's digital handbook: unlimited stock, so the run measures the cart, not a sell-out. */
const ITEM = { itemId: "prd_dyers_handbook", sku: "SQ-HANDBOOK-PDF", quantity: 1, additionalFields: "null" };

const worker = await startWorker({ migrateD1: "atelier" });

/** A visitor of the store: its cookies, the crumb sent back, and the address it calls from. */
class Client {
  cookies = new Map<string, string>();
  constructor(readonly address: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      "cf-connecting-ip": this.address,
      origin: worker.url,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const crumb = this.cookies.get("crumb");
    if (crumb) headers["x-csrf-token"] = crumb;
    const res = await fetch(worker.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }
}

async function timed(fn: () => Promise<Response>, latencies: number[]): Promise<Response> {
  const t0 = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  latencies.push(performance.now() - t0);
  return res;
}

try {
  // One cart, many concurrent adds.
  const shopper = new Client("10.1.0.1");
  await (await shopper.call("GET", "/api/commerce/shopping-cart")).arrayBuffer();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const samples = new Map<number, string>();
  // The first add makes the cart (and its cookie), as a visitor's first click does.
  const first = await timed(
    () => shopper.call("POST", "/api/commerce/shopping-cart/entries", ITEM),
    latencies,
  );
  statuses.set(first.status, 1);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await shopper.call("POST", "/api/commerce/shopping-cart/entries", ITEM);
        const text = await res.text();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (!samples.has(res.status)) samples.set(res.status, text.slice(0, 160));
      }
    }),
  );
  const cart = (await (await shopper.call("GET", "/api/commerce/shopping-cart")).json()) as {
    shoppingCart?: { totalQuantity?: number };
    totalQuantity?: number;
  };
  const quantity = cart.shoppingCart?.totalQuantity ?? cart.totalQuantity;
  const accepted = statuses.get(200) ?? 0;
  const sent = latencies.length;
  console.log(
    `one cart: ${sent} adds by ${CONCURRENCY} clients in ${SECONDS} s (${(sent / SECONDS).toFixed(0)}/s)`,
  );
  console.log(
    `  statuses ${JSON.stringify(Object.fromEntries(statuses))}; accepted ${(accepted / SECONDS).toFixed(1)}/s`,
  );
  for (const [status, text] of samples) if (status !== 200) console.log(`  ${status}: ${text}`);
  console.log(`  latency ${latencySummary(latencies)}`);
  console.log(
    `  cart quantity ${quantity} for ${accepted} accepted adds: ${quantity === accepted ? "exact" : "WRONG"}`,
  );
  if (quantity !== accepted) process.exitCode = 1;

  // Checkouts, each by its own visitor.
  const checkoutLatencies: number[] = [];
  const outcomes = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHECKOUTS) {
        const i = next++;
        const buyer = new Client(`10.2.${i >> 8}.${i % 256}`);
        await (await buyer.call("GET", "/api/commerce/shopping-cart")).arrayBuffer();
        await (await buyer.call("POST", "/api/commerce/shopping-cart/entries", ITEM)).arrayBuffer();
        const res = await timed(
          () =>
            buyer.call("POST", "/api/commerce/checkout", {
              checkoutId: `chk_bench_${i}_${Date.now().toString(36)}`,
              email: `buyer${i}@example.com`,
              shippingAddress: NY_ADDRESS,
              couponCodes: [],
              paymentMethod: TEST_CARD,
            }),
          checkoutLatencies,
        );
        outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `checkouts: ${CHECKOUTS} by ${CHECKOUTS} visitors, ${CONCURRENCY} at a time, ${seconds.toFixed(1)} s ` +
      `(${(CHECKOUTS / seconds).toFixed(1)} orders/s with their adds)`,
  );
  console.log(`  statuses ${JSON.stringify(Object.fromEntries(outcomes))}`);
  console.log(`  checkout latency ${latencySummary(checkoutLatencies)}`);
  if ((outcomes.get(200) ?? 0) + (outcomes.get(201) ?? 0) !== CHECKOUTS) process.exitCode = 1;
} finally {
  await worker.stop();
}
