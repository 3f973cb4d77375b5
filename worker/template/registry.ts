// Every formatter and predicate of the dialect, by name.
import type { FormatterTable, PredicateTable } from "./plugin";
import { coreFormatters } from "./formatters/core";
import { commerceFormatters } from "./formatters/commerce";
import { contentFormatters } from "./formatters/content";
import { socialFormatters } from "./formatters/social";
import { i18nFormatters } from "./formatters/i18n";
import { dateFormatters } from "./formatters/date";
import { corePredicates } from "./predicates/core";
import { commercePredicates } from "./predicates/commerce";
import { contentPredicates } from "./predicates/content";
import { socialPredicates } from "./predicates/social";
import { i18nPredicates } from "./predicates/i18n";

export const FORMATTERS: FormatterTable = Object.assign(
  Object.create(null) as FormatterTable,
  coreFormatters,
  commerceFormatters,
  contentFormatters,
  socialFormatters,
  i18nFormatters,
  dateFormatters,
);

// Core predicates come last: their names are the engine's own and a domain table cannot
// replace them.
export const PREDICATES: PredicateTable = Object.assign(
  Object.create(null) as PredicateTable,
  commercePredicates,
  contentPredicates,
  socialPredicates,
  i18nPredicates,
  corePredicates,
);
