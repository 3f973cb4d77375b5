import type { FormatterTable } from "../plugin";

// content formatters of the dialect.
export const contentFormatters: FormatterTable = {};
