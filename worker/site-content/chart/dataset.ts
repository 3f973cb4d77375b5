// A chart block's data: a header row of column names and rows of cells, as the owner typed them
// (numbers stay text until drawn, so nothing is lost to parsing). The first column names each row
// (a bar group, a point on the x axis, a pie slice); the other columns are the series.
//
// Rules (spec section 5): at least one row and one column, else DATASET_EMPTY; more rows or columns
// than the limits are cut off, and `datasetNotices` tells the owner (DATASET_TRUNCATED); a row with
// fewer cells than columns, or an empty cell, is kept (the chart leaves a gap) and reported as
// DATASET_MISSING_DATA.
import { z } from "zod";
import { MAX_DATASET_CELL_LENGTH, MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from "./limits";
import { DATASET_EMPTY, DATASET_MISSING_DATA, DATASET_TRUNCATED } from "./messages";

export const CHART_TYPES = ["bar", "line", "pie"] as const;
export type ChartType = (typeof CHART_TYPES)[number];

const cell = z.string().max(MAX_DATASET_CELL_LENGTH);

export interface RawDataset {
  columns: string[];
  rows: string[][];
}

/** Whether `raw` holds more than the limits allow. */
export const isOverLimits = (raw: RawDataset) =>
  raw.rows.length > MAX_DATASET_ROWS ||
  raw.columns.length > MAX_DATASET_COLUMNS ||
  raw.rows.some((row) => row.length > MAX_DATASET_COLUMNS);

/** Cuts `raw` to the limits: the first rows and columns are kept. */
export function truncateDataset(raw: RawDataset): RawDataset {
  return {
    columns: raw.columns.slice(0, MAX_DATASET_COLUMNS),
    rows: raw.rows.slice(0, MAX_DATASET_ROWS).map((row) => row.slice(0, MAX_DATASET_COLUMNS)),
  };
}

const nonEmpty = <T>(list: T[]) => list.length > 0;

export const chartDatasetSchema = z
  .object({ columns: z.array(cell), rows: z.array(z.array(cell)) })
  .refine((d) => nonEmpty(d.columns) && nonEmpty(d.rows), { message: DATASET_EMPTY })
  .transform(truncateDataset);

export type ChartDataset = z.output<typeof chartDatasetSchema>;

/** A row shorter than the header, or with an empty cell. */
export const isMissingData = (dataset: RawDataset) =>
  dataset.rows.some((row) => row.length < dataset.columns.length || row.some((value) => value.trim() === ""));

/** What the owner should be told about `raw` (before truncation), in the order shown. */
export function datasetNotices(raw: RawDataset): string[] {
  const notices: string[] = [];
  if (!nonEmpty(raw.columns) || !nonEmpty(raw.rows)) notices.push(DATASET_EMPTY);
  if (isOverLimits(raw)) notices.push(DATASET_TRUNCATED);
  if (isMissingData(truncateDataset(raw))) notices.push(DATASET_MISSING_DATA);
  return notices;
}
