// A saved view of a panel table (docs/owner-saved-views.md): what the owner searched, how the
// table was sorted, the screen's filters and the rows per page, under a name. Shared by the worker
// (validation) and the panel's DataTable (what it saves and applies).
import { z } from "zod";
import { SAVED_VIEW_TABLES } from "../db/schema";

export const VIEW_NAME_RULE = "Name the view in 1 to 60 characters.";
export const VIEW_TABLE_RULE = "Choose the table: products or orders.";
export const MAX_VIEWS_PER_TABLE = 50;
export const TOO_MANY_VIEWS = `You can keep at most ${MAX_VIEWS_PER_TABLE} saved views of a table. Delete one first.`;
export const viewNotFound = (id: string) => `Saved view '${id}' was not found.`;

export const viewTable = z.enum(SAVED_VIEW_TABLES, VIEW_TABLE_RULE);

export const savedViewState = z.object({
  search: z.string().max(200).default(""),
  sort: z
    .array(z.object({ id: z.string().min(1).max(50), desc: z.boolean() }))
    .max(5)
    .default([]),
  /** The screen's own filters, by name (status, type): a value per filter. */
  filters: z.record(z.string().max(50), z.string().max(100)).default({}),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
export type SavedViewState = z.infer<typeof savedViewState>;

export const savedViewBody = z.object({
  table: viewTable,
  name: z.string(VIEW_NAME_RULE).trim().min(1, VIEW_NAME_RULE).max(60, VIEW_NAME_RULE),
  state: savedViewState,
});
