import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes flat SQL files into migrations/, which
// `wrangler d1 migrations apply atelier --local` applies (and the workerd tests read).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
