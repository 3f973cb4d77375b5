// The workerd half of `npm run bench:capacity` (bench/capacity.ts runs it in the test pool): the
// bytes a store, a product, an order and a day of census hits add to its D1 database, read from
// D1's own `meta.size_after` (the database file's size, pages of 4 KB) before and after, and the
// time the database itself spent on a checkout (`meta.duration`). Orders go through the worker's
// checkout route on counted bindings whose queues hold their messages. Docs: docs/capacity.md.
import { env } from "cloudflare:workers";
import { it } from "vitest";
import type { EventMessage } from "../../worker/queue";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { ensureLargeCatalogueSeed } from "../../worker/seed/large-catalogue";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import { deliver, pageView } from "../analytics/collect";
import { CHECKOUT, checkoutBody, db, newProduct } from "../orders/fixtures";
import { Visitor } from "../worker/helpers";
import { countedEnv, countedWorker, heldQueue } from "./counting-env";

const ORDERS_PER_SIZE = 50;
/** One modelled store's day (docs/capacity.md): 5,000 visits of 5 page views over 50 pages. */
const STORE_DAY = { views: 25_000, perVisit: 5, pages: 50 };
/** Hits of many stores interleaved, as the one EVENTS queue delivers them at platform scale. */
const MIX = { hits: 10_000, sites: 1_000 };
const DAY = Date.UTC(2026, 10, 24);

/** The database's size in bytes now, as D1 reports it after a statement. */
async function size(): Promise<number> {
  const result = await env.DB.prepare("SELECT 1").run();
  return (result.meta as { size_after: number }).size_after;
}

/**
 * SQLite keeps freed pages (the migrations drop tables) and reuses them before the file grows, so
 * a size difference reads low until they are used up: fill them with a table of its own first.
 */
async function useUpFreePages(): Promise<void> {
  await env.DB.exec("CREATE TABLE IF NOT EXISTS capacity_fill (b BLOB)");
  let growing = 0;
  let last = await size();
  for (let i = 0; i < 20_000 && growing < 3; i++) {
    await env.DB.prepare("INSERT INTO capacity_fill VALUES (randomblob(3500))").run();
    const now = await size();
    growing = now > last ? growing + 1 : 0;
    last = now;
  }
}

/** D1 reports no bytes per table (dbstat is not readable): rows and their JSON text, per table. */
async function payload(tables: Iterable<string>): Promise<Record<string, { rows: number; bytes: number }>> {
  const out: Record<string, { rows: number; bytes: number }> = {};
  for (const table of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all();
    out[table] = { rows: results.length, bytes: results.reduce((n, r) => n + JSON.stringify(r).length, 0) };
  }
  return out;
}

/** What a phase added per table: rows, and its share of the phase's bytes by JSON text. */
function split(
  before: Record<string, { rows: number; bytes: number }>,
  after: Record<string, { rows: number; bytes: number }>,
  per: number,
) {
  const grown = Object.entries(after).map(([t, a]) => ({
    table: t,
    rows: a.rows - (before[t]?.rows ?? 0),
    bytes: a.bytes - (before[t]?.bytes ?? 0),
  }));
  const total = grown.reduce((n, g) => n + Math.max(0, g.bytes), 0) || 1;
  return Object.fromEntries(
    grown
      .filter((g) => g.rows !== 0)
      .sort((x, y) => y.bytes - x.bytes)
      .map((g) => [
        g.table,
        { rowsPer: Number((g.rows / per).toFixed(2)), share: Number((g.bytes / total).toFixed(3)) },
      ]),
  );
}

/** Tables a statement writes: the first name after INSERT INTO, UPDATE or DELETE FROM. */
const WRITES = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

