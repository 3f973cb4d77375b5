// Quote: a quotation and who said it.
import { z } from "zod";
import { defineBlock } from "./define";

export const quoteBlock = defineBlock({
  type: "quote",
  label: "Quote",
  blockType: 31,
  fields: z.object({
    quote: z.string().trim().min(1, "Please enter the quote.").max(2000),
    source: z.string().max(200).default(""),
  }),
  create: () => ({ quote: "A quotation.", source: "" }),
  context: (block) => block,
});
