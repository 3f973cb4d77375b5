// D1's own count of rows written (the `meta.rows_written` of every statement's result), summed
// over everything a piece of code runs on a D1 binding: the analytics write tests and
// `npm run bench:analytics` read it around the EVENTS consumer.
export interface CountingD1 {
  db: D1Database;
  rowsWritten: () => number;
  statements: () => number;
}

type WithMeta = { meta?: { rows_written?: number } };

export function countingD1(d1: D1Database): CountingD1 {
  let rows = 0;
  let statements = 0;
  const add = (r: WithMeta) => {
    statements++;
    rows += r?.meta?.rows_written ?? 0;
    return r;
  };
  const wrapStatement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrapStatement(target.bind(...args));
        if (prop === "run" || prop === "all") {
          return async () => add((await target[prop]()) as WithMeta);
        }
        if (prop === "unwrap") return () => target;
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const unwrap = (s: D1PreparedStatement) =>
    (s as unknown as { unwrap?: () => D1PreparedStatement }).unwrap?.() ?? s;
  const db = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (prop === "batch") {
        return async (list: D1PreparedStatement[]) => {
          const results = await target.batch(list.map(unwrap));
          for (const r of results) add(r as WithMeta);
          return results;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, rowsWritten: () => rows, statements: () => statements };
}
