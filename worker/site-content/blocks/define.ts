// One block type: its stored fields (zod), a new block's fields, and the template context its
// theme partial (themes/default/blocks/<type>.block) renders from. Contexts hold text the template
// escapes, or HTML this code has already made safe (named `...Html`).
import { z } from "zod";
import type { BlockItem } from "../../db/page-documents-lookups";
import type { CaptchaProps } from "../../forms/captcha-props";
import type { PublicForm } from "../../forms/public-form";
import type { RichTextDoc } from "../rich-text/schema";

/**
 * What a block may need to look up or make while its page renders (worker/pages/page-document.ts
 * makes them): functions, so the block files hold no database code and no HTML sanitiser (a parser
 * of some 200 KB), and the panel can import them.
 */
export interface BlockDeps {
  captcha: CaptchaProps;
  /** Rich text as safe HTML (rich-text/render.ts). */
  richTextHtml(doc: RichTextDoc): string;
  /** HTML an owner typed, through the allow-list (owner-html.ts). */
  ownerHtml(html: string): string;
  form(formId: string): Promise<PublicForm | null>;
  /** The page URL's query: hidden form fields take their value from it. */
  pageQuery: URLSearchParams;
  product(productId: string): Promise<BlockItem | undefined>;
  collectionItems(collectionId: string, limit: number): Promise<BlockItem[]>;
}

export interface BlockDefinition<T extends string, Shape extends z.ZodRawShape> {
  type: T;
  /** The name in the panel's Add block menu. */
  label: string;
  /** Spec section 3's BlockType number. */
  blockType: number;
  fields: z.ZodObject<Shape>;
  create(): z.input<z.ZodObject<Shape>>;
  context(block: z.output<z.ZodObject<Shape>>, deps: BlockDeps): unknown;
}

export function defineBlock<T extends string, Shape extends z.ZodRawShape>(
  definition: BlockDefinition<T, Shape>,
): BlockDefinition<T, Shape> {
  return definition;
}

/** A web address a visitor may follow: http(s), a site path, mailto or tel; 2083 characters at most. */
export const linkUrl = z
  .string()
  .trim()
  .max(2083, "Web addresses can be at most 2083 characters long.")
  .refine((url) => url === "" || /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(url), {
    message: "Links must start with http://, https://, / , mailto: or tel:",
  });
