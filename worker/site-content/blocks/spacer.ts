// Spacer: empty room between blocks, in CSS pixels.
import { z } from "zod";
import { defineBlock } from "./define";

export const spacerBlock = defineBlock({
  type: "spacer",
  label: "Spacer",
  blockType: 21,
  fields: z.object({ height: z.number().int().min(0).max(500) }),
  create: () => ({ height: 48 }),
  context: (block) => block,
});
