import type { FormatterTable } from "../plugin";

// social formatters of the dialect.
export const socialFormatters: FormatterTable = {};
