// Text: rich text (Tiptap JSON), rendered to safe HTML by the rich-text renderer (deps.richTextHtml).
import { z } from "zod";
import { richTextDocSchema, richTextFromPlain } from "../rich-text/schema";
import { defineBlock } from "./define";

export const htmlBlock = defineBlock({
  type: "html",
  label: "Text",
  blockType: 2,
  fields: z.object({ text: richTextDocSchema }),
  create: () => ({ text: richTextFromPlain("Write something here.") }),
  context: (block, deps) => ({ textHtml: deps.richTextHtml(block.text) }),
});
