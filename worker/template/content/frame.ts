// Lookups and text the way the template language does them, for formatters that
// read around their value or build markup that the reference engine renders from
// small internal templates.

import { escapeHtmlAttribute } from "../strings";
import type { PluginContext } from "../plugin";
import { asString, getChild, getPath } from "../values";

/**
 * Resolve `path` as a template would inside nested sections whose values are `frames`
 * (innermost first): the first step is looked up on each frame, then up the render's stack;
 * the rest of the path is followed from where it was found.
 */
export function resolveIn(
  frames: readonly unknown[],
  path: readonly (string | number)[],
  ctx: PluginContext,
): unknown {
  if (path.length === 0) return undefined;
  for (const frame of frames) {
    if (getChild(frame, path[0]!) !== undefined) return getPath(frame, path);
  }
  return ctx.resolve(path);
}

/** Resolve `path` as a template inside a section of `value` would. */
export function resolveFrom(value: unknown, path: readonly (string | number)[], ctx: PluginContext): unknown {
  return resolveIn([value], path, ctx);
}

/** Text a `{variable}` emits for a value: scalars as text, arrays comma-joined, anything else nothing. */
export function emitted(v: unknown): string {
  if (Array.isArray(v))
    return v.map((e) => (typeof e === "object" && e !== null ? "" : asString(e))).join(",");
  return asString(v);
}

/** Escape text for a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return escapeHtmlAttribute(text);
}

/** Class-name slug: drop characters other than letters, digits, spaces and '-', spaces to '-', lower case. */
export function slugify(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9\s-]+/g, "")
    .replace(/\s+/g, "-")
    .toLowerCase();
}
