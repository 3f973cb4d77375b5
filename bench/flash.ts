// A flash sale on loopback, against the built store under `wrangler dev` (`npm run build` first):
// the owner sets one variant to its last STOCK units, BUYERS visitors (one address each) put one
// unit in their carts, then all of them check out at once with the test card. Reports orders
// placed (must be exactly STOCK), oversold units (must be 0), refusals with the spec's stock
// message ('Sorry, we do not have enough of that item available.'), other answers, 5xx and calls
// without an answer, the stock left (must be 0), checkout latency and orders per second. Exits 1
// when any of those is off.
//
// Usage: npm run bench:flash [-- --buyers 500 --stock 50 --state disk|tmpfs]
import { parseArgs } from "node:util";
import { NOT_ENOUGH_STOCK } from "../worker/commerce/messages";
import { startWorker } from "../scripts/wrangler-dev";
import { NY_ADDRESS, TEST_CARD } from "../tests/fixtures/checkout";
import { latencySummary } from "./latency";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "500" },
    stock: { type: "string", default: "50" },
    // Where the local state lives: "disk" as under `npm start`, or "tmpfs" (docs/soak.md).
    state: { type: "string", default: "disk" },
  },
});
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
/** The carts are filled this many buyers at a time before the sale opens. */
const PREPARE_CONCURRENCY = 20;
const ANSWER_TIMEOUT_MS = 60_000;
/** The demo's mug: a physical item with limited stock. */
const ITEM = { itemId: "prd_speckled_mug", sku: "SQ-MUG", variantId: "var_mug" };
const OWNER = { email: "owner@atelier.test", password: "atelier-owner" };

if (values.state === "tmpfs") process.env.TMPDIR = "/dev/shm";
const worker = await startWorker({ migrateD1: "atelier" });

/** A visitor of the store (or the owner): its cookies, the crumb sent back, its address. */
class Client {
  cookies = new Map<string, string>();
  xsrfToken: string | undefined;
  constructor(readonly address: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = {
      "cf-connecting-ip": this.address,
      origin: worker.url,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const crumb = this.cookies.get("crumb");
    if (crumb) headers["x-csrf-token"] = crumb;
    if (this.xsrfToken) headers["x-xsrf-token"] = this.xsrfToken;
    const res = await fetch(worker.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return { status: res.status, text: await res.text() };
  }
}

/** The variant's stock as the owner's stock lookup reads it (a few tries: the sale's backlog may delay it). */
async function stockLeft(owner: Client): Promise<number | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await owner.call("GET", `/api/commerce/inventory/stock?itemId=${ITEM.itemId}`);
      if (res.status !== 200) continue;
      const { results } = JSON.parse(res.text) as { results: { variantId: string; qtyInStock: number }[] };
      return results.find((r) => r.variantId === ITEM.variantId)?.qtyInStock;
    } catch (error) {
      console.log(`  stock lookup failed (${String(error)}), again`);
    }
  }
  return undefined;
}

try {
  const owner = new Client("10.80.0.1");
  await owner.call("GET", "/api/commerce/shopping-cart");
  const session = await owner.call("POST", "/api/owner/session", { ...OWNER, rememberMe: false });
  if (session.status !== 200) throw new Error(`the demo owner could not sign in: ${session.status}`);
  owner.xsrfToken = (JSON.parse(session.text) as { xsrfToken: string }).xsrfToken;

  const set = await owner.call("PUT", `/api/commerce/inventory/variants/${ITEM.variantId}`, {
    qtyInStock: STOCK,
  });
  if (set.status !== 200) throw new Error(`the owner could not set the stock: ${set.status} ${set.text}`);

  // Before the sale: every buyer's cart holds one unit (adding only checks the stock).
  const buyers = Array.from({ length: BUYERS }, (_, i) => new Client(`10.81.${i >> 8}.${i % 256}`));
  let next = 0;
  await Promise.all(
    Array.from({ length: PREPARE_CONCURRENCY }, async () => {
      while (next < buyers.length) {
        const buyer = buyers[next++]!;
        await buyer.call("GET", "/api/commerce/shopping-cart");
        const add = await buyer.call("POST", "/api/commerce/shopping-cart/entries", {
          itemId: ITEM.itemId,
          sku: ITEM.sku,
          quantity: 1,
          additionalFields: "null",
        });
        if (add.status !== 200) throw new Error(`a buyer could not add the item: ${add.status} ${add.text}`);
      }
    }),
  );
  // The sale: every buyer checks out at once.
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const others = new Map<string, string>();
  let placed = 0;
  let refusedWithMessage = 0;
  let serverErrors = 0;
  let noAnswer = 0;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer, i) => {
      const t0 = performance.now();
      try {
        const res = await buyer.call("POST", "/api/commerce/checkout", {
          checkoutId: `chk_flash_${i}_${Date.now().toString(36)}`,
          email: `buyer${i}@example.com`,
          shippingAddress: NY_ADDRESS,
          couponCodes: [],
          paymentMethod: TEST_CARD,
        });
        latencies.push(performance.now() - t0);
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
        if (res.status === 200) placed++;
        else if (res.status === 409 && JSON.parse(res.text).message === NOT_ENOUGH_STOCK)
          refusedWithMessage++;
        else if (!others.has(String(res.status))) others.set(String(res.status), res.text.slice(0, 160));
        if (res.status >= 500) serverErrors++;
      } catch (error) {
        noAnswer++;
        if (!others.has("no answer")) others.set("no answer", String(error));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`flash sale: ${BUYERS} buyers at once for the last ${STOCK} units, ${seconds.toFixed(1)} s`);
  console.log(`  orders placed ${placed} (${(placed / seconds).toFixed(1)} orders/s over the sale)`);
  console.log(`  refused with "${NOT_ENOUGH_STOCK}": ${refusedWithMessage}`);
  console.log(
    `  statuses ${JSON.stringify(Object.fromEntries(statuses))}; 5xx ${serverErrors}; no answer ${noAnswer}`,
  );
  for (const [status, text] of others) console.log(`  ${status}: ${text}`);
  if (latencies.length > 0) console.log(`  checkout latency ${latencySummary(latencies)}`);
  const left = await stockLeft(owner);
  const oversold = Math.max(0, placed - STOCK) + Math.max(0, -(left ?? 0));
  console.log(`  oversold ${oversold}; stock left ${left}`);
  const exact =
    placed === STOCK &&
    oversold === 0 &&
    left === 0 &&
    refusedWithMessage === BUYERS - STOCK &&
    serverErrors === 0 &&
    noAnswer === 0;
  console.log(exact ? "  stock guarantee held" : "  FAILED");
  if (!exact) process.exitCode = 1;
} finally {
  await worker.stop();
}
