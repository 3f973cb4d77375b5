// Where the block pickers get their choices: the owner calls that already list them (products,
// product collections, the file manager) and the builder's own form list (content:read).
import { answer, api } from "../../api";
import { loadFiles } from "../files/files-api";
import type { PickerChoice } from "./PickerField";

const bytes = new Intl.NumberFormat(undefined, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });

export const loadProductChoices = async (): Promise<PickerChoice[]> =>
  (await answer(api.products.$get())).products.map((p) => ({
    id: p.id,
    name: p.title,
    detail: p.published ? p.fullUrl : `${p.fullUrl} (hidden)`,
  }));

export const loadCollectionChoices = async (): Promise<PickerChoice[]> =>
  (await answer(api.catalog.collections.$get())).collections.map((c) => ({
    id: c.id,
    name: c.title,
    detail: `/${c.urlId}`,
  }));

export const loadFormChoices = async (): Promise<PickerChoice[]> =>
  (await answer(api.pages.forms.$get())).forms.map((f) => ({ id: f.id, name: f.name }));

/** The file manager's ready audio files, with their address as the detail the track keeps. */
export const loadAudioChoices = async (): Promise<(PickerChoice & { url: string })[]> =>
  (await loadFiles())
    .filter((f) => f.state === "ready" && f.contentType.startsWith("audio/"))
    .map((f) => ({ id: f.id, name: f.name, detail: bytes.format(f.size / 1_000_000), url: f.url }));
