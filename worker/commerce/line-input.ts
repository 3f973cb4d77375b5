// One line a visitor asks for (spec section 3's add-to-cart request, minus its form answers): the
// product, the variant, and a quantity in the section 5 range. The cart's add and express checkout
// both take it.
import { z } from "zod";
import { QUANTITY_OUT_OF_RANGE } from "../http/messages";
import { MAX_QUANTITY, MIN_QUANTITY } from "./add-to-cart";

export const lineInput = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(64).optional(),
  quantity: z
    .number({ error: QUANTITY_OUT_OF_RANGE })
    .int({ error: QUANTITY_OUT_OF_RANGE })
    .min(MIN_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .max(MAX_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .default(1),
});
