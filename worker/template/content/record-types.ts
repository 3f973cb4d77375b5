// Predicates on the kind of a content item: its record type, the block type its summary
// promotes, its background source, and (slides) the type of its current slice.

import type { Predicate, PredicateTable } from "../plugin";
import { asNumber, asString, getChild } from "../values";
import { BackgroundSource, PROMOTED_BLOCK_TYPES, RecordType, SliceType } from "../../content/enums";

const field = (name: string) => (node: unknown) => getChild(node, name);
const recordType = field("recordType");
const promotedBlockType = field("promotedBlockType");

const isRecordType =
  (code: number): Predicate =>
  (_args, ctx) =>
    asNumber(recordType(ctx.node())) === code;

/** Kinds a post can be either by record type or by the block it promotes (a video post or a promoted video). */
const PROMOTABLE = {
  video: "video",
  image: "image",
  quote: "quote",
  link: "link",
  gallery: "gallery",
} as const;

const isRecordOrPromoted =
  (code: number, block: string): Predicate =>
  (_args, ctx) => {
    const node = ctx.node();
    return asNumber(recordType(node)) === code || asString(promotedBlockType(node)) === block;
  };

export function recordTypePredicates(): PredicateTable {
  const table: PredicateTable = {};
  for (const [name, code] of Object.entries(RecordType)) {
    table[`${name}?`] =
      name in PROMOTABLE
        ? isRecordOrPromoted(code, PROMOTABLE[name as keyof typeof PROMOTABLE])
        : isRecordType(code);
  }
  table["external-video?"] = isRecordOrPromoted(RecordType.video, "video");
  for (const block of PROMOTED_BLOCK_TYPES) {
    table[`promoted${block.toUpperCase()}?`] = (_args, ctx) =>
      asString(promotedBlockType(ctx.node())) === block;
  }
  for (const [name, code] of Object.entries(BackgroundSource)) {
    table[`background-source-${name}?`] = (_args, ctx) =>
      asNumber(getChild(ctx.node(), "backgroundSource")) === code;
  }
  /** `{.current-type? gallery}`: the slide's current slice type by name. */
  table["current-type?"] = (args, ctx) => {
    const name = args[0];
    if (name === undefined || !Object.hasOwn(SliceType, name)) return false;
    return (asNumber(getChild(ctx.node(), "currentType")) | 0) === SliceType[name as keyof typeof SliceType];
  };
  return table;
}
