import type { PredicateTable } from "../plugin";

// social predicates of the dialect.
export const socialPredicates: PredicateTable = {};
