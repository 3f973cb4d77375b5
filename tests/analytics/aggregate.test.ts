// The consumer's sums in the worker: a batch of events becomes one increment per rollup key, one
// visitor per website and day, and the ids to remember per ledger key.
import { describe, expect, it } from "vitest";
import { aggregateEvents, type StoredEvent } from "../../worker/analytics/aggregate";
import { rollupKeys } from "../../worker/analytics/rollup-keys";

const H = Date.UTC(2026, 10, 24, 10);
const DAY = Date.UTC(2026, 10, 24);

function view(id: string, at: number, visitorId: string | null, path: string, newVisit = false): StoredEvent {
  const payload = { event: "View", newVisit, data: { url: `http://localhost${path}` } };
  return {
    id,
    websiteId: "site_a",
    kind: "census.hit",
    visitorId,
    payload,
    sentAt: at,
    rollup: rollupKeys("census.hit", payload),
  };
}

describe("aggregating a batch of events", () => {
  it("sums page views per key and period, however many events share the key", () => {
    const events = Array.from({ length: 50 }, (_, i) => view(`e${i}`, H + i * 1000, "v1", "/shop"));
    const { rollups } = aggregateEvents(events);
    expect(rollups).toEqual([
      ["site_a", "hour", H, "pageviews", "", 50, 50],
      ["site_a", "hour", H, "pageviews", "/shop", 50, 50],
      ["site_a", "day", DAY, "pageviews", "", 50, 50],
      ["site_a", "day", DAY, "pageviews", "/shop", 50, 50],
    ]);
  });

  it("counts an id once, a visitor once a day, and remembers ids per website and 10 seconds", () => {
    const { rollups, visitors, ledger } = aggregateEvents([
      view("a", H, "v1", "/"),
      view("a", H, "v1", "/"),
      view("b", H + 11_000, "v1", "/"),
      view("c", H + 86_400_000, "v1", "/"),
      view("d", H, null, "/"),
    ]);
    expect(rollups).toContainEqual(["site_a", "hour", H, "pageviews", "", 3, 3]);
    expect(visitors).toEqual([
      ["site_a", DAY, "v1"],
      ["site_a", DAY + 86_400_000, "v1"],
    ]);
    expect(ledger).toEqual([
      ["site_a", H, ["a", "d"]],
      ["site_a", H + 10_000, ["b"]],
      ["site_a", H + 86_400_000, ["c"]],
    ]);
  });

  it("sums values as totals, and counts nothing for an event without a website", () => {
    const perf: StoredEvent = {
      id: "p",
      websiteId: "site_a",
      kind: "performance",
      visitorId: null,
      payload: null,
      sentAt: H,
      rollup: [
        ["vital:LCP", "/", 2000],
        ["vital:LCP", "/", 3000],
      ],
    };
    const orphan = { ...perf, id: "o", websiteId: null };
    const { rollups, ledger } = aggregateEvents([perf, orphan]);
    expect(rollups).toEqual([
      ["site_a", "hour", H, "vital:LCP", "/", 2, 5000],
      ["site_a", "day", DAY, "vital:LCP", "/", 2, 5000],
    ]);
    expect(ledger).toEqual([
      ["site_a", H, ["p"]],
      ["", H, ["o"]],
    ]);
  });
});
