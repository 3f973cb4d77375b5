// Code: HTML the owner wrote (through ownerHtml's allow-list, which never lets a script through) or
// plain text shown as code. 20,000 characters at most: sanitising costs CPU time per character, and
// a page render has to stay inside the Workers CPU budget.
import { z } from "zod";
import { defineBlock } from "./define";

export const CODE_LANGUAGES = ["html", "plain"] as const;

export const codeBlock = defineBlock({
  type: "code",
  label: "Code",
  blockType: 23,
  fields: z.object({
    language: z.enum(CODE_LANGUAGES),
    code: z.string().max(20_000, "A code block can hold at most 20,000 characters."),
  }),
  create: () => ({ language: "html" as const, code: "" }),
  context: (block, deps) =>
    block.language === "html"
      ? { html: { markup: deps.ownerHtml(block.code) } }
      : { plain: { text: block.code } },
});
