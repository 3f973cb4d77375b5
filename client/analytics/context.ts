// The page's analytics context, embedded by the worker (worker/analytics/page-context.ts).
import type { AnalyticsPageContext } from "../../worker/analytics/page-context";

export type { AnalyticsPageContext };

export function readContext(): AnalyticsPageContext | undefined {
  const el = document.getElementById("ss-analytics");
  try {
    return el ? (JSON.parse(el.textContent ?? "") as AnalyticsPageContext) : undefined;
  } catch {
    return undefined;
  }
}
