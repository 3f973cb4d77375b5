// Editing a chart's data as a grid: the first row names the columns, each further row is a
// category with its values. Every cell is a labelled text box; Tab and Shift+Tab move along a row,
// Up and Down (and Enter) move between rows. Pasting tab- or comma-separated text into a cell
// spreads it over the grid from that cell. The dataset's notices (too much data cut off, missing
// cells) show under the grid.
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Button } from "react-aria-components";
import { datasetNotices, type ChartDataset } from "../../../../worker/site-content/chart/dataset";
import { DATASET_TRUNCATED } from "../../../../worker/site-content/chart/messages";
import { isGridPaste, parsePastedCells } from "../../../../worker/site-content/chart/paste";
import {
  addColumn,
  addRow,
  canAddColumn,
  canAddRow,
  pasteAt,
  removeColumn,
  removeRow,
  setCell,
  toDataset,
  toGrid,
  type Grid,
} from "./dataset-grid";

interface Props {
  label: string;
  value: ChartDataset;
  onChange: (dataset: ChartDataset) => void;
}

export function DatasetEditor({ label, value, onChange }: Props) {
  const grid = toGrid(value);
  const [truncated, setTruncated] = useState(false);
  const table = useRef<HTMLTableElement>(null);
  const focusNext = useRef<[number, number] | null>(null);

  useEffect(() => {
    const at = focusNext.current;
    if (!at) return;
    focusNext.current = null;
    table.current?.querySelector<HTMLInputElement>(`[data-cell="${at[0]}:${at[1]}"]`)?.focus();
  });

  const commit = (next: Grid, focus?: [number, number]) => {
    if (focus) focusNext.current = focus;
    onChange(toDataset(next));
  };

  const columnName = (c: number) => grid[0]![c]?.trim() || `column ${c + 1}`;
  const rowName = (r: number) => grid[r]![0]?.trim() || `row ${r}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    const down = event.key === "ArrowDown" || (event.key === "Enter" && !event.shiftKey);
    const up = event.key === "ArrowUp" || (event.key === "Enter" && event.shiftKey);
    if (!down && !up) return;
    event.preventDefault();
    const target = down ? Math.min(grid.length - 1, r + 1) : Math.max(0, r - 1);
    table.current?.querySelector<HTMLInputElement>(`[data-cell="${target}:${c}"]`)?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
    const text = event.clipboardData.getData("text/plain");
    if (!isGridPaste(text)) return;
    event.preventDefault();
    const pasted = pasteAt(grid, r, c, parsePastedCells(text));
    setTruncated(pasted.truncated);
    commit(pasted.grid);
  };

  const notices = datasetNotices(value).filter((n) => n !== DATASET_TRUNCATED);
  if (truncated) notices.unshift(DATASET_TRUNCATED);

  return (
    <fieldset className="dataset-editor">
      <legend>{label}</legend>
      <p className="field-hint">
        The first row names the columns; the first column names each row. Paste from a spreadsheet or CSV into
        any cell.
      </p>
      <div className="dataset-scroll">
        <table ref={table} aria-label={label}>
          <thead>
            <tr>
              {grid[0]!.map((name, c) => (
                <th key={c} scope="col">
                  <input
                    data-cell={`0:${c}`}
                    aria-label={`Column ${c + 1} name`}
                    value={name}
                    onChange={(e) => commit(setCell(grid, 0, c, e.target.value))}
                    onKeyDown={(e) => onKeyDown(e, 0, c)}
                    onPaste={(e) => onPaste(e, 0, c)}
                  />
                  <Button
                    aria-label={`Remove column ${columnName(c)}`}
                    isDisabled={grid[0]!.length <= 1}
                    onPress={() => commit(removeColumn(grid, c), [0, Math.max(0, c - 1)])}
                  >
                    ×
                  </Button>
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {grid.slice(1).map((row, i) => {
              const r = i + 1;
              return (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>
                      <input
                        data-cell={`${r}:${c}`}
                        aria-label={`Row ${r}, ${columnName(c)}`}
                        value={cell}
                        onChange={(e) => commit(setCell(grid, r, c, e.target.value))}
                        onKeyDown={(e) => onKeyDown(e, r, c)}
                        onPaste={(e) => onPaste(e, r, c)}
                      />
                    </td>
                  ))}
                  <td>
                    <Button
                      aria-label={`Remove row ${r} (${rowName(r)})`}
                      isDisabled={grid.length <= 2}
                      onPress={() => commit(removeRow(grid, r), [Math.min(r, grid.length - 2), 0])}
                    >
                      Remove row
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="dataset-actions">
        <Button isDisabled={!canAddRow(grid)} onPress={() => commit(addRow(grid), [grid.length, 0])}>
          Add row
        </Button>
        <Button
          isDisabled={!canAddColumn(grid)}
          onPress={() => commit(addColumn(grid), [0, grid[0]!.length])}
        >
          Add column
        </Button>
      </div>
      <div className="dataset-notices" aria-live="polite">
        {notices.length ? (
          <ul>
            {notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
