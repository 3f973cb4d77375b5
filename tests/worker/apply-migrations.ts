// Setup for every workerd test file: the D1 schema from migrations/ in the site directory (shard 0)
// and in every other shard (applying is idempotent).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB_SHARD_1, env.TEST_MIGRATIONS);
