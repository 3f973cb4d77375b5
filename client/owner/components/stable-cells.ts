// TanStack Table renders a cell given as a function as a component (createElement(cell, props)).
// Screens build their columns as they render, so each render gave every cell a new component
// type and React remounted every cell: a confirm dialog open in a row closed the moment the screen
// rendered again (its loader refreshing, a toast). Here each column's cell is one component for the
// table's life, which renders with the screen's latest cell function.
import { useRef, type ComponentType, type ReactNode } from "react";

interface ColumnLike {
  id?: string;
  accessorKey?: unknown;
  cell?: unknown;
  columns?: ColumnLike[];
}

type CellFn = (props: object) => unknown;

const keyOf = (column: ColumnLike, index: number) => column.id ?? String(column.accessorKey ?? `#${index}`);

export function useStableCells<C>(columns: C[]): C[] {
  const latest = useRef(new Map<string, CellFn>()).current;
  const stable = useRef(new Map<string, ComponentType<object>>()).current;

  const wrap = (list: ColumnLike[], path: string): ColumnLike[] =>
    list.map((column, index) => {
      const key = `${path}/${keyOf(column, index)}`;
      const nested = column.columns ? { columns: wrap(column.columns, key) } : {};
      if (typeof column.cell !== "function") return { ...column, ...nested };
      latest.set(key, column.cell as CellFn);
      let Cell = stable.get(key);
      if (!Cell) {
        Cell = (props: object) => latest.get(key)!(props) as ReactNode;
        stable.set(key, Cell);
      }
      return { ...column, ...nested, cell: Cell };
    });

  return wrap(columns as ColumnLike[], "") as C[];
}
