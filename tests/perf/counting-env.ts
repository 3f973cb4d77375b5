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
  /** One entry per call on a cart Durable Object: the method's name. */
  cart: string[];
}

const RUNS = new Set(["run", "all", "raw", "first"]);

/** The statement a counted one wraps (D1's batch() takes only its own statements). */
const unwrapped = new WeakMap<D1PreparedStatement, { inner: D1PreparedStatement; sql: string }>();

function countingD1(d1: D1Database, trace: Trace): D1Database {
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          return countedStatement(target.prepare(sql), sql, trace);
        };
      }
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const inner = statements.map((s) => unwrapped.get(s) ?? { inner: s, sql: "?" });
          trace.d1.push(inner.map((s) => s.sql));
          return target.batch(inner.map((s) => s.inner));
        };
      }
      if (key === "exec") {
        return (sql: string) => {
          trace.d1.push([sql]);
          return target.exec(sql);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A prepared statement whose executions are recorded; bind() answers another counted one. */
function countedStatement(inner: D1PreparedStatement, sql: string, trace: Trace): D1PreparedStatement {
  const counted = new Proxy(inner, {
    get(target, key) {
      if (key === "bind") {
        return (...values: unknown[]) => countedStatement(target.bind(...values), sql, trace);
      }
      const value = Reflect.get(target, key, target);
      if (typeof key === "string" && RUNS.has(key) && typeof value === "function") {
        return (...args: unknown[]) => {
          trace.d1.push([sql]);
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
  const trace: Trace = { d1: [], cart: [] };
  const bindings = { ...env, DB: countingD1(env.DB, trace), CART: countingCarts(env.CART, trace) };
  return {
    trace,
    /** Forget what was counted so far (the next request's cost alone). */
    reset() {
      trace.d1.length = 0;
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
