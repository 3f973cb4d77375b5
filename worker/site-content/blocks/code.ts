// Code: HTML the owner wrote (shown through ownerHtml, which never lets a script through) or
// plain text shown as code.
import { z } from "zod";
import { ownerHtml } from "../owner-html";
import { defineBlock } from "./define";

export const CODE_LANGUAGES = ["html", "plain"] as const;

export const codeBlock = defineBlock({
  type: "code",
  label: "Code",
  blockType: 23,
  fields: z.object({ language: z.enum(CODE_LANGUAGES), code: z.string().max(100_000) }),
  create: () => ({ language: "html" as const, code: "" }),
  context: (block) =>
    block.language === "html" ? { html: { markup: ownerHtml(block.code) } } : { plain: { text: block.code } },
});
