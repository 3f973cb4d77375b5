// Starts `npm run dev` as the README says, from the project root, and stops it again. vite takes
// 5173 or, when that is busy, the next free port: the URL is read from what it prints. The state
// (D1, Durable Objects, queues) is a fresh folder of its own (ATELIER_PERSIST_TO, which
// `npm run db:migrate` and vite.config.ts both read), never the developer's .wrangler/state.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../../scripts/wrangler-dev";

/** The first start pre-bundles the dependencies and compiles the worker: slow on 2 shared cores. */
const STARTUP_MS = 90_000;
const STOP_MS = 10_000;
/** The end of the server's output kept for a failure's message. */
const LOG_CHARS = 20_000;

const stripColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

export interface RunningDevServer {
  url: string;
  /** The end of what the server printed (worker errors show here). */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startDevServer(): Promise<RunningDevServer> {
  const persist = mkdtempSync(join(tmpdir(), "atelier-dev-"));
  // Its own process group (npm, sh, vite, workerd), so stopping it stops every one of them.
  const proc = spawn("npm", ["run", "dev"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ATELIER_PERSIST_TO: persist,
      WRANGLER_SEND_METRICS: "false",
      NO_UPDATE_NOTIFIER: "1",
      npm_config_update_notifier: "false",
    },
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, signal);
    } catch {
      // already gone
    }
  };
  // Should the test run itself end abruptly, the server goes with it.
  const killOnExit = () => signalGroup("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));

  const stop = async () => {
    process.off("exit", killOnExit);
    if (proc.exitCode === null && proc.signalCode === null) {
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), STOP_MS);
      await exited;
      clearTimeout(timer);
    }
    // workerd may outlive npm for a moment: the group is told once more before the state goes.
    signalGroup("SIGKILL");
    rmSync(persist, { recursive: true, force: true });
  };

  let output = "";
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm run dev printed no URL within ${STARTUP_MS / 1000} s:\n${output}`)),
        STARTUP_MS,
      );
      let found = false;
      // Read to the end either way: a pipe nobody reads would stall the server once full.
      const read = (chunk: Buffer) => {
        output = (output + chunk).slice(-LOG_CHARS);
        if (found) return;
        const local = /Local:\s+(http:\/\/[^\s/]+)/.exec(stripColours(output));
        if (!local) return;
        found = true;
        clearTimeout(timer);
        resolve(local[1]!);
      };
      proc.stdout!.on("data", read);
      proc.stderr!.on("data", read);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`npm run dev exited (${proc.exitCode ?? proc.signalCode}):\n${output}`));
      });
    });
    return { url, log: () => stripColours(output), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
