// A PluginContext over a plain stack of values, for unit tests of formatters and predicates
// without the engine. Frames are given outermost first; `index` is the 1-based @index of
// the innermost repeated section, when there is one.

import type { PluginContext, Variable } from "../../worker/template/plugin";
import { getChild, getPath } from "../../worker/template/values";

export interface FakeContext extends PluginContext {
  errors: { type: string; message: string }[];
}

export function fakeContext(
  frames: unknown[] = [{}],
  options: { timeZone?: string; index?: number; now?: number } = {},
): FakeContext {
  const errors: FakeContext["errors"] = [];
  return {
    locale: "en",
    now: options.now ?? Date.UTC(2024, 0, 1),
    timeZone: options.timeZone ?? "America/New_York",
    errors,
    node: () => frames[frames.length - 1],
    resolve(path) {
      const [head] = path;
      if (head === undefined) return undefined;
      if (head === "@index") return options.index;
      for (let i = frames.length - 1; i >= 0; i--) {
        if (getChild(frames[i], head) !== undefined) return getPath(frames[i], path);
      }
      return undefined;
    },
    error: (type, message) => void errors.push({ type, message }),
    renderTemplate: () => "",
    applyPartial: () => undefined,
    getInjectable: () => undefined,
  };
}

/** One variable holding `value`, as the engine passes it to a formatter. */
export function variable(value: unknown, name = "@"): Variable[] {
  return [{ name, value }];
}
