// A dataset cell read as a number for drawing; no zod here, so the chart island stays small.

/** A cell as a number for drawing: "1,200", " 3.5 ", "40%" count; anything else is a gap (null). */
export function cellNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const cleaned = value
    .trim()
    .replace(/^[$€£¥]/, "")
    .replace(/[,\s%]/g, "");
  if (cleaned === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  return Number(cleaned);
}
