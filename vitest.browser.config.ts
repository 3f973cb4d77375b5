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
    // Under `wrangler dev`, a response now and then stalls for good (seen: about one run of the
    // product-page file in six, and once on static assets served by wrangler's own asset layer,
    // which never reach our code). A stalled test times out at 30 s; its retry opens a new page.
    retry: 1,
  },
});
