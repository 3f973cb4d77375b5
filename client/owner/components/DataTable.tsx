// The panel's table pattern (spec section 2's data table): @tanstack/react-table v9 over rows the
// screen's loader fetched, with a search over every text column, sorting by a column header
// (aria-sort says which), pagination and a rows-per-page choice. Screens give columns and rows;
// a screen with saved views (SavedViews.tsx) gives the view to start from and hears every change.
import { useEffect, useId, useMemo } from "react";
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import {
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
} from "react-aria-components";
import { EmptyState, type EmptyStateProps } from "./EmptyState";
import { useStableCells } from "./stable-cells";

export const tableFeatureSet = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type TableFeatureSet = typeof tableFeatureSet;

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** What of a table's state a saved view keeps (the screen's own filters are kept beside it). */
export interface TableView {
  search: string;
  sort: { id: string; desc: boolean }[];
  pageSize: (typeof PAGE_SIZES)[number];
}

interface Props<Row extends RowData> {
  /** Names the table for assistive technology and the search field ("Products"). */
  label: string;
  columns: ColumnDef<TableFeatureSet, Row, any>[];
  rows: Row[];
  /** Said when nothing matches the search. */
  emptyText: string;
  /** Shown instead of the table while there is no row at all (a new site's first visit). */
  empty?: EmptyStateProps;
  /** Rows the owner can pick (bulk edits): a checkbox per row, labelled by rowLabel. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: Set<string>) => void;
    rowId: (row: Row) => string;
    rowLabel: (row: Row) => string;
  };
  /** The search, sort and rows per page to start with (a saved view; remount with a key to apply another). */
  initialView?: TableView | undefined;
  onViewChange?: (view: TableView) => void;
}

export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  emptyText,
  empty,
  selection,
  initialView,
  onViewChange,
}: Props<Row>) {
  const captionId = useId();
  const stableColumns = useStableCells(columns);
  const table = useTable({
    features: tableFeatureSet,
    columns: stableColumns,
    data: rows,
    globalFilterFn: "includesString",
    initialState: {
      pagination: { pageIndex: 0, pageSize: initialView?.pageSize ?? 25 },
      globalFilter: initialView?.search ?? "",
      sorting: initialView?.sort ?? [],
    },
  });
  const { pagination, globalFilter, sorting } = table.state;
  useEffect(() => {
    onViewChange?.({
      search: (globalFilter as string | undefined) ?? "",
      sort: sorting.map(({ id, desc }) => ({ id, desc })),
      pageSize: pagination.pageSize as TableView["pageSize"],
    });
    // Only the state a view keeps matters, not the callback's identity.
  }, [globalFilter, sorting, pagination.pageSize]);
  const matching = table.getFilteredRowModel().rows.length;
  const visible = table.getRowModel().rows;
  const first = matching === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const last = pagination.pageIndex * pagination.pageSize + visible.length;
  const pageSizes = useMemo(() => PAGE_SIZES.map((n) => ({ id: n, name: String(n) })), []);

  if (rows.length === 0 && empty) {
    return (
      <section className="data-table" aria-label={label}>
        <EmptyState {...empty} />
      </section>
    );
  }

  return (
    <div className="data-table">
      <div className="table-tools">
        <SearchField
          className="field search-field"
          value={(globalFilter as string | undefined) ?? ""}
          onChange={(value) => table.setGlobalFilter(value)}
        >
          <Label>Search {label.toLowerCase()}</Label>
          <Input />
        </SearchField>
      </div>
      <table aria-labelledby={captionId}>
        <caption id={captionId}>{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
              ) : null}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {visible.map((row) => (
            <tr key={row.id}>
              {selection ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${selection.rowLabel(row.original)}`}
                    checked={selection.selected.has(selection.rowId(row.original))}
                    onChange={(e) => {
                      const next = new Set(selection.selected);
                      const id = selection.rowId(row.original);
                      if (e.target.checked) next.add(id);
                      else next.delete(id);
                      selection.onChange(next);
                    }}
                  />
                </td>
              ) : null}
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {visible.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="table-empty">
                {emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="table-pages">
        <Select
          className="field rows-per-page"
          value={pagination.pageSize}
          onChange={(value) => table.setPageSize(Number(value))}
        >
          <Label>Rows per page</Label>
          <Button className="select-button">
            <SelectValue />
            <span aria-hidden="true"> ▾</span>
          </Button>
          <Popover>
            <ListBox items={pageSizes}>
              {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
            </ListBox>
          </Popover>
        </Select>
        <p aria-live="polite" className="table-count">
          {first}–{last} of {matching}
        </p>
        <Button onPress={() => table.previousPage()} isDisabled={!table.getCanPreviousPage()}>
          Previous page
        </Button>
        <Button onPress={() => table.nextPage()} isDisabled={!table.getCanNextPage()}>
          Next page
        </Button>
      </div>
    </div>
  );
}
