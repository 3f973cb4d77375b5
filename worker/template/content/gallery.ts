// Predicates over a gallery's `options` (design, meta position, active alignment, yes/no
// options). They read the options as stored: a missing option is false here, and the
// defaults of spec section 3 come from withGalleryDefaults when the page data is built.

import type { Predicate, PredicateTable } from "../plugin";
import { asBoolean, asString, getChild, isTruthy } from "../values";
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_OPTIONS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
} from "../../content/gallery-options";

const choice =
  (name: string, expected: string): Predicate =>
  (_args, ctx) => {
    const value = getChild(ctx.resolve(["options"]), name);
    return value !== undefined && asString(value) === expected;
  };

const yes =
  (name: string): Predicate =>
  (_args, ctx) =>
    asBoolean(getChild(ctx.resolve(["options"]), name));

export function galleryPredicates(): PredicateTable {
  const table: PredicateTable = {
    /** Galleries showing controls or indicators. */
    "gallery-meta?": (_args, ctx) => {
      const options = ctx.resolve(["options"]);
      return isTruthy(getChild(options, "controls")) || isTruthy(getChild(options, "indicators"));
    },
  };
  for (const name of GALLERY_DESIGNS) table[`gallery-design-${name}?`] = choice("design", name);
  for (const name of GALLERY_META_POSITIONS)
    table[`gallery-meta-position-${name}?`] = choice("meta-position", name);
  for (const name of GALLERY_ACTIVE_ALIGNMENTS) {
    table[`gallery-active-alignment-${name}?`] = choice("active-alignment", name);
  }
  for (const name of GALLERY_BOOLEAN_OPTIONS) table[`gallery-${name}?`] = yes(name);
  return table;
}
