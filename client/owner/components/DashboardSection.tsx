// One section of the analytics dashboard: a heading, an optional chart with the table of its
// numbers beside it (the table is the chart's accessible alternative, and is named by the
// heading), and a CSV export of exactly that table; a sentence instead when there is nothing yet.
import { useId, type ReactNode } from "react";
import { Button, Heading } from "react-aria-components";
import { toCsv } from "../csv";
import { downloadCsv } from "../download";

interface Props {
  title: string;
  /** The CSV file's name, without ".csv". */
  file: string;
  header: string[];
  /** The first cell of a row heads it. */
  rows: string[][];
  empty: string;
  /** The chart(s) of the same rows, given the table's id for their aria-details. */
  chart?: (tableId: string) => ReactNode;
}

export function DashboardSection({ title, file, header, rows, empty, chart }: Props) {
  const headingId = useId();
  const tableId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <Heading id={headingId} level={2}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <div className="chart-and-table">
            {chart?.(tableId)}
            <table id={tableId} aria-labelledby={headingId}>
              <thead>
                <tr>
                  {header.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={j}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button onPress={() => downloadCsv(`${file}.csv`, toCsv(header, rows))}>
            Export {title} as CSV
          </Button>
        </>
      )}
    </section>
  );
}
