// The workerd half of `npm run bench:analytics` (bench/analytics-writes.ts runs it in the test
// pool): HITS census page views, from VISITORS visitors over PAGES pages of one site within one
// hour, delivered to the EVENTS consumer in batches of 100 (wrangler.toml's max_batch_size).
// Prints D1's own rows written (the sum of every statement's meta.rows_written) and the
// consumer's time.
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { it } from "vitest";
import worker from "../../worker/index";
import type { EventMessage } from "../../worker/queue";
import { pageView } from "./collect";
import { countingD1 } from "./rows-written";

const HITS = 10_000;
const BATCH = 100;
const PAGES = 20;
const VISITORS = 500;
const START = Date.UTC(2026, 10, 24, 10);
const WEBSITE = "site_bench_analytics";

function hit(i: number): EventMessage {
  const url = `http://localhost/p/${i % PAGES}`;
  return {
    id: `bench-${i}`,
    kind: "census.hit",
    websiteId: WEBSITE,
    visitorId: `visitor-${i % VISITORS}`,
    // Within one hour, so the hourly and daily keys are those of one bucket each.
    sentAt: START + Math.floor((i / HITS) * 3_599_000),
    payload: { event: "View", newVisit: i < VISITORS, data: pageView({ url, websiteId: WEBSITE }) },
  };
}

it(`analytics writes for ${HITS} hits`, { timeout: 600_000 }, async () => {
  const counting = countingD1(env.DB);
  const consumerEnv = { ...env, DB: counting.db };
  let ms = 0;
  for (let from = 0; from < HITS; from += BATCH) {
    const messages = Array.from({ length: Math.min(BATCH, HITS - from) }, (_, k) => hit(from + k));
    const batch = createMessageBatch(
      "atelier-events",
      messages.map((body) => ({
        id: `msg-${body.id}`,
        timestamp: new Date(body.sentAt!),
        attempts: 1,
        body,
      })),
    );
    const t0 = performance.now();
    await worker.queue(batch, consumerEnv);
    ms += performance.now() - t0;
  }
  const rows = counting.rowsWritten();
  console.log(
    `BENCH ${JSON.stringify({ hits: HITS, batches: Math.ceil(HITS / BATCH), rowsWritten: rows, rowsPer10kHits: Math.round((rows / HITS) * 10_000), statements: counting.statements(), consumerMs: Math.round(ms) })}`,
  );
});
