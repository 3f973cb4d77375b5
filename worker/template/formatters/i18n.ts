import type { FormatterTable } from "../plugin";

// i18n formatters of the dialect.
export const i18nFormatters: FormatterTable = {};
