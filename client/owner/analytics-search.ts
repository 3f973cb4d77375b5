// The analytics dashboard's range in the URL: /config/analytics?days=7 (a preset: the last 7, 30
// or 90 days up to today, 30 without any) or ?from=YYYY-MM-DD&to=YYYY-MM-DD (days the owner
// picked). A picked range is checked by the schema the worker checks GET /api/owner/analytics with
// and worded as its 400 answer, so the panel refuses it before asking (analytics-range.ts). The
// route's own check of the params here is plain code: it runs in the panel's first load, which zod
// would add 26 KB to; the range's schema runs in the dashboard's chunk.

export const PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET: Preset = 30;

export interface AnalyticsSearch {
  days?: Preset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** What the route keeps of the search params: anything else (a typo, `days=12`) is dropped. */
export function analyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const days = PRESETS.find((n) => n === search.days);
  return { days, from: text(search.from), to: text(search.to) };
}

export type Preset = (typeof PRESETS)[number];
