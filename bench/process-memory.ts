// Memory of the workerd processes under a `wrangler dev` (Linux /proc): wrangler starts two, its
// proxy (live reload, the ProxyWorker) and the one running the worker. Sampled while a benchmark
// runs, reported as each process's resident set at the start, at its peak and at the end.
import { readdirSync, readFileSync } from "node:fs";

/** Parent pid of `pid`, or undefined once it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid ...": the name may hold spaces, so read after its closing bracket.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

const nameOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

/** The workerd processes started, directly or not, by `root`. */
export function workerdUnder(root: number): number[] {
  const pids = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const under = (pid: number): boolean => {
    for (let p = parentOf(pid), hops = 0; p !== undefined && p > 1 && hops < 10; p = parentOf(p), hops++) {
      if (p === root) return true;
    }
    return false;
  };
  return pids.filter((pid) => nameOf(pid) === "workerd" && under(pid));
}

/** Resident set in MB, or undefined once the process is gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface MemoryReport {
  pid: number;
  startMb: number;
  peakMb: number;
  endMb: number | undefined;
}

/** Samples the workerd processes under `root` every `everyMs` until stopped. */
export function sampleMemory(root: number, everyMs = 1000) {
  const seen = new Map<number, MemoryReport>();
  const sample = () => {
    for (const pid of workerdUnder(root)) {
      const mb = residentMb(pid);
      if (mb === undefined) continue;
      const report = seen.get(pid);
      if (!report) seen.set(pid, { pid, startMb: mb, peakMb: mb, endMb: mb });
      else {
        report.peakMb = Math.max(report.peakMb, mb);
        report.endMb = mb;
      }
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): MemoryReport[] {
      clearInterval(timer);
      sample();
      for (const report of seen.values()) report.endMb = residentMb(report.pid);
      return [...seen.values()];
    },
  };
}
