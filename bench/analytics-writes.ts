// D1 rows written by the EVENTS consumer per 10,000 census hits, from D1's own meta.rows_written
// of each statement, and the consumer's time for them. The hits go through the consumer's code
// path (worker.queue) in workerd with the local D1 of the test pool (tests/analytics/writes-bench.workerd.ts).
//
// Usage: npm run bench:analytics
import { startVitest } from "vitest/node";

const vitest = await startVitest("test", [], {
  config: "./vitest.config.ts",
  include: ["tests/analytics/writes-bench.workerd.ts"],
  watch: false,
  silent: false,
  reporters: ["dot"],
});
await vitest?.close();
process.exit(process.exitCode ?? 0);
