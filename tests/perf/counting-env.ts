// The worker's bindings with D1, the cart Durable Objects and the queues counted: every round trip
// to D1 (a statement run on its own, or one batch of statements) with the SQL of each and D1's own
// rows read and written (each result's `meta`), every call on a cart object, and every message put
// on a queue, so a test can pin what a request costs (docs/capacity.md). A request's work goes
// through the app with these bindings (the rest are the real ones).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../worker/index";

export interface Trace {
  /** One entry per D1 round trip: its statements' SQL (a batch has several). */
  d1: string[][];
  /** D1's `meta.rows_read` summed over every statement. */
  rowsRead: number;
  /** D1's `meta.rows_written` summed over every statement. */
  rowsWritten: number;
  /** D1's `meta.duration` summed: the time the database spent on them (a timing, never pinned). */
  dbMs: number;
  /** Each statement run, with its own rows read and written. */
  statements: { sql: string; rowsRead: number; rowsWritten: number }[];
  /** The same round trips by the shard's binding (docs/shards.md): "DB", "DB_SHARD_1". */
  byShard: Record<string, string[][]>;
  /** One entry per call on a cart Durable Object: the method's name. */
  cart: string[];
  /** Messages put on each queue binding (a sendBatch counts its messages). */
  queued: Record<QueueName, number>;
}

const QUEUE_NAMES = ["EVENTS", "EMAILS", "CONNECTIONS"] as const;
type QueueName = (typeof QUEUE_NAMES)[number];

const RUNS = new Set(["run", "all", "raw", "first"]);
/** Statements that only read: run a second time for their `meta` when the caller asked for raw(). */
const READ_ONLY = /^\s*select\b/i;

type Meta = { meta?: { rows_read?: number; rows_written?: number; duration?: number } };

/** The statement a counted one wraps (D1's batch() takes only its own statements). */
const unwrapped = new WeakMap<D1PreparedStatement, { inner: D1PreparedStatement; sql: string }>();

function addMeta(trace: Trace, sql: string, result: Meta): void {
  const rowsRead = result?.meta?.rows_read ?? 0;
  const rowsWritten = result?.meta?.rows_written ?? 0;
  trace.rowsRead += rowsRead;
  trace.rowsWritten += rowsWritten;
  trace.dbMs += result?.meta?.duration ?? 0;
  trace.statements.push({ sql, rowsRead, rowsWritten });
}

/** Records one round trip, in all and under its shard. */
const recorder =
  (trace: Trace, shard: string) =>
  (statements: string[]): void => {
    trace.d1.push(statements);
    (trace.byShard[shard] ??= []).push(statements);
  };

