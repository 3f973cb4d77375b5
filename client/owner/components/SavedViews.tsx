// Saved views of a panel table (GET/POST/DELETE /api/owner/saved-views): apply one of the owner's
// views, save the table's current search, sort, filters and rows per page under a name, delete a
// view (behind the confirm dialog). The screen owns the state; this only saves and applies it.
import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import type { SavedViewState } from "../../../worker/owner/saved-view-schema";
import { answer, api, ApiError, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "./ConfirmDialog";
import type { TableView } from "./DataTable";
import { ErrorBanner } from "./ErrorBanner";
import { TextField } from "./TextField";
import { toast } from "./feedback/toast";
import { happened } from "./feedback/named";

type View = Awaited<ReturnType<typeof loadViews>>["views"][number];
const loadViews = (table: "products" | "orders") => answer(api["saved-views"].$get({ query: { table } }));

interface Props {
  table: "products" | "orders";
  /** The table's state now, as a view would keep it. */
  current: SavedViewState;
  onApply: (state: SavedViewState) => void;
}

export function SavedViews({ table, current, onApply }: Props) {
  const [views, setViews] = useState<View[]>([]);
  const [chosen, setChosen] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const failed = (err: unknown) => setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
  const reload = () => loadViews(table).then((found) => setViews(found.views), failed);

  useEffect(() => {
    void reload();
    // The table's views are read once per screen.
  }, [table]);

  const save = async () => {
    try {
      const { view } = await answer(api["saved-views"].$post({ json: { table, name, state: current } }));
      setChosen(view.id);
      toast.success(happened(view.name, "View", "saved"));
      setName("");
      await reload();
    } catch (err) {
      failed(err);
    }
  };
  const chosenView = views.find((v) => v.id === chosen);

  return (
    <div className="table-tools saved-views">
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <div className="field">
        <label htmlFor={`views-${table}`}>Saved views</label>
        <select
          id={`views-${table}`}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            const view = views.find((v) => v.id === e.target.value);
            if (view) onApply(view.state);
          }}
        >
          <option value="">Choose a view</option>
          {views.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      {chosenView ? (
        <ConfirmDialog
          trigger={<Button>Delete view</Button>}
          title={`Delete the view “${chosenView.name}”?`}
          yesLabel="Delete view"
          noLabel="Keep it"
          onAnswer={async (yes) => {
            if (!yes) return;
            try {
              await answer(api["saved-views"][":viewId"].$delete({ param: { viewId: chosenView.id } }));
              setChosen("");
              toast.success(happened(chosenView.name, "View", "deleted"));
              await reload();
            } catch (err) {
              failed(err);
            }
          }}
        >
          The table stays as it is; only the saved view goes.
        </ConfirmDialog>
      ) : null}
      <TextField label="View name" value={name} onChange={setName} />
      <Button onPress={() => void save()} isDisabled={name.trim() === ""}>
        Save view
      </Button>
    </div>
  );
}

/**
 * A screen's table state for saved views: the DataTable's part (`tableProps`, spread on it, and
 * `tableKey`, its key: React takes no key through a spread) and the screen's filters. `apply` sets
 * both from a view; the table remounts (a new key) to start from it.
 */
export function useTableView(
  filters: Record<string, string>,
  applyFilters: (f: Record<string, string>) => void,
) {
  const [table, setTable] = useState<TableView>({ search: "", sort: [], pageSize: 25 });
  const [applied, setApplied] = useState<{ key: number; view?: TableView }>({ key: 0 });
  return {
    current: { ...table, filters } satisfies SavedViewState,
    apply: (state: SavedViewState) => {
      applyFilters(state.filters);
      setApplied((a) => ({ key: a.key + 1, view: state }));
    },
    tableKey: applied.key,
    tableProps: { initialView: applied.view, onViewChange: setTable },
  };
}
