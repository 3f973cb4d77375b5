import { ErrorType, messages } from "../errors";
import type { PredicateTable } from "../plugin";

// i18n predicates of the dialect (plural? and singular? are core predicates).
export const i18nPredicates: PredicateTable = {
  /** `{.units-metric?}`: the dialect names it but never implemented it (spec section 8). */
  "units-metric?": (_args, ctx) => {
    ctx.error(ErrorType.notImplemented, messages.notImplemented("units-metric?"));
    return false;
  },
};
