// The error reporter (spec sections 8 and 9): uncaught errors and unhandled rejections go to
// POST /api/events/RecordJavascriptErrors in batches. At most 20 sends per page, at most 10
// events waiting (later ones are dropped until a send empties the queue), stacks trimmed to 5000
// characters, sends debounced by 1 s.
export const MAX_SENDS = 20;
export const MAX_QUEUED = 10;
export const MAX_STACK = 5000;
export const DEBOUNCE_MS = 1000;
export const ERRORS_PATH = "/api/events/RecordJavascriptErrors";

export interface ErrorEvent {
  message: string;
  stack?: string;
  url: string;
  line?: number;
  column?: number;
  timestamp: number;
  userAgent: string;
  websiteId: string;
}

export interface ErrorReporterDeps {
  send(events: ErrorEvent[]): unknown;
  websiteId: string;
  url: () => string;
  now: () => number;
  userAgent: string;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function createErrorReporter(deps: ErrorReporterDeps) {
  let queue: ErrorEvent[] = [];
  let sends = 0;
  let timer: unknown;

  function flush() {
    timer = undefined;
    if (queue.length === 0 || sends >= MAX_SENDS) return;
    sends++;
    const batch = queue;
    queue = [];
    deps.send(batch);
  }

  return {
    report(error: unknown, where: { line?: number; column?: number } = {}) {
      if (sends >= MAX_SENDS || queue.length >= MAX_QUEUED) return;
      const e = error instanceof Error ? error : undefined;
      const message = (e ? `${e.name}: ${e.message}` : String(error)).slice(0, 1000);
      queue.push({
        message,
        ...(e?.stack ? { stack: e.stack.slice(0, MAX_STACK) } : {}),
        url: deps.url().slice(0, 2083),
        ...(where.line !== undefined ? { line: where.line } : {}),
        ...(where.column !== undefined ? { column: where.column } : {}),
        timestamp: deps.now(),
        userAgent: deps.userAgent.slice(0, 512),
        websiteId: deps.websiteId,
      });
      if (timer !== undefined) deps.clearTimeout(timer);
      timer = deps.setTimeout(flush, DEBOUNCE_MS);
    },
    /** How many sends this page has made (for tests). */
    get sends() {
      return sends;
    },
  };
}
