// A page's layout as data: sections, each with a colour theme and an ordered list of blocks. The
// worker checks every draft with this schema and the panel edits the same types. At most 60 blocks
// per layout and 20 galleries per page (spec section 9).
import { z } from "zod";
import { BLOCKS } from "./blocks/registry";
import type { BlockDefinition } from "./blocks/define";
import { COLOR_THEME_NAMES } from "./color-theme-names";
import {
  DUPLICATE_BLOCK_ID,
  MAX_BLOCKS_PER_LAYOUT,
  MAX_GALLERIES_PER_PAGE,
  TOO_MANY_BLOCKS,
  TOO_MANY_GALLERIES,
} from "./messages";

const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Ids are 1 to 40 letters, digits, - or _.");

const stored = <T extends string, S extends z.ZodRawShape>(b: BlockDefinition<T, S>) =>
  b.fields.extend({ id: itemId, type: z.literal(b.type) });

const [b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19] = BLOCKS;
export const pageBlockSchema = z.discriminatedUnion("type", [
  stored(b0),
  stored(b1),
  stored(b2),
  stored(b3),
  stored(b4),
  stored(b5),
  stored(b6),
  stored(b7),
  stored(b8),
  stored(b9),
  stored(b10),
  stored(b11),
  stored(b12),
  stored(b13),
  stored(b14),
  stored(b15),
  stored(b16),
  stored(b17),
  stored(b18),
  stored(b19),
]);
export type PageBlock = z.output<typeof pageBlockSchema>;
export type PageBlockInput = z.input<typeof pageBlockSchema>;

export const pageSectionSchema = z.object({
  id: itemId,
  colorTheme: z.enum(COLOR_THEME_NAMES).default("lightest"),
  blocks: z.array(pageBlockSchema).max(MAX_BLOCKS_PER_LAYOUT, TOO_MANY_BLOCKS),
});
export type PageSection = z.output<typeof pageSectionSchema>;

export const pageDocumentSchema = z
  .object({ sections: z.array(pageSectionSchema).max(MAX_BLOCKS_PER_LAYOUT) })
  .superRefine((doc, ctx) => {
    const blocks = doc.sections.flatMap((s) => s.blocks);
    if (blocks.length > MAX_BLOCKS_PER_LAYOUT) {
      ctx.addIssue({ code: "custom", message: TOO_MANY_BLOCKS, path: ["sections"] });
    }
    if (countGalleries(doc) > MAX_GALLERIES_PER_PAGE) {
      ctx.addIssue({ code: "custom", message: TOO_MANY_GALLERIES, path: ["sections"] });
    }
    const ids = [...doc.sections.map((s) => s.id), ...blocks.map((b) => b.id)];
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: DUPLICATE_BLOCK_ID, path: ["sections"] });
  });
export type PageDocument = z.output<typeof pageDocumentSchema>;

/** A new id for a section or block: short, random, unique enough within one page. */
export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes]
    .map((b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 10);
}

/** A new block of a type, with that type's starting fields. */
export function newBlock(type: PageBlock["type"]): PageBlock {
  const definition = BLOCKS.find((b) => b.type === type)!;
  return pageBlockSchema.parse({ ...definition.create(), id: newItemId(), type });
}

export function emptyDocument(): PageDocument {
  return { sections: [{ id: newItemId(), colorTheme: "lightest", blocks: [] }] };
}

export function countBlocks(doc: PageDocument): number {
  return doc.sections.reduce((n, s) => n + s.blocks.length, 0);
}

/** Spec section 9's photo gallery count: gallery blocks on one page, over all its sections. */
export function countGalleries(doc: { sections: { blocks: { type: string }[] }[] }): number {
  return doc.sections.reduce((n, s) => n + s.blocks.filter((b) => b.type === "gallery").length, 0);
}
