// Editing a chart's data. First version: comma-separated lines, the first line naming the columns.
import { Label, TextArea, TextField } from "react-aria-components";
import type { ChartDataset } from "../../../../worker/site-content/chart/dataset";

interface Props {
  label: string;
  value: ChartDataset;
  onChange: (dataset: ChartDataset) => void;
}

const toLines = (dataset: ChartDataset) =>
  [dataset.columns, ...dataset.rows].map((row) => row.join(",")).join("\n");

function fromLines(text: string): ChartDataset {
  const [header = "", ...rest] = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const rows = rest.map((line) => line.split(",").map((cell) => cell.trim()));
  return { columns: header.split(",").map((cell) => cell.trim()), rows: rows.length ? rows : [[""]] };
}

export function DatasetEditor({ label, value, onChange }: Props) {
  return (
    <TextField className="field" defaultValue={toLines(value)} onChange={(text) => onChange(fromLines(text))}>
      <Label>{label}</Label>
      <TextArea rows={8} spellCheck={false} />
    </TextField>
  );
}
