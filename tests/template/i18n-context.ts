// A PluginContext for the i18n and date formatter tests: a stack of frames (outermost first),
// a locale (undefined renders without locale data), a fixed "now", and `@variables`.
// Formatter arguments resolve from this stack as the engine resolves them from the frame
// enclosing the formatted variable, so "@" is the innermost frame's value.

import type { PluginContext, Variable } from "../../worker/template/plugin";
import type { FormatterTable } from "../../worker/template/plugin";
import { getChild, getPath } from "../../worker/template/values";

export interface TestContext extends PluginContext {
  errors: { type: string; message: string }[];
}

export interface ContextOptions {
  locale?: string | null;
  now?: number;
  vars?: Record<string, unknown>;
}

export function i18nContext(frames: unknown[] = [{}], options: ContextOptions = {}): TestContext {
  const errors: TestContext["errors"] = [];
  const resolve = (path: readonly (string | number)[]): unknown => {
    const [head] = path;
    if (head === undefined) return undefined;
    if (typeof head === "string" && head.startsWith("@")) {
      const start = head === "@" ? frames[frames.length - 1] : options.vars?.[head];
      return getPath(start, path.slice(1));
    }
    for (let i = frames.length - 1; i >= 0; i--) {
      if (getChild(frames[i], head) !== undefined) return getPath(frames[i], path);
    }
    return undefined;
  };
  return {
    locale: options.locale === null ? undefined : (options.locale ?? "en"),
    now: options.now ?? Date.UTC(2024, 0, 1),
    timeZone: "America/New_York",
    errors,
    node: () => frames[frames.length - 1],
    resolve,
    resolveArgument: resolve,
    error: (type, message) => void errors.push({ type, message }),
    renderTemplate: () => "",
    applyPartial: () => undefined,
    getInjectable: () => undefined,
  };
}

/** Apply formatter `name` of `table` to `values` (the first is the formatted one); returns the result. */
export function applyFormatter(
  table: FormatterTable,
  name: string,
  values: unknown[],
  args: string[] = [],
  ctx: PluginContext = i18nContext(),
): unknown {
  const vars: Variable[] = values.map((value, i) => ({ name: `v${i}`, value }));
  table[name]!(args, vars, ctx);
  return vars[0]!.value;
}
