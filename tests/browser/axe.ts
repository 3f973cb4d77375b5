// axe-core run inside a page: its serious and critical violations.
import axe from "axe-core";
import type { Page } from "playwright-core";

/**
 * Serious and critical violations, one line each: impact, rule, help, flagged elements. Every rule,
 * or only `rules` (axe rule ids).
 */
export async function severeViolations(page: Page, selector?: string, rules?: string[]): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ selector, rules }) => {
      const w = window as unknown as { axe: typeof axe };
      const context = selector ? document.querySelector(selector)! : document;
      const result = await w.axe.run(context, {
        resultTypes: ["violations"],
        ...(rules ? { runOnly: { type: "rule" as const, values: rules } } : {}),
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target),
      }));
    },
    { selector, rules },
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.targets)}`);
}
