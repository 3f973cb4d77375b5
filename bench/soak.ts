// Soak of the built store under `wrangler dev`, served as `npm start` serves it (issue 19): REQUESTS
// mixed visitor and owner calls, CONCURRENCY at a time, from VISITORS client addresses (sent as
// CF-Connecting-IP, which wrangler dev passes on and the worker's limits read), with, halfway, BUYERS
// buyers at once, each from its own address, adding the same stock-limited item and checking out.
//
// The mix: pages (HTML and ?format=json, a missing one), cart reads and adds (valid, and invalid
// quantities), a subscription add, stock lookups, form keys, submissions and validations, restock
// sign-ups, calls of the signed-in demo owner (lists, a stock change, an upload refused after its
// first bytes) and POSTs whose body the worker never reads (a missing page, a missing API call,
// a body announced too large).
//
// Reports per route family the requests, statuses and p50/p99 latency; the 5xx answers, wrangler's
// 503 "Your worker restarted mid-request" (restarts), calls without an answer, whether wrangler
// exited, the workerd processes' memory (resident set from /proc), and the burst's orders against
// the item's stock. Exits non-zero on any 5xx, restart, missing answer, exit or stock mismatch.
//
// Usage: npm run bench:soak [-- --requests 20000 --concurrency 20 --buyers 500 --state disk|tmpfs
//          --server wrangler|miniflare --log warn|debug]  (SOAK_LOG=<file> keeps wrangler's output)
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { startWorker } from "../scripts/wrangler-dev";
import { NY_ADDRESS, TEST_CARD } from "../tests/fixtures/checkout";
import { CONTACT_ANSWERS } from "../tests/forms/contact-answers";
import { startMiniflare } from "./miniflare-worker";
import { sampleMemory } from "./process-memory";
import { SoakClient, SoakStats } from "./soak-client";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "20" },
    buyers: { type: "string", default: "500" },
    visitors: { type: "string", default: "400" },
    // wrangler's log level; its output's error lines are reported, `--log debug` shows why.
    log: { type: "string", default: "warn" },
    // "miniflare": the same build served by Miniflare alone (bench/miniflare-worker.ts), without
    // wrangler dev's proxy in front, to tell the proxy's faults from the worker's.
    server: { type: "string", default: "wrangler" },
    // Where the local state (D1, Durable Objects) lives: "disk" as under `npm start`, or "tmpfs"
    // (/dev/shm), where SQLite's syncs cost nothing (docs/soak.md).
    state: { type: "string", default: "disk" },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const BUYERS = Number(values.buyers);
const VISITORS = Number(values.visitors);
/** Units of the burst's item: fewer than the buyers, so some are refused and none oversold. */
const BURST_STOCK = Math.floor(BUYERS / 5);
const BURST_ITEM = { itemId: "prd_speckled_mug", sku: "SQ-MUG", variantId: "var_mug" };
const OWNER = { email: "owner@atelier.test", password: "atelier-owner" };

const HANDBOOK = { itemId: "prd_dyers_handbook", sku: "SQ-HANDBOOK-PDF", additionalFields: "null" };
const CANDLES = { itemId: "prd_beeswax_candles", sku: "SQ-CANDLES", additionalFields: "null" };
const PAGES = [
  "/",
  "/shop",
  "/shop/linen-field-shirt",
  "/shop/waxed-canvas-tote",
  "/shop/dyers-handbook",
  "/contact",
  "/no-such-page",
];
const STOCK_IDS = ["prd_linen_shirt", "prd_canvas_tote,prd_speckled_mug", "prd_pour_over", "prd_unknown"];
const INVALID_QUANTITIES: unknown[] = [0, -1, 1_000_000, "two", 1.5];
const UNREAD = new Uint8Array(256 * 1024).fill(120);
const NOT_AN_IMAGE = new Uint8Array(1024 * 1024).fill(120);

// The state folder is made under the system's temporary folder (scripts/wrangler-dev.ts).
if (values.state === "tmpfs") process.env.TMPDIR = "/dev/shm";
const loadAtStart = loadavg()[0]!;
const worker =
  values.server === "miniflare"
    ? await startMiniflare({ worker: "store", assets: true })
    : await startWorker({ migrateD1: "atelier", logLevel: values.log as "warn" });
const wrangler = worker.process;
const stats = new SoakStats();
// Miniflare runs workerd as a child of this process.
const memory = sampleMemory(wrangler?.pid ?? process.pid);
let exitCode: number | null = null;
wrangler?.once("exit", (code) => (exitCode = code ?? -1));
const exited = () => exitCode !== null;

const visitors = Array.from(
  { length: VISITORS },
  (_, i) => new SoakClient(worker.url, `10.60.${i >> 8}.${i % 256}`, stats),
);
const owner = new SoakClient(worker.url, "10.61.0.1", stats);

