import { defineConfig } from "vitest/config";

// Browser tests: a real Chromium (Debian's, through playwright-core) against the built worker
// served by `wrangler dev`, as `npm start` serves it.
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/browser/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
