// Classes of a content item's summary element: hentry, promoted block, categories, tags,
// author, post type, position in its list, featured, and sale / sold-out for store items.

import type { PluginContext } from "../plugin";
import { asNumber, asString, getChild, isTruthy } from "../values";
import { RecordType } from "../../content/enums";
import { resolveFrom, slugify } from "./frame";
import { isOnSale, isSoldOut } from "../../commerce/product-status";

const listClasses = (prefix: string, list: unknown) =>
  Array.isArray(list) ? list.map((entry) => ` ${prefix}-${slugify(asString(entry))}`).join("") : "";

export function itemClasses(item: unknown, ctx: PluginContext): string {
  const at = (name: string) => resolveFrom(item, [name], ctx);
  let out = "hentry";

  const promoted = at("promotedBlockType");
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
  const categories = at("categories");
  if (isTruthy(categories)) out += listClasses("category", categories);
  const tags = at("tags");
  if (isTruthy(tags)) out += listClasses("tag", tags);
  const author = at("author");
  const displayName = getChild(author, "displayName");
  if (isTruthy(author) && isTruthy(displayName)) out += ` author-${slugify(asString(displayName))}`;

  out += ` post-type-${asString(at("recordTypeLabel"))}`;
  const index = ctx.resolve(["@index"]);
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;
  if (isTruthy(at("starred"))) out += " featured";

  if (asNumber(getChild(item, "recordType")) === RecordType["store-item"]) {
    if (isOnSale(item)) out += " on-sale";
    if (isSoldOut(item)) out += " sold-out";
  }
  return out;
}
