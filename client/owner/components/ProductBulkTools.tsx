// The products screen's tools for many products at once: a bulk edit of the selected rows
// (visibility, price, stock) and the CSV export and import (our file, Squarespace's or Shopify's).
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "react-aria-components";
import { answer, api, ApiError, GENERAL_ERROR, NETWORK_ERROR, panelHeaders } from "../api";
import { toCents } from "../money-input";
import { ErrorBanner } from "./ErrorBanner";
import { TextField } from "./TextField";

interface BulkProps {
  selected: ReadonlySet<string>;
  onDone: () => Promise<void>;
}

export function BulkEdit({ selected, onDone }: BulkProps) {
  const [visibility, setVisibility] = useState("");
  const [price, setPrice] = useState("");
  const [stock, setStock] = useState("");
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setStatus(undefined);
    const priceCents = price.trim() === "" ? undefined : toCents(price);
    if (priceCents === undefined && price.trim() !== "")
      return setError("Enter the price as a number, like 12.50.");
    if (stock.trim() !== "" && !/^\d+$/.test(stock.trim()))
      return setError("Enter the stock as a whole number.");
    try {
      const done = await answer(
        api.catalog.products.bulk.$post({
          json: {
            productIds: [...selected],
            ...(visibility ? { published: visibility === "visible" } : {}),
            ...(priceCents !== undefined ? { priceCents } : {}),
            ...(stock.trim() !== "" ? { qtyInStock: Number(stock) } : {}),
          },
        }),
      );
      setStatus(`Updated ${done.updated} ${done.updated === 1 ? "product" : "products"}.`);
      await onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <form onSubmit={(e) => void apply(e)} aria-label="Bulk edit" className="inline-form">
      <div className="field">
        <label htmlFor="bulk-visibility">Visibility</label>
        <select id="bulk-visibility" value={visibility} onChange={(e) => setVisibility(e.target.value)}>
          <option value="">No change</option>
          <option value="visible">Visible</option>
          <option value="hidden">Hidden</option>
        </select>
      </div>
      <TextField label="New price" value={price} onChange={setPrice} inputMode="decimal" />
      <TextField label="New stock" value={stock} onChange={setStock} inputMode="numeric" />
      <Button type="submit" isDisabled={selected.size === 0}>
        Apply to {selected.size} selected
      </Button>
      {status ? <p role="status">{status}</p> : null}
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
    </form>
  );
}

export function CsvTools({ onDone }: { onDone: () => Promise<void> }) {
  const [file, setFile] = useState<File>();
  const [collections, setCollections] = useState<{ id: string; title: string }[]>([]);
  const [collectionId, setCollectionId] = useState("");
  useEffect(() => {
    answer(api.catalog.collections.$get()).then(
      (body) => {
        setCollections(body.collections);
        setCollectionId((id) => id || (body.collections[0]?.id ?? ""));
      },
      () => setError(GENERAL_ERROR),
    );
  }, []);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setStatus(undefined);
    if (!file) return setError("Choose a CSV file.");
    let res: Response;
    try {
      // The typed client sends JSON; a file goes as it is, with the same headers.
      res = await fetch(
        `/api/owner/catalog/products/import?collectionId=${encodeURIComponent(collectionId)}`,
        {
          method: "POST",
          headers: { ...panelHeaders(), "Content-Type": "text/csv" },
          body: await file.text(),
        },
      );
    } catch {
      return setError(NETWORK_ERROR);
    }
    const body = (await res.json().catch(() => ({}))) as {
      message?: string;
      created?: number;
      updated?: number;
    };
    if (!res.ok) return setError(body.message ?? GENERAL_ERROR);
    setStatus(`Imported: ${body.created} new, ${body.updated} updated.`);
    await onDone();
  };

  return (
    <div className="csv-tools">
      <a href="/api/owner/catalog/products/export.csv" download>
        Export products as CSV
      </a>
      <form onSubmit={(e) => void upload(e)} aria-label="Import products" className="inline-form">
        <div className="field">
          <label htmlFor="import-file">CSV file (this store, Squarespace or Shopify)</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0])}
          />
        </div>
        <div className="field">
          <label htmlFor="import-collection">Into store page</label>
          <select
            id="import-collection"
            value={collectionId}
            onChange={(e) => setCollectionId(e.target.value)}
          >
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Import</Button>
      </form>
      {status ? <p role="status">{status}</p> : null}
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
    </div>
  );
}
