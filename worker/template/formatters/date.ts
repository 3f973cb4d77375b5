import type { FormatterTable } from "../plugin";

// date formatters of the dialect.
export const dateFormatters: FormatterTable = {};
