// Census load on loopback: N page-view hits (POST /api/census/RecordHit, form-encoded beacons with
// the crumb field, one visitor record each) against the built store under `wrangler dev`, a few
// at a time; prints the endpoint's median and p99 latency, then waits for the EVENTS consumer and
// checks that every accepted hit is counted in the hourly and daily rollups and as a visitor.
// Expects `npm run build` done.
//
// Usage: npm run bench:census [-- --hits 10000 --concurrency 10]
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, startWorker } from "../scripts/wrangler-dev";
import { latencySummary } from "./latency";

const { values } = parseArgs({
  options: {
    hits: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "10" },
  },
});
const HITS = Number(values.hits);
const CONCURRENCY = Number(values.concurrency);
const COUNT_TIMEOUT_MS = 180_000;

function query(persist: string, sql: string): Record<string, number>[] {
  const out = execFileSync(
    join(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "atelier", "--local", "--persist-to", persist, "--json", "--command", sql],
    { cwd: root, env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" }, stdio: "pipe" },
  ).toString();
  return (JSON.parse(out) as { results: Record<string, number>[] }[])[0]!.results;
}

const worker = await startWorker({ migrateD1: "atelier" });
try {
  const home = await fetch(worker.url + "/");
  const html = await home.text();
  const crumb = /crumb=([0-9a-f]+)/.exec(home.headers.get("set-cookie") ?? "")?.[1];
  const context = /id="ss-analytics">(.*?)<\/script>/.exec(html)?.[1];
  if (!crumb || !context) throw new Error("the home page gave no crumb or no analytics context");
  const crumbValue: string = crumb;
  const { websiteId, templateId } = JSON.parse(context) as { websiteId: string; templateId: string };
  const started = Date.now();

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  async function client() {
    while (next < HITS) {
      const i = next++;
      const t = started + i;
      const data = {
        userAgent: "census-load",
        clientDate: t,
        viewportInnerHeight: 800,
        viewportInnerWidth: i % 3 === 0 ? 390 : 1280,
        screenHeight: 1080,
        screenWidth: 1920,
        websiteId,
        templateId,
        website_locale: "en-US",
        url: `${worker.url}/p/${i % 50}`,
        title: "Load",
        pagePermissionTypeValue: 1,
        pageType: 2,
        localStorageSupported: true,
        queryString: "",
        referrer: "",
      };
      const body = new URLSearchParams({
        event: "View",
        data: JSON.stringify(data),
        ss_cvr: `load-${i}|${t}|${t}|${t}|1`,
        crumb: crumbValue,
      });
      const t0 = performance.now();
      const res = await fetch(worker.url + "/api/census/RecordHit", {
        method: "POST",
        headers: {
          cookie: `crumb=${crumbValue}`,
          "content-type": "application/x-www-form-urlencoded",
          // Hits come from many visitors, as on a real site: 1,000 addresses, each well inside
          // the census limit per address (CENSUS_CLIENT_LIMIT in wrangler.toml).
          "cf-connecting-ip": `10.0.${(i % 1000) >> 8}.${i % 256}`,
        },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - t0) / 1000;
  const accepted = statuses.get(202) ?? 0;
  console.log(
    `${HITS} hits, ${CONCURRENCY} at a time, ${seconds.toFixed(1)} s (${(HITS / seconds).toFixed(0)} hits/s)`,
  );
  console.log(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`latency: ${latencySummary(latencies)}`);

  // The consumer takes batches of 100 every few seconds; wait until the rollups hold every hit.
  const counted = () =>
    query(
      worker.persist,
      `SELECT
         (SELECT coalesce(sum(count), 0) FROM analytics_rollups WHERE website_id = '${websiteId}'
            AND period = 'day' AND metric = 'pageviews' AND dimension = '') AS daily,
         (SELECT coalesce(sum(count), 0) FROM analytics_rollups WHERE website_id = '${websiteId}'
            AND period = 'hour' AND metric = 'pageviews' AND dimension = '') AS hourly,
         (SELECT count(*) FROM analytics_visitors WHERE website_id = '${websiteId}') AS visitors,
         (SELECT coalesce(sum(json_array_length(event_ids)), 0) FROM analytics_processed
            WHERE website_id = '${websiteId}') AS events`,
    )[0]!;
  const deadline = Date.now() + COUNT_TIMEOUT_MS;
  let last = counted();
  while (Number(last.daily) < accepted && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    last = counted();
  }
  console.log(`counted: ${JSON.stringify(last)} of ${accepted} accepted`);
  const ok =
    accepted === HITS &&
    Number(last.daily) === HITS &&
    Number(last.hourly) === HITS &&
    Number(last.visitors) === HITS &&
    Number(last.events) === HITS;
  console.log(
    ok ? "every hit accepted and counted once" : "MISMATCH: not every hit was accepted and counted once",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await worker.stop();
}