async function signInOwner(): Promise<void> {
  await owner.call("owner", "GET", "/api/commerce/shopping-cart");
  const res = await owner.call("owner", "POST", "/api/owner/session", {
    json: { ...OWNER, rememberMe: false },
  });
  if (res.status !== 200) throw new Error(`the demo owner could not sign in: ${res.status} ${res.text}`);
  owner.xsrfToken = (JSON.parse(res.text) as { xsrfToken: string }).xsrfToken;
}

/** One visitor's or the owner's action: a request or two, chosen by `n`. */
async function act(n: number): Promise<void> {
  const v = visitors[n % VISITORS]!;
  // A visitor loads a page (and gets the crumb) before anything else, as a browser does.
  if (!v.crumb) return void (await v.call("page", "GET", "/"));
  const pick = n % 100;
  const page = PAGES[n % PAGES.length]!;
  if (pick < 24) await v.call("page", "GET", page);
  else if (pick < 34) await v.call("page ?format=json", "GET", `${page}?format=json`);
  else if (pick < 40) await v.call("cart read", "GET", "/api/commerce/shopping-cart");
  else if (pick < 50) {
    const item = n % 2 ? HANDBOOK : CANDLES;
    await v.call("cart add", "POST", "/api/commerce/shopping-cart/entries", {
      json: { ...item, quantity: 1 },
    });
  } else if (pick < 55) {
    const quantity = INVALID_QUANTITIES[n % INVALID_QUANTITIES.length];
    await v.call("cart add invalid", "POST", "/api/commerce/shopping-cart/entries", {
      json: { ...HANDBOOK, quantity },
    });
  } else if (pick < 58) {
    await v.call("subscription add", "POST", "/api/3/commerce/cart/subscription", {
      json: { itemId: "prd_sock_club", sku: "SQ-SOCKS-M", qty: 1, additionalFields: "" },
    });
  } else if (pick < 66) {
    const ids = STOCK_IDS[n % STOCK_IDS.length]!;
    await v.call("stock", "GET", `/api/commerce/inventory/stock?itemId=${ids}`);
  } else if (pick < 72) {
    const key = await v.call("form key", "POST", "/api/form/FormSubmissionKey", { body: "" });
    if (key.status !== 200) return;
    const { data } = JSON.parse(key.text) as { data: { key: string } };
    await v.call("form submit", "POST", "/api/form/SaveFormSubmission", {
      json: {
        formId: "form_contact",
        key: data.key,
        form: JSON.stringify(CONTACT_ANSWERS),
        pagePath: "/contact",
      },
    });
  } else if (pick < 77) {
    const answers = n % 2 ? CONTACT_ANSWERS : { ...CONTACT_ANSWERS, email: "not an email" };
    await v.call("form validate", "POST", "/api/rest/forms/validate/form_contact", { json: answers });
  } else if (pick < 81) {
    await v.call("restock sign-up", "POST", "/api/site-users/account/notifications/restock", {
      json: {
        productId: "prd_pour_over",
        variantId: "var_pour_over",
        siteVisitorEmail: n % 5 ? `soak${n}@example.com` : "",
      },
    });
  } else if (pick < 92) await ownerAction(n);
  else await unreadBody(v, n);
}

async function ownerAction(n: number): Promise<void> {
  const reads = [
    "/api/owner/session",
    "/api/owner/products",
    "/api/owner/orders",
    "/api/owner/files",
    "/api/site-users/account/notifications/restock/groups",
  ];
  const pick = n % 7;
  if (pick < reads.length) await owner.call("owner read", "GET", reads[pick]!);
  else if (pick === 5) {
    await owner.call("owner stock change", "PUT", "/api/commerce/inventory/variants/var_tote_charcoal", {
      json: { qtyInStock: 10 + (n % 5) },
    });
  } else {
    // Bytes that are no supported file: refused once the first ones are read, the rest unread.
    await owner.call("owner upload refused", "POST", "/api/owner/files?name=notes.png", {
      body: NOT_AN_IMAGE,
      headers: { "content-type": "image/png" },
    });
  }
}

async function unreadBody(v: SoakClient, n: number): Promise<void> {
  const headers = { "content-type": "application/json" };
  const pick = n % 3;
  if (pick === 0) await v.call("unread body", "POST", "/no-such-page", { body: UNREAD, headers });
  else if (pick === 1) await v.call("unread body", "POST", "/api/no-such-call", { body: UNREAD, headers });
  else {
    await v.call("unread body", "POST", "/api/commerce/gift-cards/balance", { body: UNREAD, headers });
  }
}

