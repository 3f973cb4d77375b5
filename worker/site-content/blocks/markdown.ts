// Markdown: text written in Markdown, rendered to escaped HTML (../markdown.ts).
import { z } from "zod";
import { renderMarkdown } from "../markdown";
import { defineBlock } from "./define";

export const markdownBlock = defineBlock({
  type: "markdown",
  label: "Markdown",
  blockType: 44,
  fields: z.object({ markdown: z.string().max(100_000) }),
  create: () => ({ markdown: "## A heading\n\nSome *Markdown* text." }),
  context: (block) => ({ markdownHtml: renderMarkdown(block.markdown) }),
});
