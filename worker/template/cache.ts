// Parsed templates by source text, per isolate. Hosts often hand the engine the same theme
// sources again and again (read fresh from storage on every request); parsing each once
// keeps renders from re-parsing them. Bounded: least recently used entries are dropped.

import type { Block } from "./compiled";
import { parse } from "./parser";
import type { TemplateError } from "./types";

export interface Parsed {
  code: Block;
  errors: TemplateError[];
}

const MAX_ENTRIES = 512;
/** Sources longer than this are parsed every time rather than held in memory. */
const MAX_SOURCE = 256 * 1024;

const plain = new Map<string, Parsed>();
const preprocessed = new Map<string, Parsed>();

/** Parse `source` (template or partial), or return the tree parsed earlier from the same text. */
export function parseCached(source: string, preprocess: boolean): Parsed {
  const cache = preprocess ? preprocessed : plain;
  let hit = cache.get(source);
  if (hit !== undefined) {
    // Refresh its place in the LRU order.
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  const r = parse(source, undefined, { preprocess });
  hit = { code: r.code as Block, errors: r.errors };
  if (source.length <= MAX_SOURCE) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(source, hit);
  }
  return hit;
}
