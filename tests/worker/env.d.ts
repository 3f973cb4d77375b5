import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set by vitest.config.ts: the SQL of migrations/, applied before each test file. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
