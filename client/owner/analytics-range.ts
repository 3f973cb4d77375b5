// The analytics dashboard's range from its search params (analytics-search.ts): a preset's days up
// to today, or the picked days checked by the schema the worker checks GET /api/owner/analytics
// with, refused in the words of its 400 answer. In the dashboard's chunk: it needs zod.
import { dashboardRange, lastDays, type DashboardRange } from "../../worker/analytics/dashboard-range";
import { invalidField } from "../../worker/http/messages";
import { DEFAULT_PRESET, type AnalyticsSearch, type Preset } from "./analytics-search";

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
