// Summary: the first items of one of the site's collections (products), as links.
import { z } from "zod";
import { defineBlock } from "./define";

export const summaryBlock = defineBlock({
  type: "summary",
  label: "Summary",
  blockType: 55,
  fields: z.object({
    collectionId: z.string().trim().max(100),
    title: z.string().max(200).default(""),
    limit: z.number().int().min(1).max(30).default(6),
  }),
  create: () => ({ collectionId: "", title: "", limit: 6 }),
  context: async (block, deps) => ({
    title: block.title,
    items: block.collectionId ? await deps.collectionItems(block.collectionId, block.limit) : [],
  }),
});
