// Product: one published product of the site, as a link card with its title and excerpt.
import { z } from "zod";
import { defineBlock } from "./define";

export const productBlock = defineBlock({
  type: "product",
  label: "Product",
  blockType: 43,
  fields: z.object({ productId: z.string().trim().max(100) }),
  create: () => ({ productId: "" }),
  context: async (block, deps) => ({
    product: block.productId ? ((await deps.product(block.productId)) ?? null) : null,
  }),
});
