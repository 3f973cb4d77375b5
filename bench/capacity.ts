// The bytes a store, a product, an order (1 and 3 lines) and a day of 10,000 census hits add to a
// D1 database (D1's own meta.size_after), and the time the database spent on a checkout
// (meta.duration), measured in workerd with the local D1 of the test pool
// (tests/perf/capacity-bench.workerd.ts). The figures feed docs/capacity.md.
//
// Usage: npm run bench:capacity
import { startVitest } from "vitest/node";

const vitest = await startVitest("test", [], {
  config: "./vitest.config.ts",
  include: ["tests/perf/capacity-bench.workerd.ts"],
  watch: false,
  silent: false,
  reporters: ["dot"],
});
await vitest?.close();
process.exit(process.exitCode ?? 0);
