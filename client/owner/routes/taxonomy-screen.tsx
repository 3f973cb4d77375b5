// The Categories and tags screen (route in taxonomy.tsx, loaded as its own chunk): one panel per
// kind, categories in tree order, with add, edit (one at a time), merge and remove.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button } from "react-aria-components";
import { oneAtATime } from "../../../worker/catalog-admin/messages";
import type { TaxonomyKind } from "../../../worker/db/schema";
import { answer, api, ApiError, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import type { Item } from "./taxonomy";

const taxonomyRoute = getRouteApi("/categories-and-tags");

const TITLES: Record<TaxonomyKind, string> = { tag: "Tags", category: "Categories" };

/** Categories in tree order, each with its depth (children under their parent). */
function inTreeOrder(items: Item[]): { item: Item; depth: number }[] {
  const children = new Map<string | null, Item[]>();
  for (const item of items) {
    const parent = item.parentId !== null && items.some((i) => i.id === item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const out: { item: Item; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      out.push({ item, depth });
      if (depth < 100) walk(item.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

function TaxonomyPanel({ tagType, items }: { tagType: TaxonomyKind; items: Item[] }) {
  const router = useRouter();
  const group = tagType === "tag" ? api.catalog.tags : api.catalog.categories;
  const [selected, setSelected] = useState<string[]>([]);
  const [name, setName] = useState("");
  const [parentId, setParentId] = useState("");
  const [editing, setEditing] = useState<string>();
  const [editName, setEditName] = useState("");
  const [mergeInto, setMergeInto] = useState("");
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setStatus(undefined);
    try {
      await work();
      setStatus(done);
      setSelected([]);
      await router.invalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await answer(group.$post({ json: { name, ...(parentId ? { parentId } : {}) } }));
      setName("");
    }, `Added ${name}.`);
  };
  const startEdit = () => {
    if (selected.length !== 1) {
      setError(selected.length === 0 ? `Select a ${tagType} to edit.` : oneAtATime(tagType));
      return;
    }
    setEditing(selected[0]);
    setEditName(items.find((i) => i.id === selected[0])?.name ?? "");
  };
  const saveEdit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await answer(group.$put({ json: { ids: [editing!], name: editName } }));
      setEditing(undefined);
    }, `Renamed to ${editName}.`);
  };
  const rows = tagType === "category" ? inTreeOrder(items) : items.map((item) => ({ item, depth: 0 }));
  const title = TITLES[tagType];

  return (
    <section aria-labelledby={`${tagType}-heading`} className="taxonomy">
      <h2 id={`${tagType}-heading`}>{title}</h2>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      {status ? (
        <p role="status" className="banner banner-ok">
          {status}
        </p>
      ) : null}
      <form onSubmit={add} aria-label={`Add a ${tagType}`} className="inline-form">
        <TextField label={`New ${tagType}`} value={name} onChange={setName} />
        {tagType === "category" ? (
          <div className="field">
            <label htmlFor="category-parent">Inside</label>
            <select id="category-parent" value={parentId} onChange={(e) => setParentId(e.target.value)}>
              <option value="">(top level)</option>
              {items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit">Add {tagType}</Button>
      </form>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Products</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item, depth }) => (
            <tr key={item.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${item.name}`}
                  checked={selected.includes(item.id)}
                  onChange={(e) =>
                    setSelected((s) =>
                      e.target.checked ? [...s, item.id] : s.filter((id) => id !== item.id),
                    )
                  }
                />
              </td>
              <td style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>{item.name}</td>
              <td>{item.productCount}</td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="table-empty">
                No {title.toLowerCase()} yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="table-tools">
        <Button onPress={startEdit}>Edit {tagType}</Button>
        <div className="field">
          <label htmlFor={`${tagType}-merge-into`}>Merge selected into</label>
          <select
            id={`${tagType}-merge-into`}
            value={mergeInto}
            onChange={(e) => setMergeInto(e.target.value)}
          >
            <option value="">Choose…</option>
            {items
              .filter((i) => selected.includes(i.id))
              .map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
          </select>
        </div>
        <Button
          onPress={() =>
            void run(
              () => answer(group.merge.$post({ json: { ids: selected, intoId: mergeInto } })),
              "Merged.",
            )
          }
          isDisabled={selected.length < 2 || !selected.includes(mergeInto)}
        >
          Merge
        </Button>
        <ConfirmDialog
          trigger={<Button isDisabled={selected.length === 0}>Remove {tagType}</Button>}
          title={`Remove ${selected.length} ${selected.length === 1 ? tagType : title.toLowerCase()}?`}
          yesLabel="Remove"
          noLabel="Keep"
          onAnswer={(yes) => {
            if (yes) void run(() => answer(group.remove.$post({ json: { ids: selected } })), "Removed.");
          }}
        >
          <p>Products lose them too. This cannot be undone.</p>
        </ConfirmDialog>
      </div>
      {editing ? (
        <form onSubmit={saveEdit} aria-label={`Edit ${tagType}`} className="inline-form">
          <TextField label={`Name of the ${tagType}`} value={editName} onChange={setEditName} autoFocus />
          <Button type="submit" className="button-primary">
            Save name
          </Button>
          <Button onPress={() => setEditing(undefined)}>Cancel</Button>
        </form>
      ) : null}
    </section>
  );
}

export function TaxonomyScreen() {
  const { tags, categories } = taxonomyRoute.useLoaderData();
  return (
    <section>
      <h1>Categories and tags</h1>
      <TaxonomyPanel tagType="category" items={categories} />
      <TaxonomyPanel tagType="tag" items={tags} />
    </section>
  );
}
