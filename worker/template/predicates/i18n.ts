import type { PredicateTable } from "../plugin";

// i18n predicates of the dialect (plural? and singular? are core predicates).
export const i18nPredicates: PredicateTable = {
  /** `{.units-metric?}`: the dialect names it but never implemented it (spec section 8). */
  "units-metric?": (_args, ctx) => {
    ctx.error("not-implemented", '"units-metric?" predicate is not yet implemented');
    return false;
  },
};
