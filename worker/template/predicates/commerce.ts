// Commerce predicates of the dialect, decided on the product of the current frame.

import { hasVariedPrices } from "../../commerce/product-price";
import { hasVariants, isOnSale, isSoldOut } from "../../commerce/product-status";
import type { PredicateTable } from "../plugin";

export const commercePredicates: PredicateTable = {
  "has-variants?": (_args, ctx) => hasVariants(ctx.node()),
  "on-sale?": (_args, ctx) => isOnSale(ctx.node()),
  "sold-out?": (_args, ctx) => isSoldOut(ctx.node()),
  "varied-prices?": (_args, ctx) => hasVariedPrices(ctx.node()),
};
