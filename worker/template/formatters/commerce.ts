import type { FormatterTable } from "../plugin";

// commerce formatters of the dialect.
export const commerceFormatters: FormatterTable = {};