async function stockOf(variantId: string): Promise<number | undefined> {
  const res = await owner.call("stock", "GET", `/api/commerce/inventory/stock?itemId=${BURST_ITEM.itemId}`);
  if (res.status !== 200) return undefined;
  const { results } = JSON.parse(res.text) as { results: { variantId: string; qtyInStock: number }[] };
  return results.find((r) => r.variantId === variantId)?.qtyInStock;
}

/** BUYERS buyers at once, each from its own address: cart, add the item, check out. */
async function burst(): Promise<{ placed: number; remaining: number | undefined; seconds: number }> {
  await owner.call("owner stock change", "PUT", `/api/commerce/inventory/variants/${BURST_ITEM.variantId}`, {
    json: { qtyInStock: BURST_STOCK },
  });
  let placed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const buyer = new SoakClient(worker.url, `10.70.${i >> 8}.${i % 256}`, stats);
      await buyer.call("burst cart", "GET", "/api/commerce/shopping-cart");
      const add = await buyer.call("burst add", "POST", "/api/commerce/shopping-cart/entries", {
        json: { itemId: BURST_ITEM.itemId, sku: BURST_ITEM.sku, quantity: 1, additionalFields: "null" },
      });
      if (add.status !== 200) return;
      const checkout = await buyer.call("burst checkout", "POST", "/api/commerce/checkout", {
        json: {
          checkoutId: `chk_soak_${i}_${Date.now().toString(36)}`,
          email: `buyer${i}@example.com`,
          shippingAddress: NY_ADDRESS,
          couponCodes: [],
          paymentMethod: TEST_CARD,
        },
      });
      if (checkout.status === 200 || checkout.status === 201) placed++;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { placed, remaining: await stockOf(BURST_ITEM.variantId), seconds };
}

let burstResult: Awaited<ReturnType<typeof burst>> | undefined;
const started = performance.now();
try {
  await signInOwner();
  let next = 0;
  const mixed = Array.from({ length: CONCURRENCY }, async () => {
    while (stats.requests < REQUESTS && !exited()) {
      const n = next++;
      if (n === Math.floor(REQUESTS / 4) && !burstResult) burstResult = await burst();
      else await act(n);
    }
  });
  await Promise.all(mixed);
} finally {
  const seconds = (performance.now() - started) / 1000;
  // wrangler prints its error a moment before it exits.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const processes = memory.stop();
  const exitedWith = exitCode;
  const log = worker.output?.() ?? "";
  if (process.env.SOAK_LOG) writeFileSync(process.env.SOAK_LOG, log);
  await worker.stop();

  console.log(
    `${values.server === "miniflare" ? "Miniflare alone" : "wrangler dev"}, state on ${values.state}; ` +
      `machine load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(
    `${stats.requests} requests, ${CONCURRENCY} at a time from ${VISITORS} visitors and the owner, ` +
      `with ${BUYERS} buyers at once; ${seconds.toFixed(1)} s (${(stats.requests / seconds).toFixed(0)} requests/s)`,
  );
  console.log("family                 requests  latency                       statuses");
  for (const row of stats.table()) console.log(row);
  console.log(
    `5xx: ${stats.serverErrors}, of them "restarted mid-request": ${stats.restarts}; ` +
      `no answer: ${stats.noAnswer}; wrangler ${exitedWith === null ? "still running at the end" : `EXITED with ${exitedWith}`}`,
  );
  for (const failure of stats.failures) console.log(`  ${failure}`);
  const errors = log.split("\n").filter((line) => /✘|\[ERROR\]|uncaught/i.test(line));
  console.log(`wrangler's error lines: ${errors.length}`);
  for (const line of errors.slice(0, 10)) console.log(`  ${line.slice(0, 200)}`);
  for (const p of processes) {
    console.log(
      `workerd pid ${p.pid}: resident ${p.startMb.toFixed(0)} MB at the start, peak ${p.peakMb.toFixed(0)} MB, ` +
        `${p.endMb === undefined ? "gone" : `${p.endMb.toFixed(0)} MB`} at the end`,
    );
  }
  let stockExact = false;
  if (burstResult) {
    const { placed, remaining, seconds: burstSeconds } = burstResult;
    stockExact = remaining !== undefined && remaining >= 0 && placed + remaining === BURST_STOCK;
    console.log(
      `burst: ${BUYERS} buyers in ${burstSeconds.toFixed(1)} s, ${placed} orders placed for ${BURST_STOCK} units, ` +
        `${remaining} left: ${stockExact ? "stock exact" : "STOCK WRONG"}`,
    );
  }
  const ok =
    stats.serverErrors === 0 &&
    stats.noAnswer === 0 &&
    exitedWith === null &&
    stockExact &&
    stats.requests >= REQUESTS;
  console.log(ok ? "no 5xx, no restart, every call answered" : "FAILED");
  process.exitCode = ok ? 0 : 1;
}
