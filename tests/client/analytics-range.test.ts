// The dashboard's range from the URL (client/owner/analytics-search.ts): presets up to today, and a
// picked range the panel refuses with exactly the message the worker answers (400) for it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { chosenRange } from "../../client/owner/analytics-range";
import { analyticsSearch } from "../../client/owner/analytics-search";
import { createDb } from "../../worker/db/client";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { ContributorRole } from "../../worker/owner/roles";
import { addContributor, Owner } from "../owner/helpers";

const NOW = Date.UTC(2026, 10, 25, 15);

describe("the analytics dashboard's range", () => {
  it("is the last 30 days without search params, and a preset's days up to today", () => {
    expect(chosenRange(analyticsSearch({}), NOW)).toEqual({
      range: { from: "2026-10-27", to: "2026-11-25" },
      preset: 30,
    });
    expect(chosenRange(analyticsSearch({ days: 7 }), NOW)).toEqual({
      range: { from: "2026-11-19", to: "2026-11-25" },
      preset: 7,
    });
    // Not a preset: dropped, so the default.
    expect(chosenRange(analyticsSearch({ days: 12 }), NOW).preset).toBe(30);
  });

  it("takes picked days over a preset", () => {
    expect(chosenRange(analyticsSearch({ days: 7, from: "2020-03-01", to: "2020-03-31" }), NOW)).toEqual({
      range: { from: "2020-03-01", to: "2020-03-31" },
    });
  });

  it("refuses a bad range with the worker's own 400 message for it", async () => {
    await ensureDemoSeed(createDb(env.DB));
    await addContributor("range-reports@example.com", ContributorRole.REPORTING);
    const owner = new Owner();
    expect((await owner.signIn("range-reports@example.com")).status).toBe(200);
    const bad = [
      { from: "2020-03-31", to: "2020-03-01" },
      { from: "2020-02-30", to: "2020-03-01" },
      { from: "2020-03-01", to: "2020-3-9" },
      { from: "2017-01-01", to: "2020-03-01" },
    ];
    for (const search of bad) {
      const res = await owner.fetch(`/api/owner/analytics?${new URLSearchParams(search)}`);
      expect(res.status).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(chosenRange(analyticsSearch(search), NOW)).toEqual({ error: message });
    }
  });
});
