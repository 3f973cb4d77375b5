// Data pasted into the dataset editor: tab-separated (what spreadsheets copy) when the text holds a
// tab, else comma-separated (CSV, quotes allowed). Trailing blank lines are dropped.
import { parseCsv } from "../../catalog-admin/csv";

export function parsePastedCells(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, "").replace(/(\r?\n)+$/, "");
  if (clean.includes("\t"))
    return clean.split(/\r?\n/).map((line) => line.split("\t").map((cell) => cell.trim()));
  const rows = parseCsv(clean) ?? clean.split(/\r?\n/).map((line) => line.split(","));
  return rows.map((row) => row.map((cell) => cell.trim()));
}

/** Whether a paste is more than one cell's text (a grid to spread over the cells). */
export const isGridPaste = (text: string) => /[\t\n,]/.test(text.replace(/(\r?\n)+$/, ""));
