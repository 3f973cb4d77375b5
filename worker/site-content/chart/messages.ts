// The chart block's dataset messages (spec section 5), shown by the dataset editor and answered by
// the worker. The spec words only the last one; the first two are ours (docs/charts.md).
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from "./limits";

export const DATASET_EMPTY = "A dataset needs at least one row and one column.";
export const DATASET_TRUNCATED = `Datasets are truncated to a maximum of ${MAX_DATASET_ROWS} rows and ${MAX_DATASET_COLUMNS} columns.`;
export const DATASET_MISSING_DATA = "One or more rows was missing data";
