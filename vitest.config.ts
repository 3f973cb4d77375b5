// The workerd test project: every test under tests/ except the browser tests runs inside the
// Workers runtime with the real bindings of wrangler.toml (D1 with the migrations applied to both
// shards, the cart Durable Object, the queue). Storage is isolated per test file.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  // wrangler.toml serves the built client from dist/client; before a build that folder is
  // missing and wrangler refuses the config. Tests need no built assets, only the folder.
  mkdirSync("./dist/client", { recursive: true });
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // The owner token and the captcha secrets are secrets in production (worker/http/owner.ts,
        // worker/forms/captcha.ts); tests use their own, and stub fetch for the captcha providers.
        // The signing and sealing secrets have no default in the source: a random pair per run.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            OWNER_API_TOKEN: "test-owner-token",
            RECAPTCHA_ENTERPRISE_API_KEY: "test-recaptcha-api-key",
            RECAPTCHA_ENTERPRISE_PROJECT_ID: "test-project",
            TURNSTILE_SECRET_KEY: "test-turnstile-secret",
            DOWNLOAD_SECRET: randomBytes(32).toString("hex"),
            CONNECTIONS_SECRET_KEY: randomBytes(32).toString("hex"),
            // Both shards are bound (DB and DB_SHARD_1, wrangler.toml); sign-up places new sites on
            // shard 0 here, as the tests that read a new site's rows from env.DB expect. The shard
            // tests (tests/shards/) place sites on shard 1 themselves. SHARD_PLACEMENT_UNDER_TEST
            // overrides it, to run any test file with its sign-ups on another shard.
            NEW_SITE_SHARDS: process.env.SHARD_PLACEMENT_UNDER_TEST ?? "DB",
          },
        },
      }),
    ],
    test: {
      include: ["tests/**/*.test.ts"],
      exclude: ["tests/browser/**", "node_modules/**"],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
    },
  };
});
