// Horizontal rule: a dividing line.
import { z } from "zod";
import { defineBlock } from "./define";

export const horizontalRuleBlock = defineBlock({
  type: "horizontalrule",
  label: "Line",
  blockType: 47,
  fields: z.object({}),
  create: () => ({}),
  context: () => ({ rule: true }),
});
