import { defineConfig } from "vitest/config";

// Benchmarks of server rendering, run in Node with vite's transforms (theme files are bundled
// through import.meta.glob, as in the worker build).
export default defineConfig({
  test: { include: [], benchmark: { include: ["bench/**/*.bench.ts"] }, environment: "node" },
});
