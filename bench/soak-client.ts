// The soak's visitors and owner: a cookie jar and a client address each, every call timed and
// counted under its route family. A call that gets no answer within ANSWER_TIMEOUT_MS (a hang) or
// whose connection fails counts as "no answer"; wrangler dev's own 503 "Your worker restarted
// mid-request" counts as a restart.
import { percentile } from "./latency";

const ANSWER_TIMEOUT_MS = 30_000;
const RESTARTED = "Your worker restarted mid-request";

interface Family {
  latencies: number[];
  statuses: Map<string, number>;
}

export class SoakStats {
  families = new Map<string, Family>();
  requests = 0;
  serverErrors = 0;
  restarts = 0;
  noAnswer = 0;
  /** The first few failures as seen: method, path, status and the start of the body. */
  failures: string[] = [];

  record(family: string, status: string, ms: number): void {
    let entry = this.families.get(family);
    if (!entry) this.families.set(family, (entry = { latencies: [], statuses: new Map() }));
    entry.latencies.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    this.requests++;
  }

  fail(what: string): void {
    if (this.failures.length < 20) this.failures.push(what);
  }

  /** One line per family: requests, statuses, p50 and p99 in ms. */
  table(): string[] {
    const rows = [...this.families].sort(([a], [b]) => a.localeCompare(b));
    return rows.map(([name, { latencies, statuses }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const counts = [...statuses].map(([status, n]) => `${status}:${n}`).join(" ");
      return (
        `${name.padEnd(22)} ${String(latencies.length).padStart(6)}  ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms  ${counts}`
      );
    });
  }
}

export interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export class SoakClient {
  cookies = new Map<string, string>();
  /** The owner panel's token, sent as X-XSRF-Token on the owner's state-changing calls. */
  xsrfToken: string | undefined;

  constructor(
    readonly base: string,
    readonly address: string,
    readonly stats: SoakStats,
  ) {}

  get crumb(): string | undefined {
    return this.cookies.get("crumb");
  }

  /** The call, timed and counted under `family`; the answer's body is read in full. */
  async call(family: string, method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = {
      "cf-connecting-ip": this.address,
      origin: this.base,
      "accept-encoding": "gzip, deflate, br",
      ...options.headers,
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET" && method !== "HEAD") {
      if (this.crumb) headers["x-csrf-token"] ??= this.crumb;
      if (this.xsrfToken) headers["x-xsrf-token"] ??= this.xsrfToken;
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(options.json);
    }
    const t0 = performance.now();
    try {
      const res = await fetch(this.base + path, {
        method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      const text = await res.text();
      this.stats.record(family, String(res.status), performance.now() - t0);
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const at = pair!.indexOf("=");
        this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
      if (res.status >= 500) {
        this.stats.serverErrors++;
        if (text.includes(RESTARTED)) this.stats.restarts++;
        this.stats.fail(`${method} ${path} ${res.status} ${text.slice(0, 120).replace(/\s+/g, " ")}`);
      }
      return { status: res.status, text };
    } catch (error) {
      this.stats.record(family, "no answer", performance.now() - t0);
      this.stats.noAnswer++;
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      this.stats.fail(`${method} ${path} no answer (${cause})`);
      return { status: 0, text: "" };
    }
  }
}
