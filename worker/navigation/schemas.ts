// The navigation update payload (spec section 3: fieldName, templateId, navigation.items; an item
// is collectionId, externalLink, memberAreaId or children). Shared by the worker and the panel.
import { z } from "zod";
import { NAVIGATION_ITEM_TWICE, NAVIGATION_ITEMS_ONLY_PAGES, NAVIGATION_TOO_LONG } from "./messages";

export const MAX_NAVIGATION_ITEMS = 100;

const pageItem = z.object({ collectionId: z.string().min(1).max(64) }).strict();

/** Links, member areas and folders are valid items the store does not hold yet: refused by name. */
const item = z.unknown().transform((value, ctx) => {
  const parsed = pageItem.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: "custom", message: NAVIGATION_ITEMS_ONLY_PAGES });
  return z.NEVER;
});

export const updateNavigationBody = z.object({
  fieldName: z.string().min(1).max(100),
  templateId: z.string().min(1).max(100),
  navigation: z.object({
    items: z
      .array(item)
      .max(MAX_NAVIGATION_ITEMS, NAVIGATION_TOO_LONG)
      .refine(
        (items) => new Set(items.map((i) => i.collectionId)).size === items.length,
        NAVIGATION_ITEM_TWICE,
      ),
  }),
});
export type UpdateNavigationBody = z.input<typeof updateNavigationBody>;
