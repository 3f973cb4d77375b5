// Parsed templates by source text, per isolate. Hosts often hand the engine the same theme
// sources again and again (read fresh from storage on every request); parsing each once
// keeps renders from re-parsing them. Bounded in entries and in source characters held;
// least recently used entries go first.

import type { Block } from "./compiled";
import { parse } from "./parser";
import type { TemplateError } from "./types";

export interface Parsed {
  code: Block;
  errors: TemplateError[];
}

const MAX_ENTRIES = 512;
/** Total source characters the cache may hold (trees are of similar size). */
const MAX_CHARS = 4 * 1024 * 1024;
/** Sources longer than this are parsed every time rather than held. */
const MAX_SOURCE = 256 * 1024;

class LruCache {
  private readonly entries = new Map<string, Parsed>();
  private chars = 0;

  get(source: string): Parsed | undefined {
    const hit = this.entries.get(source);
    if (hit !== undefined) {
      // Refresh its place in the LRU order.
      this.entries.delete(source);
      this.entries.set(source, hit);
    }
    return hit;
  }

  set(source: string, parsed: Parsed): void {
    if (source.length > MAX_SOURCE) return;
    this.entries.set(source, parsed);
    this.chars += source.length;
    while (this.entries.size > MAX_ENTRIES || this.chars > MAX_CHARS) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

const plain = new LruCache();
const preprocessed = new LruCache();

/** Parse `source` (template or partial), or return the tree parsed earlier from the same text. */
export function parseCached(source: string, preprocess: boolean): Parsed {
  const cache = preprocess ? preprocessed : plain;
  let hit = cache.get(source);
  if (hit === undefined) {
    const r = parse(source, undefined, { preprocess });
    hit = { code: r.code as Block, errors: r.errors };
    cache.set(source, hit);
  }
  return hit;
}
