import type { PredicateTable } from "../plugin";

// content predicates of the dialect.
export const contentPredicates: PredicateTable = {};
