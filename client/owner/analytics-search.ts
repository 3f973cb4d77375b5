// The analytics dashboard's range in the URL: /config/analytics?days=7 (a preset: the last 7, 30
// or 90 days up to today, 30 without any) or ?from=YYYY-MM-DD&to=YYYY-MM-DD (days the owner
// picked). A picked range is checked by the schema the worker checks GET /api/owner/analytics with
// and worded as its 400 answer, so the panel refuses it before asking.
import { z } from "zod";
import { dashboardRange, lastDays, type DashboardRange } from "../../worker/analytics/dashboard-range";
import { invalidField } from "../../worker/http/messages";

export const PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET: Preset = 30;

/** What the route keeps of the search params: anything else (a typo, `days=12`) is dropped. */
export const analyticsSearch = z.object({
  days: z
    .union(PRESETS.map((n) => z.literal(n)))
    .optional()
    .catch(undefined),
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
});

export type AnalyticsSearch = z.infer<typeof analyticsSearch>;

export type Preset = (typeof PRESETS)[number];

export type ChosenRange =
  | { range: DashboardRange; preset?: Preset; error?: undefined }
  | { range?: undefined; preset?: undefined; error: string };

export function chosenRange(search: AnalyticsSearch, now: number): ChosenRange {
  if (search.from === undefined || search.to === undefined) {
    const days = search.days ?? DEFAULT_PRESET;
    return { range: lastDays(days, now), preset: days };
  }
  const checked = dashboardRange.safeParse({ from: search.from, to: search.to });
  if (checked.success) return { range: checked.data };
  const issue = checked.error.issues[0]!;
  return { error: invalidField(issue.path, issue.message) };
}
