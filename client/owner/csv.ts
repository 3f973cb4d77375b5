// CSV export of a table (RFC 4180: comma-separated, CRLF, fields quoted when they hold a comma,
// quote or line break). A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
// its start) is prefixed with a quote: visitors wrote these values.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
