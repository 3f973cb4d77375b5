// Setup for every workerd test file: the D1 schema from migrations/ (applying is idempotent).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
