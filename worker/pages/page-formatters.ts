// Formatters every page render adds to the engine's own: islands and theme images. The
// theme linter (scripts/template-check.ts) checks templates against the same table.
import type { FormatterTable } from "../template/plugin";
import { imageFormatters } from "./image-formatters";
import { islandFormatter } from "./islands";
import { ISLAND_PROPS } from "./island-props";

export const PAGE_FORMATTERS: FormatterTable = { island: islandFormatter(ISLAND_PROPS), ...imageFormatters };
