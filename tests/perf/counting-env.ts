// The worker's bindings with D1 and the cart Durable Objects counted: every round trip to D1 (a
// statement run on its own, or one batch of statements) and every call on a cart object, with the
// SQL of each, so a test can pin what a request costs. A request's work goes through the app with
// these bindings (queues and the rest are the real ones).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../worker/index";

export interface Trace {
  /** One entry per D1 round trip: its statements' SQL (a batch has several). */
  d1: string[][];
  /** The same round trips by the shard's binding (docs/shards.md): "DB", "DB_SHARD_1". */
  byShard: Record<string, string[][]>;
  /** One entry per call on a cart Durable Object: the method's name. */
  cart: string[];
}

const RUNS = new Set(["run", "all", "raw", "first"]);

/** The statement a counted one wraps (D1's batch() takes only its own statements). */
const unwrapped = new WeakMap<D1PreparedStatement, { inner: D1PreparedStatement; sql: string }>();

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
          return countedStatement(target.prepare(sql), sql, record);
        };
      }
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const inner = statements.map((s) => unwrapped.get(s) ?? { inner: s, sql: "?" });
          record(inner.map((s) => s.sql));
          return target.batch(inner.map((s) => s.inner));
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

/** A prepared statement whose executions are recorded; bind() answers another counted one. */
function countedStatement(
  inner: D1PreparedStatement,
  sql: string,
  record: (statements: string[]) => void,
): D1PreparedStatement {
  const counted = new Proxy(inner, {
    get(target, key) {
      if (key === "bind") {
        return (...values: unknown[]) => countedStatement(target.bind(...values), sql, record);
      }
      const value = Reflect.get(target, key, target);
      if (typeof key === "string" && RUNS.has(key) && typeof value === "function") {
        return (...args: unknown[]) => {
          record([sql]);
          return value.apply(target, args);
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

/** A worker for `Visitor` whose requests run on counted bindings; `trace` fills as they run. */
export function countedWorker() {
  const trace: Trace = { d1: [], byShard: {}, cart: [] };
  const bindings = {
    ...env,
    DB: countingD1(env.DB, trace, "DB"),
    DB_SHARD_1: countingD1(env.DB_SHARD_1, trace, "DB_SHARD_1"),
    CART: countingCarts(env.CART, trace),
  };
  return {
    trace,
    /** Forget what was counted so far (the next request's cost alone). */
    reset() {
      trace.d1.length = 0;
      trace.byShard = {};
      trace.cart.length = 0;
    },
    async fetch(request: Request): Promise<Response> {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, bindings, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
  };
}
