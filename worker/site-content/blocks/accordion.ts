// Accordion: titled items that open one by one (<details>, so it works without script).
import { z } from "zod";
import { defineBlock } from "./define";

export const accordionBlock = defineBlock({
  type: "accordion",
  label: "Accordion",
  blockType: 69,
  fields: z.object({
    items: z
      .array(
        z.object({
          title: z.string().trim().min(1, "Please enter a title for each item.").max(200),
          body: z.string().max(5000),
        }),
      )
      .min(1, "An accordion needs at least one item.")
      .max(30, "An accordion can hold at most 30 items."),
  }),
  create: () => ({ items: [{ title: "A question", body: "Its answer." }] }),
  context: (block) => block,
});
