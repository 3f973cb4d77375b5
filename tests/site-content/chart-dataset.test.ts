// A chart block's dataset rules (spec section 5): at least one row and one column, truncation to
// the limits with a notice, 'One or more rows was missing data' word for word, numbers read from
// cells for drawing.
import { describe, expect, it } from "vitest";
import { cellNumber } from "../../worker/site-content/chart/cell-number";
import { isGridPaste, parsePastedCells } from "../../worker/site-content/chart/paste";
import { chartDatasetSchema, datasetNotices } from "../../worker/site-content/chart/dataset";
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from "../../worker/site-content/chart/limits";
import {
  DATASET_EMPTY,
  DATASET_MISSING_DATA,
  DATASET_TRUNCATED,
} from "../../worker/site-content/chart/messages";

const grid = (rows: number, columns: number) => ({
  columns: Array.from({ length: columns }, (_, c) => `c${c}`),
  rows: Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `${r * c}`)),
});

describe("chart datasets", () => {
  it("words the missing-data notice as the spec does", () => {
    expect(DATASET_MISSING_DATA).toBe("One or more rows was missing data");
    expect(DATASET_EMPTY).toBe("A dataset needs at least one row and one column.");
    expect(DATASET_TRUNCATED).toBe("Datasets are truncated to a maximum of 100 rows and 10 columns.");
  });

  it("refuses a dataset without a row or without a column", () => {
    for (const empty of [
      { columns: [], rows: [["1"]] },
      { columns: ["Year"], rows: [] },
    ]) {
      const result = chartDatasetSchema.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DATASET_EMPTY);
      expect(datasetNotices(empty)).toContain(DATASET_EMPTY);
    }
  });

  it(`keeps the first ${MAX_DATASET_ROWS} rows and ${MAX_DATASET_COLUMNS} columns, and says so`, () => {
    const big = grid(MAX_DATASET_ROWS + 5, MAX_DATASET_COLUMNS + 2);
    const parsed = chartDatasetSchema.parse(big);
    expect(parsed.rows).toHaveLength(MAX_DATASET_ROWS);
    expect(parsed.columns).toEqual(big.columns.slice(0, MAX_DATASET_COLUMNS));
    expect(parsed.rows.every((row) => row.length === MAX_DATASET_COLUMNS)).toBe(true);
    expect(parsed.rows.at(-1)).toEqual(big.rows[MAX_DATASET_ROWS - 1]!.slice(0, MAX_DATASET_COLUMNS));
    expect(datasetNotices(big)).toEqual([DATASET_TRUNCATED]);
    expect(datasetNotices(grid(MAX_DATASET_ROWS, MAX_DATASET_COLUMNS))).toEqual([]);
  });

  it("keeps rows with missing cells and reports them", () => {
    const short = { columns: ["Year", "Sales"], rows: [["2024", "10"], ["2025"]] };
    expect(chartDatasetSchema.parse(short)).toEqual(short);
    expect(datasetNotices(short)).toEqual([DATASET_MISSING_DATA]);
    expect(datasetNotices({ columns: ["Year", "Sales"], rows: [["2024", " "]] })).toEqual([
      DATASET_MISSING_DATA,
    ]);
    expect(datasetNotices({ columns: ["Year", "Sales"], rows: [["2024", "3"]] })).toEqual([]);
  });

  it("reads numbers the way owners type them and leaves the rest as gaps", () => {
    expect(cellNumber("1,200")).toBe(1200);
    expect(cellNumber(" 3.5 ")).toBe(3.5);
    expect(cellNumber("$40")).toBe(40);
    expect(cellNumber("-7%")).toBe(-7);
    expect(cellNumber("n/a")).toBeNull();
    expect(cellNumber("")).toBeNull();
    expect(cellNumber(undefined)).toBeNull();
  });
});

describe("pasted data", () => {
  it("splits spreadsheet copies on tabs and CSV on commas, quotes included", () => {
    expect(parsePastedCells("Month\tSales\r\nJan\t1,200\r\n")).toEqual([
      ["Month", "Sales"],
      ["Jan", "1,200"],
    ]);
    expect(parsePastedCells('Month,Sales\n"Jan, early",10\n')).toEqual([
      ["Month", "Sales"],
      ["Jan, early", "10"],
    ]);
    expect(isGridPaste("just words")).toBe(false);
    expect(isGridPaste("a,b")).toBe(true);
    expect(isGridPaste("one line\n")).toBe(false);
  });
});