function countingD1(d1: D1Database, trace: Trace, shard = "DB"): D1Database {
  const record = recorder(trace, shard);
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          return countedStatement(target.prepare(sql), sql, trace, record);
        };
      }
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const inner = statements.map((s) => unwrapped.get(s) ?? { inner: s, sql: "?" });
          record(inner.map((s) => s.sql));
          const results = await target.batch(inner.map((s) => s.inner));
          results.forEach((r, i) => addMeta(trace, inner[i]!.sql, r as Meta));
          return results;
        };
      }
      if (key === "exec") {
        return (sql: string) => {
          record([sql]);
          return target.exec(sql);
        };
      }
      // A session (read replication, worker/http/d1-session.ts) is counted like its database.
      if (key === "withSession") {
        return (constraint?: string) =>
          countingD1(target.withSession(constraint) as unknown as D1Database, trace, shard);
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * run() and all() answer their `meta`; first() and raw() do not, so first() is answered from all()
 * and raw() of a read from raw() with the same statement run again through all() for its meta
 * (a read changes nothing; the round trip is counted once). A write through raw() (INSERT …
 * RETURNING) runs once, through all(), its rows turned into arrays as drizzle's own batch does.
 */
async function execute(
  inner: D1PreparedStatement,
  sql: string,
  method: string,
  args: unknown[],
  trace: Trace,
): Promise<unknown> {
  if (method === "run" || method === "all") {
    const result = await (method === "run" ? inner.run() : inner.all());
    addMeta(trace, sql, result);
    return result;
  }
  if (method === "first") {
    const result = await inner.all<Record<string, unknown>>();
    addMeta(trace, sql, result);
    const row = result.results[0];
    const column = args[0] as string | undefined;
    if (!row) return null;
    return column === undefined ? row : row[column];
  }
  const options = args[0] as { columnNames?: boolean } | undefined;
  if (READ_ONLY.test(sql)) {
    const rows = await inner.raw(options as { columnNames: true });
    addMeta(trace, sql, await inner.all());
    return rows;
  }
  const result = await inner.all<Record<string, unknown>>();
  addMeta(trace, sql, result);
  const rows = result.results.map((row) => Object.values(row));
  return options?.columnNames ? [Object.keys(result.results[0] ?? {}), ...rows] : rows;
}

/** A prepared statement whose executions are recorded; bind() answers another counted one. */
function countedStatement(
  inner: D1PreparedStatement,
  sql: string,
  trace: Trace,
  record: (statements: string[]) => void,
): D1PreparedStatement {
  const counted = new Proxy(inner, {
    get(target, key) {
      if (key === "bind") {
        return (...values: unknown[]) => countedStatement(target.bind(...values), sql, trace, record);
      }
      const value = Reflect.get(target, key, target);
      if (typeof key === "string" && RUNS.has(key) && typeof value === "function") {
        return (...args: unknown[]) => {
          record([sql]);
          return execute(target, sql, key, args, trace);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  unwrapped.set(counted, { inner, sql });
  return counted;
}

function countingCarts(namespace: Env["CART"], trace: Trace): Env["CART"] {
  const counted = <T extends object>(stub: T): T =>
    new Proxy(stub, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof key !== "string" || typeof value !== "function" || key === "then") return value;
        return (...args: unknown[]) => {
          trace.cart.push(key);
          // Called on the stub itself: an RPC method must not be given another `this`.
          return (target as Record<string, (...a: unknown[]) => unknown>)[key]!(...args);
        };
      },
    });
  return new Proxy(namespace, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "getByName" || key === "get") {
        return (...args: unknown[]) => counted((value as (...a: unknown[]) => object).apply(target, args));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function countingQueue(queue: Queue, name: QueueName, trace: Trace): Queue {
  return new Proxy(queue, {
    get(target, key) {
      if (key === "send") {
        return (body: unknown, options?: QueueSendOptions) => {
          trace.queued[name]++;
          return target.send(body, options);
        };
      }
      if (key === "sendBatch") {
        return (messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) => {
          const list = [...messages];
          trace.queued[name] += list.length;
          return target.sendBatch(list, options);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const emptyTrace = (): Trace => ({
  d1: [],
  rowsRead: 0,
  rowsWritten: 0,
  dbMs: 0,
  statements: [],
  byShard: {},
  cart: [],
  queued: { EVENTS: 0, EMAILS: 0, CONNECTIONS: 0 },
});

/** The test bindings with D1, the carts and the queues counted into `trace`. */
export function countedEnv(): { trace: Trace; bindings: Env; reset(): void } {
  const trace = emptyTrace();
  const bindings: Env = {
    ...env,
    DB: countingD1(env.DB, trace, "DB"),
    DB_SHARD_1: countingD1(env.DB_SHARD_1, trace, "DB_SHARD_1"),
    CART: countingCarts(env.CART, trace),
  };
  for (const name of QUEUE_NAMES) bindings[name] = countingQueue(env[name], name, trace);
  return {
    trace,
    bindings,
    /** Forget what was counted so far (the next request's cost alone). */
    reset() {
      trace.d1.length = 0;
      trace.byShard = {};
      trace.rowsRead = 0;
      trace.rowsWritten = 0;
      trace.dbMs = 0;
      trace.statements.length = 0;
      trace.cart.length = 0;
      for (const name of QUEUE_NAMES) trace.queued[name] = 0;
    },
  };
}

/** A queue that keeps what it is given: no consumer runs on it. */
export const heldQueue = () => ({ send: async () => {}, sendBatch: async () => {} }) as unknown as Queue;

/**
 * A worker for `Visitor` whose requests run on counted bindings (with `overrides` put over them);
 * `trace` fills as they run.
 */
export function countedWorker(overrides: Partial<Env> = {}) {
  const { trace, bindings, reset } = countedEnv();
  const env = { ...bindings, ...overrides };
  return {
    trace,
    reset,
    async fetch(request: Request): Promise<Response> {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
  };
}
