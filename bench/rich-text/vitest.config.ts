// Rich text rendering measured inside workerd, as the worker runs it:
//   npx vitest run --config bench/rich-text/vitest.config.ts
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({ miniflare: { compatibilityDate: "2026-04-01", compatibilityFlags: ["nodejs_compat"] } }),
  ],
  test: { include: ["bench/rich-text/*.test.ts"] },
});
