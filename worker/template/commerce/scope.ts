// Name lookup inside a commerce fragment, as the dialect resolves names in an inner template:
// the innermost frame that has the first name wins, then the render's own stack (unless the
// fragment is isolated from it).

import type { PluginContext } from "../plugin";
import { asString, getChild, getPath } from "../values";

export class Scope {
  private constructor(
    private readonly frames: readonly unknown[],
    private readonly ctx: PluginContext | undefined,
  ) {}

  /** A scope over `node` that falls back to the render's stack. */
  static open(node: unknown, ctx: PluginContext): Scope {
    return new Scope([node], ctx);
  }

  /** A scope over `node` alone: names it lacks are missing. */
  static isolated(node: unknown): Scope {
    return new Scope([node], undefined);
  }

  /** This scope with `node` as its innermost frame. */
  with(node: unknown): Scope {
    return new Scope([...this.frames, node], this.ctx);
  }

  get(...path: (string | number)[]): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return this.frames[this.frames.length - 1];
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const found = getChild(this.frames[i], head);
      if (found !== undefined) return getPath(found, rest);
    }
    return this.ctx?.resolve(path);
  }

  text(...path: (string | number)[]): string {
    return asString(this.get(...path));
  }
}
