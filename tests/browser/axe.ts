// axe-core in a page: its serious and critical violations (the accessibility and owner-panel tests).
import axe from "axe-core";
import type { Page } from "playwright-core";

/** Serious and critical violations, one line each: impact, rule, help, flagged elements. */
export async function severeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.targets)}`);
}
