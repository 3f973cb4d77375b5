// Starts a worker under `wrangler dev` on a free loopback port with fresh local state, and stops
// it again: the browser tests' store (tests/browser/server.ts) and the benchmarks' workers.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { d1DatabaseNames } from "./d1-databases";

export const root = new URL("../", import.meta.url).pathname;
const wrangler = join(root, "node_modules/.bin/wrangler");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
};

export interface RunningWorker {
  url: string;
  /** The local state folder (D1, queues): `wrangler d1 execute --local --persist-to` reads it. */
  persist: string;
  stop: () => Promise<void>;
  /** The `wrangler dev` process (workerd runs as its children), when started by startWorker. */
  process?: ChildProcess;
  /** Everything wrangler printed so far. */
  output?: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitUntilUp(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
}

/**
 * `config` is a wrangler config path relative to the root; none means the built store (wrangler
 * follows the build's redirect). `migrateD1` applies migrations/ to that D1 database, and to every
 * shard of wrangler.toml, first.
 */
export async function startWorker(
  options: { config?: string; migrateD1?: string; logLevel?: "debug" | "info" | "log" | "warn" } = {},
): Promise<RunningWorker> {
  const persist = mkdtempSync(join(tmpdir(), "atelier-bench-"));
  const configArgs = options.config ? ["--config", options.config] : [];
  if (options.migrateD1) {
    // Every shard of the project's config too (docs/shards.md), not only the database named.
    for (const name of new Set([options.migrateD1, ...d1DatabaseNames()])) {
      execFileSync(
        wrangler,
        // Always the project's own config (it names migrations/); state is shared through --persist-to.
        ["d1", "migrations", "apply", name, "--local", "--persist-to", persist],
        { cwd: root, env: { ...env, CI: "true" }, stdio: "pipe" },
      );
    }
  }
  const port = await freePort();
  let output = "";
  const proc = spawn(
    wrangler,
    [
      "dev",
      ...configArgs,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--inspector-port",
      "0",
      "--log-level",
      options.logLevel ?? "warn",
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, proc, () => output);
  return {
    url,
    persist,
    process: proc,
    output: () => output,
    stop: async () => {
      if (proc.exitCode === null) {
        proc.kill("SIGTERM");
        await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once("exit", r)));
      }
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
