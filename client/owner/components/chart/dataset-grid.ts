// The dataset editor's grid: row 0 holds the column names, the rest the rows. Pure edits that keep
// at least one row and one column and never exceed the limits (the caller is told when a paste
// was cut).
import type { ChartDataset } from "../../../../worker/site-content/chart/dataset";
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from "../../../../worker/site-content/chart/limits";

export type Grid = string[][];

export const toGrid = (d: ChartDataset): Grid => {
  const width = Math.max(1, d.columns.length);
  const pad = (row: string[]) =>
    [...row, ...Array<string>(Math.max(0, width - row.length)).fill("")].slice(0, width);
  return [pad(d.columns), ...(d.rows.length ? d.rows : [[]]).map(pad)];
};

export const toDataset = (grid: Grid): ChartDataset => ({ columns: grid[0]!, rows: grid.slice(1) });

const width = (grid: Grid) => grid[0]!.length;

export const setCell = (grid: Grid, r: number, c: number, value: string): Grid =>
  grid.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? value : cell)) : row));

export function addRow(grid: Grid, at = grid.length): Grid {
  if (grid.length - 1 >= MAX_DATASET_ROWS) return grid;
  return [...grid.slice(0, at), Array<string>(width(grid)).fill(""), ...grid.slice(at)];
}

export const removeRow = (grid: Grid, r: number): Grid =>
  grid.length <= 2 || r === 0 ? grid : grid.filter((_, i) => i !== r);

export function addColumn(grid: Grid, at = width(grid)): Grid {
  if (width(grid) >= MAX_DATASET_COLUMNS) return grid;
  return grid.map((row, i) => [...row.slice(0, at), i === 0 ? `Column ${at + 1}` : "", ...row.slice(at)]);
}

export const removeColumn = (grid: Grid, c: number): Grid =>
  width(grid) <= 1 ? grid : grid.map((row) => row.filter((_, j) => j !== c));

export const canAddRow = (grid: Grid) => grid.length - 1 < MAX_DATASET_ROWS;
export const canAddColumn = (grid: Grid) => width(grid) < MAX_DATASET_COLUMNS;

/** `block` written with its top left at (r, c), growing the grid as needed, cut to the limits. */
export function pasteAt(
  grid: Grid,
  r: number,
  c: number,
  block: string[][],
): { grid: Grid; truncated: boolean } {
  const blockWidth = Math.max(0, ...block.map((row) => row.length));
  const wantRows = Math.max(grid.length, r + block.length);
  const wantCols = Math.max(width(grid), c + blockWidth);
  const rows = Math.min(wantRows, MAX_DATASET_ROWS + 1);
  const cols = Math.min(wantCols, MAX_DATASET_COLUMNS);
  const next: Grid = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => {
      const pasted = block[i - r]?.[j - c];
      return i >= r && j >= c && pasted !== undefined
        ? pasted
        : (grid[i]?.[j] ?? (i === 0 ? `Column ${j + 1}` : ""));
    }),
  );
  return { grid: next, truncated: rows < wantRows || cols < wantCols };
}