async function placeOrders(count: number, lines: number) {
  // No consumer runs: the dev mailbox and the rollups they would write are not the order's.
  const worker = countedWorker({ EVENTS: heldQueue(), EMAILS: heldQueue(), CONNECTIONS: heldQueue() });
  const products = await Promise.all(Array.from({ length: lines }, () => newProduct(count + 1)));
  let checkoutDbMs = 0;
  let checkoutRowsWritten = 0;
  const written = new Set<string>();
  const before = await size();
  for (let i = 0; i < count; i++) {
    const visitor = new Visitor(undefined, worker);
    for (const p of products) await visitor.add(p.itemId, p.sku, 1);
    worker.reset();
    const res = await visitor.post(CHECKOUT, checkoutBody());
    if (res.status !== 200) throw new Error(`checkout ${res.status}: ${await res.text()}`);
    checkoutDbMs += worker.trace.dbMs;
    checkoutRowsWritten += worker.trace.rowsWritten;
    for (const st of worker.trace.statements) {
      const table = WRITES.exec(st.sql)?.[1];
      if (table && st.rowsWritten > 0) written.add(table);
    }
  }
  const after = await size();
  return {
    lines,
    orders: count,
    bytesPerOrder: Math.round((after - before) / count),
    rowsWrittenPerCheckout: checkoutRowsWritten / count,
    dbMsPerCheckout: Number((checkoutDbMs / count).toFixed(2)),
    written: [...written],
  };
}

/** Delivers `hits` to the EVENTS consumer in batches of 100 on a counted D1; what it cost. */
async function consume(hits: EventMessage[]) {
  const before = await size();
  const tablesBefore = await payload(ANALYTICS_TABLES);
  const counted = countedEnv();
  for (let from = 0; from < hits.length; from += 100) {
    await deliver(hits.slice(from, from + 100), undefined, counted.bindings.DB);
  }
  return {
    hits: hits.length,
    bytes: (await size()) - before,
    rowsWritten: counted.trace.rowsWritten,
    rowsWrittenPerHit: Number((counted.trace.rowsWritten / hits.length).toFixed(3)),
    roundTrips: counted.trace.d1.length,
    dbMsPerBatch: Number((counted.trace.dbMs / Math.ceil(hits.length / 100)).toFixed(2)),
    byTable: split(tablesBefore, await payload(ANALYTICS_TABLES), hits.length),
  };
}

const ANALYTICS_TABLES = ["analytics_rollups", "analytics_visitors", "analytics_processed"];

function hit(
  id: string,
  websiteId: string,
  visitor: string,
  path: string,
  at: number,
  newVisit: boolean,
): EventMessage {
  return {
    id,
    kind: "census.hit",
    websiteId,
    visitorId: visitor,
    sentAt: at,
    payload: { event: "View", newVisit, data: pageView({ url: `http://localhost${path}`, websiteId }) },
  };
}

/** The modelled store's day: each visitor's views in a row, visits spread over the day. */
const storeDay = () =>
  Array.from({ length: STORE_DAY.views }, (_, i) => {
    const visitor = Math.floor(i / STORE_DAY.perVisit);
    const at = DAY + Math.floor((i / STORE_DAY.views) * 86_399_000);
    return hit(
      `day-${i}`,
      "site_day",
      `visitor-${visitor}`,
      `/p/${(i * 7) % STORE_DAY.pages}`,
      at,
      i % 4 === 0,
    );
  });

/** Many stores' hits interleaved within one hour. */
const platformMix = () =>
  Array.from({ length: MIX.hits }, (_, i) => {
    const site = `site_mix_${i % MIX.sites}`;
    const at = DAY + Math.floor((i / MIX.hits) * 3_599_000);
    return hit(`mix-${i}`, site, `visitor-${i}`, `/p/${i % 20}`, at, true);
  });

it("capacity: bytes per store, product, order and census day", { timeout: 900_000 }, async () => {
  await useUpFreePages();
  const empty = await size();
  await ensureDemoSeed(db);
  forgetAllWebsites();
  const demoStore = (await size()) - empty;

  await ensureLargeCatalogueSeed(db, 1);
  const oneProduct = await size();
  await ensureLargeCatalogueSeed(db, 200);
  const bytesPerProduct = Math.round(((await size()) - oneProduct) / 199);

  const orderTables = [
    "orders",
    "order_lines",
    "email_outbox",
    "stock_reservations",
    "test_payments",
    "test_payment_requests",
    "order_counters",
  ];
  const beforeOrders = await payload(orderTables);
  const orders = [await placeOrders(ORDERS_PER_SIZE, 1), await placeOrders(ORDERS_PER_SIZE, 3)];
  const ordersByTable = split(beforeOrders, await payload(orderTables), 2 * ORDERS_PER_SIZE);
  const censusStoreDay = await consume(storeDay());
  const censusMix = await consume(platformMix());

  console.log(
    `BENCH ${JSON.stringify({ emptyDatabase: empty, demoStore, bytesPerProduct, orders, ordersByTable, censusStoreDay, censusMix, databaseBytes: await size() })}`,
  );
});
