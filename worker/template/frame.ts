// One level of the executor's stack: the value in scope, the loop index when iterating
// an array, and the `@variables` and macros defined at this level. Frames are pooled by
// depth and reset on reuse, and whole stacks are kept between renders (takeStack and
// releaseStack), so pushing a section costs no allocation once warm.

import type { Program } from "./program";

/** A macro's compiled body, with the partial it was defined in (for error positions). */
export interface MacroRef {
  program: Program;
  partial: string | undefined;
}

export class Frame {
  node: unknown = undefined;
  /** Index of the element being iterated (repeated sections), else -1. */
  index = -1;
  /** Resolution stops at this frame (private partial application). */
  stop = false;
  vars: Map<string, unknown> | null = null;
  macros: Map<string, MacroRef> | null = null;

  reset(node: unknown): void {
    this.node = node;
    this.index = -1;
    this.stop = false;
    if (this.vars !== null && this.vars.size !== 0) this.vars.clear();
    if (this.macros !== null) this.macros = null;
  }

  setVar(name: string, value: unknown): void {
    (this.vars ??= new Map()).set(name, value);
  }
}

/** Stacks of finished renders, ready for the next ones (a render inside a render takes its own). */
const FREE: Frame[][] = [];
const MAX_FREE = 4;

export function takeStack(): Frame[] {
  return FREE.pop() ?? [];
}

/** Return a stack once its render is over; its frames forget their data. */
export function releaseStack(frames: Frame[]): void {
  for (let i = 0; i < frames.length; i++) frames[i]!.reset(undefined);
  if (FREE.length < MAX_FREE) FREE.push(frames);
}
