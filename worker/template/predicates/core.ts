import type { PredicateTable } from "../plugin";

// core predicates of the dialect.
export const corePredicates: PredicateTable = {};
