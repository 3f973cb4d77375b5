import type { FormatterTable } from "../plugin";

// core formatters of the dialect.
export const coreFormatters: FormatterTable = {};
