// How much data a chart block holds (the spec leaves the values open): enough for any chart a
// visitor can read, small enough that the island's table and SVG stay light (docs/charts.md).
export const MAX_DATASET_ROWS = 100;
export const MAX_DATASET_COLUMNS = 10;
/** One cell, one column name. */
export const MAX_DATASET_CELL_LENGTH = 200;
