// Chart: a dataset drawn as a bar, line or pie chart by the ChartBlock island.
import { z } from "zod";
import { CHART_TYPES, chartDatasetSchema } from "../chart/dataset";
import { defineBlock } from "./define";

export const chartBlock = defineBlock({
  type: "chart",
  label: "Chart",
  blockType: 62,
  fields: z.object({
    chartType: z.enum(CHART_TYPES),
    title: z.string().max(200).default(""),
    dataset: chartDatasetSchema,
  }),
  create: () => ({
    chartType: "bar" as const,
    title: "",
    dataset: { columns: ["Label", "Value"], rows: [["A", "1"]] },
  }),
  context: (block) => ({ props: { chartType: block.chartType, dataset: block.dataset, title: block.title } }),
});
