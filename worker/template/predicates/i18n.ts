import type { PredicateTable } from "../plugin";

// i18n predicates of the dialect.
export const i18nPredicates: PredicateTable = {};
