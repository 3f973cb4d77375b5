// A chart block's data: a header row of column names and rows of cells, as the owner typed them
// (numbers stay text until drawn, so nothing is lost to parsing).
import { z } from "zod";

export const CHART_TYPES = ["bar", "line", "pie"] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const chartDatasetSchema = z.object({
  columns: z.array(z.string().max(200)).min(1),
  rows: z.array(z.array(z.string().max(200))).min(1),
});

export type ChartDataset = z.output<typeof chartDatasetSchema>;
