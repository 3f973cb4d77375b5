import type { PredicateTable } from "../plugin";

// commerce predicates of the dialect.
export const commercePredicates: PredicateTable = {};
