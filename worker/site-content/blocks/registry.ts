// Every block type a page can hold, by its type name (spec section 3's BlockType names).
import { accordionBlock } from "./accordion";
import { albumBlock } from "./album";
import { audioBlock } from "./audio";
import { buttonBlock } from "./button";
import { chartBlock } from "./chart";
import { codeBlock } from "./code";
import { formBlock } from "./form";
import { galleryBlock } from "./gallery";
import { horizontalRuleBlock } from "./horizontal-rule";
import { htmlBlock } from "./html";
import { imageBlock } from "./image";
import { mapBlock } from "./map";
import { markdownBlock } from "./markdown";
import { newsletterBlock } from "./newsletter";
import { productBlock } from "./product";
import { quoteBlock } from "./quote";
import { socialLinksBlock } from "./social-links";
import { spacerBlock } from "./spacer";
import { summaryBlock } from "./summary";
import { videoBlock } from "./video";

/** In the order of the panel's Add block menu. */
export const BLOCKS = [
  htmlBlock,
  imageBlock,
  galleryBlock,
  buttonBlock,
  quoteBlock,
  videoBlock,
  audioBlock,
  albumBlock,
  formBlock,
  newsletterBlock,
  productBlock,
  summaryBlock,
  codeBlock,
  markdownBlock,
  spacerBlock,
  horizontalRuleBlock,
  accordionBlock,
  mapBlock,
  socialLinksBlock,
  chartBlock,
] as const;

export type BlockTypeName = (typeof BLOCKS)[number]["type"];

export const BLOCK_TYPES = BLOCKS.map((b) => b.type) as BlockTypeName[];

export function blockDefinition(type: string) {
  return BLOCKS.find((b) => b.type === type);
}
