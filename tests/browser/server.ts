// Starts the built store under `wrangler dev` on a free loopback port, with its own fresh local
// D1 state, and stops it again.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
};

function freePort(): Promise<number> {
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
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
}

export async function startStore(): Promise<{ url: string; stop: () => Promise<void> }> {
  const persist = mkdtempSync(join(tmpdir(), "atelier-browser-"));
  const wrangler = join(root, "node_modules/.bin/wrangler");
  execFileSync(wrangler, ["d1", "migrations", "apply", "atelier", "--local", "--persist-to", persist], {
    cwd: root,
    env: { ...env, CI: "true" },
    stdio: "pipe",
  });
  const port = await freePort();
  let output = "";
  const proc = spawn(
    wrangler,
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--inspector-port", "0"],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, proc, () => output);
  return {
    url,
    stop: async () => {
      proc.kill("SIGTERM");
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once("exit", r)));
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
