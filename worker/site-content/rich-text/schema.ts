// Rich text as the editor (Tiptap / ProseMirror) stores it: a tree of nodes with a type,
// attributes, children, marks and text. Only the shape is checked here; which node and mark
// types are kept is the renderer's allow-list (render.ts), so stored documents never need migrating.
import { z } from "zod";

export { HEADING_LEVELS } from "./heading-levels";

/**
 * How deep nodes may nest (ten nested lists need about 25). Checked before the recursive parse,
 * so a hostile document is a 400, not a stack overflow.
 */
export const MAX_DEPTH = 50;

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export type RichTextDoc = RichTextNode & { type: "doc" };

const markSchema = z.object({
  type: z.string().max(40),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(nodeSchema).max(2000).optional(),
    marks: z.array(markSchema).max(20).optional(),
    text: z.string().max(100_000).optional(),
  }),
);

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_DEPTH) break;
    const content = (node as { content?: unknown } | null)?.content;
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const richTextDocSchema = z
  .unknown()
  .refine((value) => depthOf(value) <= MAX_DEPTH, {
    message: `Rich text may nest at most ${MAX_DEPTH} levels.`,
    abort: true,
  })
  .pipe(z.object({ type: z.literal("doc"), content: z.array(nodeSchema).max(2000).optional() }))
  .transform((doc) => doc as RichTextDoc);

export function emptyRichText(): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph" }] };
}

/** One paragraph per line of plain text (blank lines dropped). */
export function richTextFromPlain(text: string): RichTextDoc {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines.length === 0) return emptyRichText();
  return {
    type: "doc",
    content: lines.map((line) => ({ type: "paragraph", content: [{ type: "text", text: line }] })),
  };
}
