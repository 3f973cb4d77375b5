// Starts the built store under `wrangler dev` on a free loopback port, with its own fresh local
// D1 state (migrations applied), and stops it again.
import { startWorker, type RunningWorker } from "../../scripts/wrangler-dev";

export const startStore = (): Promise<RunningWorker> => startWorker({ migrateD1: "atelier" });
