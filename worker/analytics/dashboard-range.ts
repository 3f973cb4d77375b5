// The owner dashboard's date range (GET /api/owner/analytics?from&to): whole UTC days, both ends
// included, at most the daily rollups' retention. Shared by the worker and the panel's picker.
import { z } from "zod";

/** The daily rollups are kept 800 days (worker/analytics/store.ts RETENTION_MS.daily). */
export const MAX_RANGE_DAYS = 800;
export const RANGE_ORDER = "from must be on or before to.";
export const RANGE_TOO_LONG = `The range can be at most ${MAX_RANGE_DAYS} days.`;

const DAY_MS = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "must be a date as YYYY-MM-DD",
    },
  );

export const dashboardRange = z
  .object({ from: isoDay, to: isoDay })
  .refine((r) => r.from <= r.to, { message: RANGE_ORDER, path: ["to"] })
  .refine((r) => daysIn(r) <= MAX_RANGE_DAYS, { message: RANGE_TOO_LONG, path: ["to"] });

export type DashboardRange = z.infer<typeof dashboardRange>;

export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const daysIn = (r: { from: string; to: string }): number =>
  (dayStart(r.to) - dayStart(r.from)) / DAY_MS + 1;
export const isoDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to and including `today` (the picker's presets). */
export const lastDays = (days: number, today: number): DashboardRange => ({
  from: isoDayOf(today - (days - 1) * DAY_MS),
  to: isoDayOf(today),
});
