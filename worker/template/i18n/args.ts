// Reading formatter arguments that name data ("message name=person.name @count").
import type { PluginContext } from "../plugin";
import { splitPath } from "../values";

/** Resolve an argument path from the frame enclosing the formatted variable. */
export function resolveArgument(ctx: PluginContext, ref: string): unknown {
  const path = splitPath(ref);
  return ctx.resolveArgument ? ctx.resolveArgument(path) : ctx.resolve(path);
}
